// A decorative icon, one of the shipped public/static/ SVGs, drawn through a CSS mask so it takes
// the colour of the text around it (currentColor), in either palette. The stylesheet carries the
// icons inline (icon.module.css). Hidden from screen readers: the control names itself.

import styles from './icon.module.css';

export type IconName =
  | 'add'
  | 'alert'
  | 'arrow'
  | 'check'
  | 'link'
  | 'note'
  | 'plus'
  | 'remove'
  | 'upload'
  | 'whatsapp';

type IconProps = { name: IconName; className?: string };

export function Icon({ name, className }: IconProps) {
  return <span className={[styles.icon, styles[name], className].filter(Boolean).join(' ')} aria-hidden="true" />;
}

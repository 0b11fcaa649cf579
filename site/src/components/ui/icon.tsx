// A decorative icon from /static/, drawn through a CSS mask so it takes the colour of the text
// around it (currentColor), in either palette. Hidden from screen readers: the control names itself.

import { env } from '@/config/env';
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
  return (
    <span
      className={className ? `${styles.icon} ${className}` : styles.icon}
      aria-hidden="true"
      style={{ ['--icon' as string]: `url("${env.staticBase}${name}.svg")` }}
    />
  );
}

// The first focusable element: lets keyboard users jump past the intro (IS 5568 / WCAG 2.4.1).

import styles from './skip-link.module.css';

export function SkipLink({ targetId, label }: { targetId: string; label: string }) {
  return (
    <a className={styles.skipLink} href={`#${targetId}`}>
      {label}
    </a>
  );
}

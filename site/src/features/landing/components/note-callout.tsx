// The intro's highlighted note: an icon and the editor's text in a tinted box.

import styles from './note-callout.module.css';

export function NoteCallout({ text }: { text: string }) {
  return (
    <div className={styles.note} role="note">
      {/* Drawn through a CSS mask so the icon takes the callout's colour; decorative. */}
      <span className={styles.icon} aria-hidden="true" />
      <p className={styles.text}>{text}</p>
    </div>
  );
}

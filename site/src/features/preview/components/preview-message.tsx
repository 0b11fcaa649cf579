// What the preview shows instead of the page while the draft loads or when it cannot be had:
// a sentence in Hebrew, never a blank page, and a retry where trying again can help.

import { PREVIEW_TEXTS } from '../lib/preview-texts';
import styles from './preview-message.module.css';

type PreviewMessageProps = {
  text: string;
  /** An error is announced at once (alert); the loading line politely (status). */
  kind: 'loading' | 'error';
  onRetry?: () => void;
};

export function PreviewMessage({ text, kind, onRetry }: PreviewMessageProps) {
  return (
    <main className={styles.screen}>
      <p className={kind === 'error' ? styles.error : styles.loading} role={kind === 'error' ? 'alert' : 'status'}>
        {text}
      </p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {PREVIEW_TEXTS.retry}
        </button>
      )}
    </main>
  );
}

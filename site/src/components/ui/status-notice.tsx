// A quiet, polite live region: present (empty) from the start so screen readers announce
// the message when it appears.

import styles from './status-notice.module.css';

export function StatusNotice({ message }: { message: string | null }) {
  return (
    <div role="status" className={message ? styles.notice : undefined}>
      {message}
    </div>
  );
}

// A quiet line at the top of a form filled from the visitor's draft: what was restored, and that
// the file must be attached again. A polite live region, present and empty as the form mounts and
// filled a moment later: screen readers announce a region's change, not a region born with text.

import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { useTexts } from '@/lib/settings/use-site-content';
import styles from './draft-notice.module.css';

/** Long enough for screen readers to register the new live region before its text arrives. */
const ANNOUNCE_DELAY_MS = 250;

export function DraftNotice({ restored }: { restored: boolean }) {
  const { form } = useTexts();
  const [delayPassed, setDelayPassed] = useState(false);
  const shown = restored && delayPassed;

  useEffect(() => {
    if (!restored) return undefined;
    const timer = window.setTimeout(() => setDelayPassed(true), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [restored]);

  return (
    <div role="status" className={shown ? styles.notice : undefined}>
      {shown && (
        <>
          <Icon name="note" className={styles.icon} />
          <span>{form.draftRestored}</span>
        </>
      )}
    </div>
  );
}

// Shown instead of the form once the lead is stored: thanks, the reference to keep, and a way to
// send another proposal. Focus moves here so screen-reader users hear it at once.

import { fillText } from '@vision/config';
import { useEffect, useRef } from 'react';
import { Icon } from '@/components/ui/icon';
import { useTexts } from '@/lib/settings/use-site-content';
import styles from './thanks-message.module.css';

const TITLE_ID = 'lead-thanks-title';

type ThanksMessageProps = { reference: string; onSendAnother: () => void };

export function ThanksMessage({ reference, onSendAnother }: ThanksMessageProps) {
  const { general } = useTexts();
  const title = useRef<HTMLHeadingElement>(null);
  const [before, after = ''] = general.thanks.split('{reference}', 2);

  useEffect(() => {
    title.current?.focus();
  }, []);

  return (
    <section className={styles.thanks} aria-labelledby={TITLE_ID}>
      <span className={styles.badge}>
        <Icon name="check" />
      </span>
      <h3 id={TITLE_ID} ref={title} className={styles.title} tabIndex={-1}>
        {general.thanksTitle}
      </h3>
      <p className={styles.text}>
        {general.thanks.includes('{reference}') ? (
          <>
            {before}
            <strong className={styles.reference} dir="ltr">
              {reference}
            </strong>
            {after}
          </>
        ) : (
          fillText(general.thanks, { reference })
        )}
      </p>
      <button type="button" className={styles.again} onClick={onSendAnother}>
        {general.sendAnother}
      </button>
    </section>
  );
}

// The deadline above the form while the window is open ("אפשר להגיש עד יום חמישי, 31 בדצמבר 2026,
// בשעה 23:59"), and in the last 48 hours the time left. The countdown is a timer, which screen
// readers do not announce on their own: a visitor reads it when they want, never interrupted.

import type { LocaleCode, PublicTexts } from '@vision/config';
import { fillText } from '@vision/config';
import { fillMoment, timeLeftText } from '../lib/window-text';
import styles from './window-notice.module.css';

type Props = { texts: PublicTexts; locale: LocaleCode; closesAt: number; countdownMs: number | null };

export function WindowNotice({ texts, locale, closesAt, countdownMs }: Props) {
  return (
    <div className={styles.notice}>
      <p className={styles.deadline}>{fillMoment(texts.form.deadline, closesAt, locale)}</p>
      {countdownMs !== null && (
        <p className={styles.countdown} role="timer" aria-live="off">
          {fillText(texts.form.countdown, { time: timeLeftText(countdownMs, locale) })}
        </p>
      )}
    </div>
  );
}

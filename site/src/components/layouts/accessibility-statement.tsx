// The accessibility statement (IS 5568 asks a site to publish one), at the end of the page and
// linked from the footer.

import { useTexts } from '@/lib/settings/use-site-content';
import styles from './accessibility-statement.module.css';

export const ACCESSIBILITY_STATEMENT_ID = 'accessibility-statement';
const TITLE_ID = 'accessibility-statement-title';

export function AccessibilityStatement() {
  const { general } = useTexts();
  return (
    <section
      id={ACCESSIBILITY_STATEMENT_ID}
      className={styles.statement}
      aria-labelledby={TITLE_ID}
      // The footer's link moves keyboard focus here, not just the view.
      tabIndex={-1}
    >
      <h2 id={TITLE_ID} className={styles.title}>
        {general.accessibilityTitle}
      </h2>
      <p className={styles.text}>{general.accessibilityStatement}</p>
    </section>
  );
}

// Where the submission form goes (SPEC.md §2, below the intro). The form itself (formik with the
// contract's lead schema) is built in its own task and renders inside this section, under the
// title. When the editor has closed submissions, the closed text replaces the form.

import { useSiteContent } from '@/lib/settings/use-site-content';
import styles from './lead-form-slot.module.css';

/** The section's id: the skip link jumps here. */
export const LEAD_FORM_ID = 'lead-form';
const TITLE_ID = 'lead-form-title';

export function LeadFormSlot() {
  const { texts, isClosed, closedText } = useSiteContent().content;

  return (
    // tabIndex -1 lets the skip link move keyboard focus here, not just scroll.
    <section id={LEAD_FORM_ID} className={styles.slot} aria-labelledby={TITLE_ID} tabIndex={-1}>
      <h2 id={TITLE_ID} className={styles.title}>
        {texts.form.title}
      </h2>
      {isClosed && <p className={styles.closed}>{closedText}</p>}
    </section>
  );
}

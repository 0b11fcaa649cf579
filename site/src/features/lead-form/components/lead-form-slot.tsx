// The submission section under the intro. The form itself, with formik (DOMPurify follows at its
// first focus), is a chunk of its own: the page paints without it, and in the first idle moment
// after the page is up it is downloaded and rendered (as a transition, which yields to the
// visitor's input, and in parts), so a visitor who scrolls down finds the fields, not "טוען…".
// A visitor who gets there sooner (the skip link, a quick flick) has it rendered at once (its
// parts follow within a few hundred milliseconds: hooks/use-staged-mount.ts). When submissions are
// closed (the editor's switch, or the CMS's SUBMISSIONS_CLOSED answer to a page whose settings
// were cached, or the window's end passing while the page is open) the closed text replaces it;
// before the window opens, the "opens on" text does. While open with an end date, the deadline
// stands above the form.

import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { FallbackBoundary } from '@/components/errors/fallback-boundary';
import { nextTask } from '@/lib/next-task';
import { errorText } from '@/lib/settings/error-text';
import { useSiteContent } from '@/lib/settings/use-site-content';
import { useNearViewport } from '../hooks/use-near-viewport';
import { useSubmissionWindow } from '../hooks/use-submission-window';
import { whenIdle } from '../lib/when-idle';
import { fillMoment } from '../lib/window-text';
import styles from './lead-form-slot.module.css';
import { WindowNotice } from './window-notice';

/** The section's id: the skip link jumps here. */
export const LEAD_FORM_ID = 'lead-form';
const TITLE_ID = 'lead-form-title';

// formik (with the lodash it brings) and the form are evaluated in two tasks, each well under the
// 50 ms that makes a task long on a slow phone; together they were not.
const loadLeadForm = () => import('formik').then(nextTask).then(() => import('./lead-form'));
const LeadForm = lazy(loadLeadForm);

export function LeadFormSlot() {
  const { texts, closedText, lang } = useSiteContent().content;
  const submission = useSubmissionWindow();
  const [closedByServer, setClosedByServer] = useState(false);
  const section = useRef<HTMLElement>(null);
  // False in the prerendered HTML and the render that hydrates it; true once the visitor is
  // within a screen of the form (or follows the skip link to it). The Suspense boundary exists
  // only from then on: React hydrates a prerendered boundary in a later, low-priority pass, and
  // an urgent update reaching it first (the settings answer arriving) makes React throw its HTML
  // away, logging its error 421 (seen in 8 of 30 loads with the CPU slowed 4x, as
  // scripts/e2e/scenarios/empty-page.mjs loads the page).
  const near = useNearViewport(section);
  // True once the chunk arrived after the idle-time download: measured in Chromium with the CPU
  // slowed 4x, waiting for the visitor to near the form left "טוען…" on screen during a quick
  // scroll while React built the form; building it beforehand, in idle time, does not.
  const [prefetched, setPrefetched] = useState(false);
  const closed = submission.state !== 'open' || closedByServer;

  useEffect(
    () =>
      // After hydration, in idle time: the first paint and the page's first input stay free. A
      // failed download shows when the form renders (lazy() tries again then).
      whenIdle(() =>
        loadLeadForm().then(
          () => startTransition(() => setPrefetched(true)),
          () => undefined,
        ),
      ),
    [],
  );

  const loading = (
    <p className={styles.loading} role="status">
      {texts.general.loading}
    </p>
  );

  return (
    // tabIndex -1 lets the skip link move keyboard focus here, not just scroll.
    <section ref={section} id={LEAD_FORM_ID} className={styles.slot} aria-labelledby={TITLE_ID} tabIndex={-1}>
      <h2 id={TITLE_ID} className={styles.title}>
        {texts.form.title}
      </h2>
      {closed ? (
        <p className={styles.closed} role="status">
          {submission.state === 'notYetOpen' && !closedByServer && submission.opensAt !== null
            ? fillMoment(texts.form.opensOn, submission.opensAt, lang)
            : closedText}
        </p>
      ) : (
        <>
          {submission.closesAt !== null && (
            <WindowNotice
              texts={texts}
              locale={lang}
              closesAt={submission.closesAt}
              countdownMs={submission.countdownMs}
            />
          )}
          <FallbackBoundary
            fallback={
              <p className={styles.closed} role="alert">
                {errorText(texts, 'loadFailed')}
              </p>
            }
          >
            {near || prefetched ? (
              <Suspense fallback={loading}>
                <LeadForm onClosed={() => setClosedByServer(true)} />
              </Suspense>
            ) : (
              loading
            )}
          </FallbackBoundary>
        </>
      )}
    </section>
  );
}

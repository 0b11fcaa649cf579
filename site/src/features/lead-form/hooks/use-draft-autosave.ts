// Saves what the visitor types as a draft, once they pause (a write per keystroke would serialise
// the whole form each time), and at once when the page is hidden or closed within that pause, so
// the last words typed before closing the tab are kept too.

import type { LeadValues } from '@vision/config';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useIsPreview } from '@/lib/settings/draft-settings';
import { draftOf, writeDraft } from '../lib/lead-draft';

export const DRAFT_SAVE_DELAY_MS = 400;

export const useDraftAutosave = (delayMs = DRAFT_SAVE_DELAY_MS) => {
  const { values } = useFormikContext<LeadValues>();
  // The preview is on the site's own origin: what an editor types there must not turn up in the
  // form as their draft on the public page.
  const preview = useIsPreview();
  // What storage holds now, as text: the starting values are the draft itself (or nothing), so a
  // form that was only opened, or a render that changed no typed value, writes nothing.
  const saved = useRef(JSON.stringify(draftOf(values)));
  const latest = useRef(values);
  const pending = useRef(false);

  useEffect(() => {
    latest.current = values;
    if (preview || JSON.stringify(draftOf(values)) === saved.current) {
      pending.current = false;
      return undefined;
    }
    pending.current = true;
    const timer = window.setTimeout(() => {
      pending.current = false;
      saved.current = JSON.stringify(draftOf(values));
      writeDraft(values);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [values, delayMs, preview]);

  useEffect(() => {
    const flush = () => {
      if (!pending.current) return;
      pending.current = false;
      saved.current = JSON.stringify(draftOf(latest.current));
      writeDraft(latest.current);
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, []);
};

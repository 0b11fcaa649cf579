// The form's starting point: the visitor's saved draft when there is one (read once, as the form
// mounts in the browser; the prerendered page never renders the form), else an empty form.
// discard() forgets the draft and starts an empty form: after a stored lead, or "ניקוי הטופס".

import { initialLeadValues, type LeadValues } from '@vision/config';
import { useCallback, useState } from 'react';
import { clearDraft, draftToValues, readDraft } from '../lib/lead-draft';

type Start = {
  values: LeadValues;
  /** The values came from a draft: the form says so. */
  restored: boolean;
  /** Bumped by discard(): the form is mounted afresh (formik and the file input's own state). */
  generation: number;
};

const fromStorage = (): Start => {
  const draft = readDraft();
  return draft
    ? { values: draftToValues(draft), restored: true, generation: 0 }
    : { values: initialLeadValues(), restored: false, generation: 0 };
};

export const useLeadDraft = () => {
  const [start, setStart] = useState(fromStorage);

  const discard = useCallback(() => {
    clearDraft();
    setStart(({ generation }) => ({ values: initialLeadValues(), restored: false, generation: generation + 1 }));
  }, []);

  return { initialValues: start.values, restored: start.restored, formKey: start.generation, discard };
};

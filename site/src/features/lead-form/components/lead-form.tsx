// The submission form (loaded after the first paint, with formik; DOMPurify, which its
// validation needs, follows at the first focus: lib/lead-validation.ts): the fields while the
// visitor fills them, starting from their draft if they left one; the thanks message once the
// lead is stored, which also ends the draft.

import { Formik } from 'formik';
import { useCallback, useRef, useState } from 'react';
import { loadRecaptcha } from '@/lib/recaptcha';
import { useLeadDraft } from '../hooks/use-lead-draft';
import { useLeadSubmit } from '../hooks/use-lead-submit';
import { useStagedMount } from '../hooks/use-staged-mount';
import { fieldId } from '../lib/field-ids';
import { loadLeadSchema, validateLead } from '../lib/lead-validation';
import { FORM_PARTS, LeadFormFields } from './lead-form-fields';
import { ThanksMessage } from './thanks-message';

export type LeadFormProps = {
  /** The CMS refused with SUBMISSIONS_CLOSED: the page shows the closed text instead. */
  onClosed: () => void;
};

const focusFirstField = () =>
  window.requestAnimationFrame(() => document.getElementById(fieldId('visionPresenters'))?.focus());

export default function LeadForm({ onClosed }: LeadFormProps) {
  const [reference, setReference] = useState<string | null>(null);
  const draft = useLeadDraft();
  const { discard } = draft;
  const onSent = useCallback(
    (sent: string) => {
      discard();
      setReference(sent);
    },
    [discard],
  );
  const { onSubmit, progress, failure, siteKey } = useLeadSubmit({ onSent, onClosed });
  const scriptRequested = useRef(false);
  // Above the form's key: a cleared form comes back whole at once, not part by part.
  const mountedParts = useStagedMount(FORM_PARTS);

  // The validation's sanitiser and Google's script are fetched when the visitor starts on the
  // form, not with the page: they are ready by the time they type and send, and cost nothing to
  // those who only read.
  const onFirstFocus = useCallback(() => {
    loadLeadSchema().catch(() => undefined); // the next validation tries the download again
    if (scriptRequested.current || !siteKey) return;
    scriptRequested.current = true;
    loadRecaptcha(siteKey).catch(() => {
      scriptRequested.current = false; // tried again at the submit, which reports a failure
    });
  }, [siteKey]);

  if (reference !== null) {
    return (
      <ThanksMessage
        reference={reference}
        onSendAnother={() => {
          setReference(null);
          focusFirstField();
        }}
      />
    );
  }

  return (
    // A new key after a clear mounts a fresh form: formik's state and the file input's own file.
    <Formik
      key={draft.formKey}
      initialValues={draft.initialValues}
      validate={validateLead}
      validateOnChange
      onSubmit={onSubmit}
    >
      <LeadFormFields
        mountedParts={mountedParts}
        progress={progress}
        failure={failure}
        onFirstFocus={onFirstFocus}
        restored={draft.restored}
        onClear={() => {
          discard();
          focusFirstField();
        }}
      />
    </Formik>
  );
}

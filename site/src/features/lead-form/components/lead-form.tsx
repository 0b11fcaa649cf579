// The submission form (loaded after the first paint, with formik, yup and DOMPurify): the fields
// while the visitor fills them, starting from their draft if they left one; the thanks message
// once the lead is stored, which also ends the draft.

import { Formik } from 'formik';
import { useCallback, useRef, useState } from 'react';
import { loadRecaptcha } from '@/lib/recaptcha';
import { useLeadDraft } from '../hooks/use-lead-draft';
import { useLeadSubmit } from '../hooks/use-lead-submit';
import { fieldId } from '../lib/field-ids';
import { leadSchema } from '../lib/lead-schema';
import { LeadFormFields } from './lead-form-fields';
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

  // Google's script is fetched when the visitor starts on the form, not with the page: it is
  // ready by the time they send, and costs nothing to those who only read.
  const onFirstFocus = useCallback(() => {
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
      validationSchema={leadSchema}
      validateOnChange
      onSubmit={onSubmit}
    >
      <LeadFormFields
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

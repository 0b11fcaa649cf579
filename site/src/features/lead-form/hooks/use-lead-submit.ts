// What happens when a valid form is sent: the submission with its retries, then the outcome on the
// page: thanks with the reference, the closed text, or an error text with the data and file kept.

import { submissionWindowState, type LeadValues, type PublicTexts, type ValidationKey } from '@vision/config';
import { setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { env } from '@/config/env';
import { FORM_SENT_EVENT, trackEvent } from '@/lib/analytics';
import { getRecaptchaToken } from '@/lib/recaptcha';
import { useIsPreview } from '@/lib/settings/draft-settings';
import { errorText } from '@/lib/settings/error-text';
import { useSiteContent } from '@/lib/settings/use-site-content';
import type { LeadFailure } from '../api/lead-answer';
import { submitLead } from '../api/submit-lead';
import { newIdempotencyKey } from '../lib/idempotency-key';

type Outcomes = {
  onSent: (reference: string) => void;
  /** The CMS answered SUBMISSIONS_CLOSED: the settings this page loaded were out of date. */
  onClosed: () => void;
};

/** The CMS's field errors, in formik's nested shape: { contacts: [{ email: 'INVALID_EMAIL' }] }. */
const toFormikErrors = (fields: Record<string, ValidationKey>): FormikErrors<LeadValues> =>
  Object.entries(fields).reduce<FormikErrors<LeadValues>>((errors, [path, key]) => setIn(errors, path, key), {});

/** The preview's answer to a send: staff fixed text, not the CMS's (the form is the draft's). */
export const PREVIEW_SUBMIT_TEXT = 'זו תצוגה מקדימה של טיוטה: הטופס לא נשלח ושום פרט לא נשמר.';

const failureText = (texts: PublicTexts, { error }: LeadFailure): string => {
  switch (error.code) {
    case 'BOT_CHECK_FAILED':
    case 'BOT_CHECK_UNAVAILABLE':
      return errorText(texts, 'botCheckFailed');
    case 'RATE_LIMITED':
      return errorText(texts, 'rateLimited');
    default:
      return errorText(texts, error.fields ? 'formHasErrors' : 'submitFailed');
  }
};

export const useLeadSubmit = ({ onSent, onClosed }: Outcomes) => {
  const { content } = useSiteContent();
  const preview = useIsPreview();
  const siteKey = env.recaptchaSiteKey ?? content.recaptchaSiteKey;
  /** Upload progress in percent while the file goes up, else null. */
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (values: LeadValues, helpers: FormikHelpers<LeadValues>) => {
    setFailure(null);
    // An editor trying the draft's form: nothing leaves the page, not even the analytics event.
    if (preview) {
      setFailure(PREVIEW_SUBMIT_TEXT);
      return;
    }
    // The page may have stood open past the deadline (a sleeping laptop's timers wait): look at the
    // clock again before sending. The CMS decides in the end; this only spares the upload.
    if (submissionWindowState(Date.now(), content.isClosed, content.opensAt, content.closesAt) !== 'open') {
      onClosed();
      return;
    }
    const answer = await submitLead({
      values,
      locale: content.lang,
      idempotencyKey: newIdempotencyKey(),
      getToken: () => getRecaptchaToken(siteKey),
      onSending: () => trackEvent(FORM_SENT_EVENT),
      onProgress: setProgress,
    });
    setProgress(null);
    if (answer.success) {
      helpers.resetForm();
      onSent(answer.reference);
      return;
    }
    if (answer.error.code === 'SUBMISSIONS_CLOSED') {
      onClosed();
      return;
    }
    // The values and the chosen file stay in the form; only the errors are added.
    if (answer.error.fields) helpers.setErrors(toFormikErrors(answer.error.fields));
    setFailure(failureText(content.texts, answer));
  };

  // No key in the preview: Google's script is not fetched for a form that sends nothing.
  return { onSubmit, progress, failure, siteKey: preview ? null : siteKey };
};

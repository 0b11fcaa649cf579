// The form's validation: the contract's lead schema (config/), with DOMPurify for its xss rule, so
// the site checks exactly the rules the CMS checks. DOMPurify is a chunk of its own, fetched at
// the form's first focus: it is a third of the form's code and setting it up is a long task on a
// slow phone, which a visitor who only reads never needs. The schema is built with it, usually
// before the first keystroke is checked.

import { createLeadSchema, type LeadSchema, type LeadValues } from '@vision/config';
import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';

let loading: Promise<LeadSchema> | null = null;

/** Downloads DOMPurify and builds the schema (once; a failed download is tried again at the next call). */
export const loadLeadSchema = (): Promise<LeadSchema> => {
  loading ??= import('dompurify').then(
    ({ default: DOMPurify }) => createLeadSchema({ sanitize: (value) => DOMPurify.sanitize(value) }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};

/** formik's validate: the schema's errors in formik's shape, exactly as its validationSchema gives them. */
export const validateLead = async (values: LeadValues): Promise<FormikErrors<LeadValues>> => {
  let schema: LeadSchema;
  try {
    schema = await loadLeadSchema();
  } catch {
    // Offline for a moment: nothing is marked yet, the next change tries the download again, and
    // a form sent meanwhile is checked by the CMS, whose answer marks the fields.
    return {};
  }
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors<LeadValues>(error);
    throw error;
  }
};

// After a submit that found errors (the schema's or the CMS's), scrolls smoothly to the first
// invalid field (lib/first-invalid-field.ts) and focuses it, once per submit.

import type { LeadValues } from '@vision/config';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { firstInvalidFieldId, focusField } from '../lib/first-invalid-field';

export const useFocusFirstError = () => {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext<LeadValues>();
  const handled = useRef(0);

  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    const target = firstInvalidFieldId(errors);
    if (target) focusField(target);
  }, [submitCount, isSubmitting, isValidating, errors]);
};

// The form as a list of its fields, in the order a visitor fills them, in parts that mount one
// after the other (hooks/use-staged-mount.ts).

import { INPUT_FILTERS, TEXT_MAX_LENGTH, type LeadValues } from '@vision/config';
import { useFormikContext } from 'formik';
import type { FormEvent } from 'react';
import { useTexts } from '@/lib/settings/use-site-content';
import { useDraftAutosave } from '../hooks/use-draft-autosave';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import { AreaField } from './area-field';
import { ConfirmationField } from './confirmation-field';
import { ContactsField } from './contacts-field';
import { DraftNotice } from './draft-notice';
import { FileField } from './file-field';
import styles from './lead-form-fields.module.css';
import { SubmitBar } from './submit-bar';
import { TextField } from './text-field';

/** The presenters and contacts; the area; the file, the consent and the send button. */
export const FORM_PARTS = 3;

type LeadFormFieldsProps = {
  /** How many of the FORM_PARTS are mounted yet. */
  mountedParts: number;
  progress: number | null;
  failure: string | null;
  /** The first focus in the form: a good moment to fetch the validation's sanitiser and the bot check's script. */
  onFirstFocus: () => void;
  /** The fields were filled from the visitor's draft. */
  restored: boolean;
  /** "ניקוי הטופס": empty fields, no draft. */
  onClear: () => void;
};

export function LeadFormFields({
  mountedParts,
  progress,
  failure,
  onFirstFocus,
  restored,
  onClear,
}: LeadFormFieldsProps) {
  const { form } = useTexts();
  const { submitForm, isSubmitting } = useFormikContext<LeadValues>();
  useFocusFirstError();
  useDraftAutosave();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // One submission at a time: the button stays focusable (aria-disabled) while it runs.
    if (!isSubmitting) void submitForm();
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} onFocus={onFirstFocus}>
      <p className={styles.intro}>{form.intro}</p>
      <DraftNotice restored={restored} />
      <TextField
        name="visionPresenters"
        label={form.visionPresentersLabel}
        placeholder={form.visionPresentersPlaceholder}
        filter={INPUT_FILTERS.visionPresenters}
        required
        maxLength={TEXT_MAX_LENGTH.visionPresenters}
      />
      <ContactsField />
      {mountedParts >= 2 && <AreaField />}
      {mountedParts >= 3 && (
        <>
          <FileField />
          <ConfirmationField />
          <SubmitBar progress={progress} failure={failure} onClear={onClear} />
        </>
      )}
    </form>
  );
}

// The vision document (the types it takes: config/src/attachment.ts): a real file input, kept in
// the tab order and opened with Enter or Space, drawn as a button. Choosing a file marks the field
// touched and stores the File.

import { ATTACHMENT_ACCEPT, type LeadValues } from '@vision/config';
import { useField } from 'formik';
import type { ChangeEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import { useTexts } from '@/lib/settings/use-site-content';
import { errorId, fieldId } from '../lib/field-ids';
import fieldStyles from './field.module.css';
import styles from './file-field.module.css';
import { FieldError } from './field-error';
import { RequiredMark } from './required-mark';

const NAME = 'file';

/**
 * A file name as a Hebrew reader expects it: 'חזון 2050.pdf', not 'pdf.2050 חזון'. A left-to-right
 * mark before the extension's dot keeps the number, the dot and the extension in one run.
 */
const displayName = (name: string) => name.replace(/\.(?=[^.]+$)/, '\u200E.');

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`;

export function FileField() {
  const { form } = useTexts();
  const [field, meta, helpers] = useField<LeadValues['file']>(NAME);
  const error = meta.touched ? meta.error : undefined;
  const id = fieldId(NAME);
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const chosenId = `${id}-chosen`;
  const file = field.value instanceof File ? field.value : null;
  const [before, after = ''] = form.fileChosen.includes('{name}')
    ? form.fileChosen.split('{name}', 2)
    : [`${form.fileChosen} `];

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(event.target.files?.[0] ?? null);
  };

  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {form.fileLabel}
        <RequiredMark />
      </span>
      <p id={hintId} className={fieldStyles.hint}>
        {form.fileHint}
      </p>
      <div className={styles.picker}>
        <input
          id={id}
          name={NAME}
          type="file"
          className={styles.input}
          accept={ATTACHMENT_ACCEPT}
          onChange={onChange}
          onBlur={() => void helpers.setTouched(true)}
          aria-labelledby={labelId}
          aria-describedby={[hintId, file ? chosenId : '', error ? errorId(NAME) : ''].filter(Boolean).join(' ')}
          aria-required="true"
          aria-invalid={error ? true : undefined}
        />
        {/* A second label of the same input: a click on the button opens the picker. */}
        <label htmlFor={id} className={error ? `${styles.button} ${styles.invalid}` : styles.button} aria-hidden="true">
          <Icon name="upload" />
          {form.fileButton}
        </label>
        {file && (
          <span id={chosenId} className={styles.chosen}>
            <Icon name="check" className={styles.chosenIcon} />
            <span>
              {before}
              <bdi>{displayName(file.name)}</bdi>
              {after} <bdi dir="ltr">({sizeText(file.size)})</bdi>
            </span>
          </span>
        )}
      </div>
      <FieldError path={NAME} error={error} />
    </div>
  );
}

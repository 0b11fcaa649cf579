// The consent checkbox: its label links to the terms document, in place of the
// {terms} placeholder of the editor's text.

import { useField } from 'formik';
import { ExternalLink } from '@/components/ui/external-link';
import { useSiteContent } from '@/lib/settings/use-site-content';
import { errorId, fieldId } from '../lib/field-ids';
import styles from './confirmation-field.module.css';
import fieldStyles from './field.module.css';
import { FieldError } from './field-error';
import { RequiredMark } from './required-mark';

const NAME = 'confirmation';
const TERMS_PLACEHOLDER = '{terms}';

export function ConfirmationField() {
  const { texts, media } = useSiteContent().content;
  const [field, meta] = useField<boolean>({ name: NAME, type: 'checkbox' });
  const error = meta.touched ? meta.error : undefined;
  const id = fieldId(NAME);
  const { confirmationLabel, confirmationTermsLink } = texts.form;
  // A label without the placeholder still gets the link, after the editor's words.
  const [before, after = ''] = confirmationLabel.includes(TERMS_PLACEHOLDER)
    ? confirmationLabel.split(TERMS_PLACEHOLDER, 2)
    : [`${confirmationLabel} `];

  return (
    <div className={fieldStyles.field}>
      <div className={error ? `${styles.row} ${styles.invalid}` : styles.row}>
        <input
          id={id}
          name={field.name}
          checked={field.checked ?? false}
          onChange={field.onChange}
          onBlur={field.onBlur}
          type="checkbox"
          className={styles.checkbox}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(NAME) : undefined}
        />
        <label htmlFor={id} className={styles.label}>
          {before}
          <ExternalLink href={media.termsDocument.url}>{confirmationTermsLink}</ExternalLink>
          {after}
          <RequiredMark />
        </label>
      </div>
      <FieldError path={NAME} error={error} />
    </div>
  );
}

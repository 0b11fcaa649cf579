// The consent checkbox: its label links to the terms document, in place of the
// {terms} placeholder of the editor's text; under it, the privacy notice links to the privacy
// document in place of {privacy}, and describes the checkbox to screen readers.

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
const PRIVACY_PLACEHOLDER = '{privacy}';

/** The editor's words before and after the link; a text without the placeholder gets it at its end. */
const aroundLink = (text: string, placeholder: string): [string, string] => {
  if (!text.includes(placeholder)) return [`${text} `, ''];
  const [before = '', after = ''] = text.split(placeholder, 2);
  return [before, after];
};

export function ConfirmationField() {
  const { texts, media } = useSiteContent().content;
  const [field, meta] = useField<boolean>({ name: NAME, type: 'checkbox' });
  const error = meta.touched ? meta.error : undefined;
  const id = fieldId(NAME);
  const privacyId = `${id}-privacy`;
  const { confirmationLabel, confirmationTermsLink, privacyNotice, privacyLink } = texts.form;
  const [before, after] = aroundLink(confirmationLabel, TERMS_PLACEHOLDER);
  const [privacyBefore, privacyAfter] = aroundLink(privacyNotice, PRIVACY_PLACEHOLDER);

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
          aria-describedby={error ? `${privacyId} ${errorId(NAME)}` : privacyId}
        />
        <label htmlFor={id} className={styles.label}>
          {before}
          <ExternalLink href={media.termsDocument.url}>{confirmationTermsLink}</ExternalLink>
          {after}
          <RequiredMark />
        </label>
      </div>
      <p id={privacyId} className={styles.privacy}>
        {privacyBefore}
        <ExternalLink href={media.privacyDocument.url}>{privacyLink}</ExternalLink>
        {privacyAfter}
      </p>
      <FieldError path={NAME} error={error} />
    </div>
  );
}

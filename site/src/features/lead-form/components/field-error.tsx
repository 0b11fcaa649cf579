// A field's error text, in the editor's words for the broken rule. Always in the page (empty while
// the field is fine), so screen readers announce the text the moment it appears (a live region).

import type { ValidationKey } from '@vision/config';
import { Icon } from '@/components/ui/icon';
import { fieldErrorText } from '@/lib/settings/error-text';
import { useTexts } from '@/lib/settings/use-site-content';
import { errorId } from '../lib/field-ids';
import styles from './field.module.css';

type FieldErrorProps = {
  /** The formik path, which also names the field in the errors group ('contacts[0].email'). */
  path: string;
  /** The broken rule's key, or undefined when there is nothing to show. */
  error: ValidationKey | string | undefined;
};

export function FieldError({ path, error }: FieldErrorProps) {
  const texts = useTexts();
  return (
    <p id={errorId(path)} className={styles.error} aria-live="polite">
      {error && (
        <>
          <Icon name="alert" className={styles.errorIcon} />
          <span>{fieldErrorText(texts, path, error)}</span>
        </>
      )}
    </p>
  );
}

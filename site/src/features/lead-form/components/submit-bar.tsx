// The end of the form: why the last attempt failed (announced), the send button, and the upload's
// progress while the file goes up.

import { fillText, type LeadValues } from '@vision/config';
import { useFormikContext } from 'formik';
import { Icon } from '@/components/ui/icon';
import { errorText } from '@/lib/settings/error-text';
import { useTexts } from '@/lib/settings/use-site-content';
import styles from './submit-bar.module.css';

type SubmitBarProps = { progress: number | null; failure: string | null };

export function SubmitBar({ progress, failure }: SubmitBarProps) {
  const texts = useTexts();
  const { isSubmitting, isValid, submitCount } = useFormikContext<LeadValues>();
  const invalidAfterSubmit = submitCount > 0 && !isValid && !isSubmitting;
  const message = failure ?? (invalidAfterSubmit ? errorText(texts, 'formHasErrors') : null);

  return (
    <div className={styles.bar}>
      <div role="alert" className={message ? styles.failure : undefined}>
        {message}
      </div>
      {/* aria-disabled, not disabled: the button keeps the focus while the form is sent. */}
      <button type="submit" className={styles.submit} aria-disabled={isSubmitting || undefined}>
        <span>{isSubmitting ? texts.form.submitting : texts.form.submit}</span>
        {isSubmitting ? <span className={styles.spinner} aria-hidden="true" /> : <Icon name="arrow" />}
      </button>
      {progress !== null && (
        <div className={styles.progress}>
          <span id="lead-upload-progress">{fillText(texts.form.uploadProgress, { percent: progress })}</span>
          <progress className={styles.progressBar} max={100} value={progress} aria-labelledby="lead-upload-progress" />
        </div>
      )}
    </div>
  );
}

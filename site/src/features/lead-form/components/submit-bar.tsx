// The end of the form: why the last attempt failed (announced), the send button with "ניקוי
// הטופס" beside it, and the upload's progress while the file goes up.

import { fillText, type LeadValues } from '@vision/config';
import { useFormikContext } from 'formik';
import { Icon } from '@/components/ui/icon';
import { errorText } from '@/lib/settings/error-text';
import { useTexts } from '@/lib/settings/use-site-content';
import { draftOf, isEmptyDraft } from '../lib/lead-draft';
import { ClearForm } from './clear-form';
import styles from './submit-bar.module.css';

type SubmitBarProps = { progress: number | null; failure: string | null; onClear: () => void };

export function SubmitBar({ progress, failure, onClear }: SubmitBarProps) {
  const texts = useTexts();
  const { values, isSubmitting, isValid, submitCount } = useFormikContext<LeadValues>();
  const filled = values.file !== null || !isEmptyDraft(draftOf(values));
  const invalidAfterSubmit = submitCount > 0 && !isValid && !isSubmitting;
  const message = failure ?? (invalidAfterSubmit ? errorText(texts, 'formHasErrors') : null);

  return (
    <div className={styles.bar}>
      <div role="alert" className={message ? styles.failure : undefined}>
        {message}
      </div>
      <div className={styles.actions}>
        {/* aria-disabled, not disabled: the button keeps the focus while the form is sent. */}
        <button type="submit" className={styles.submit} aria-disabled={isSubmitting || undefined}>
          <span>{isSubmitting ? texts.form.submitting : texts.form.submit}</span>
          {isSubmitting ? <span className={styles.spinner} aria-hidden="true" /> : <Icon name="arrow" />}
        </button>
        <ClearForm filled={filled} busy={isSubmitting} onClear={onClear} />
      </div>
      {progress !== null && (
        <div className={styles.progress}>
          <span id="lead-upload-progress">{fillText(texts.form.uploadProgress, { percent: progress })}</span>
          <progress className={styles.progressBar} max={100} value={progress} aria-labelledby="lead-upload-progress" />
        </div>
      )}
    </div>
  );
}

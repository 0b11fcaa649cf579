// "ניקוי הטופס": empties every field and forgets the visitor's draft. A filled form asks first,
// in place (no dialog to trap or lose): the question with "yes" and "cancel", the focus on
// cancel, Escape cancels and the focus goes back to the control. An empty form has nothing to
// lose and clears at once.

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTexts } from '@/lib/settings/use-site-content';
import styles from './clear-form.module.css';

const QUESTION_ID = 'lead-clear-question';

type ClearFormProps = {
  /** True when there is something to lose: the visitor is asked first. */
  filled: boolean;
  /** The form is being sent: clearing waits. */
  busy: boolean;
  onClear: () => void;
};

export function ClearForm({ filled, busy, onClear }: ClearFormProps) {
  const { form } = useTexts();
  const [asking, setAsking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  // Where the focus goes after a change of step; null on the first render (nothing moves).
  const focusNext = useRef<'trigger' | 'cancel' | null>(null);

  useEffect(() => {
    if (focusNext.current === 'cancel') cancel.current?.focus();
    if (focusNext.current === 'trigger') trigger.current?.focus();
    focusNext.current = null;
  }, [asking]);

  const ask = () => {
    if (busy) return;
    if (!filled) {
      onClear();
      return;
    }
    focusNext.current = 'cancel';
    setAsking(true);
  };

  const stopAsking = () => {
    focusNext.current = 'trigger';
    setAsking(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    stopAsking();
  };

  if (!asking) {
    return (
      <button ref={trigger} type="button" className={styles.clear} aria-disabled={busy || undefined} onClick={ask}>
        {form.clearForm}
      </button>
    );
  }

  return (
    <div role="group" aria-labelledby={QUESTION_ID} className={styles.confirm}>
      <p id={QUESTION_ID} className={styles.question}>
        {form.clearFormQuestion}
      </p>
      <div className={styles.answers}>
        <button type="button" className={styles.yes} onClick={onClear} onKeyDown={onKeyDown}>
          {form.clearFormConfirm}
        </button>
        <button ref={cancel} type="button" className={styles.no} onClick={stopAsking} onKeyDown={onKeyDown}>
          {form.clearFormCancel}
        </button>
      </div>
    </div>
  );
}

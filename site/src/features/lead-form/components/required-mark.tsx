// The asterisk after a required field's label. Screen readers hear "required" from the control's
// aria-required instead, so the star itself is hidden from them.

import styles from './field.module.css';

export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}

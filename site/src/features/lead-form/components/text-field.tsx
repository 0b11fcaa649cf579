// One text input of the form over formik's useField: label, input, error text and their aria
// wiring. A typing filter (config/src/input-filters.ts) drops the characters the field does not
// take, keeping the caret where the visitor was typing.

import { useField } from 'formik';
import { useLayoutEffect, useRef, type ChangeEvent, type HTMLAttributes } from 'react';
import { errorId, fieldId } from '../lib/field-ids';
import styles from './field.module.css';
import { FieldError } from './field-error';
import { RequiredMark } from './required-mark';

type TextFieldProps = {
  name: string;
  label: string;
  placeholder?: string;
  required?: boolean;
  filter?: (value: string) => string;
  type?: 'text' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  dir?: 'ltr' | 'rtl';
  maxLength?: number;
};

export function TextField({ name, label, required = false, filter, type = 'text', ...inputProps }: TextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const id = fieldId(name);
  const error = meta.touched ? meta.error : undefined;

  // React writes the filtered value back after a refused keystroke; put the caret back too.
  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.target;
    const kept = filter ? filter(value) : value;
    if (kept !== value && selectionStart !== null && filter)
      caret.current = filter(value.slice(0, selectionStart)).length;
    void helpers.setValue(kept);
  };

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        {...inputProps}
        ref={input}
        id={id}
        name={field.name}
        type={type}
        className={styles.input}
        value={field.value}
        onChange={onChange}
        onBlur={field.onBlur}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(name) : undefined}
      />
      <FieldError path={name} error={error} />
    </div>
  );
}

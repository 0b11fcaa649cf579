// The vision area: a single choice among the ten areas of config/src/areas.ts. Real radio buttons
// in a fieldset, so the arrow keys move the choice and screen readers say "1 of 10"; the chosen
// one shows the check icon, and its info text appears under the group.

import type { AreaKey, LeadValues } from '@vision/config';
import { useField } from 'formik';
import { Icon } from '@/components/ui/icon';
import { useSiteContent } from '@/lib/settings/use-site-content';
import { areaOptionId, errorId, fieldId } from '../lib/field-ids';
import styles from './area-field.module.css';
import fieldStyles from './field.module.css';
import { FieldError } from './field-error';
import { RequiredMark } from './required-mark';

const NAME = 'visionSubmissionArea';

export function AreaField() {
  const { texts, areas } = useSiteContent().content;
  const [field, meta, helpers] = useField<LeadValues['visionSubmissionArea']>(NAME);
  const error = meta.touched ? meta.error : undefined;
  const chosen = areas.find((area) => area.key === field.value);
  const hintId = `${fieldId(NAME)}-hint`;
  const infoId = `${fieldId(NAME)}-info`;

  const choose = (key: AreaKey) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(key);
  };

  return (
    // A radiogroup (not the fieldset's default group role) can say it is required and invalid; a
    // single radio cannot (ARIA 1.2 has no aria-invalid on role radio).
    <fieldset
      role="radiogroup"
      className={styles.group}
      aria-describedby={[hintId, error ? errorId(NAME) : ''].filter(Boolean).join(' ')}
      aria-required="true"
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>
        {texts.form.areaTitle}
        <RequiredMark />
      </legend>
      <p id={hintId} className={fieldStyles.hint}>
        {texts.form.areaHint}
      </p>
      <div className={styles.options}>
        {areas.map((area) => {
          const checked = field.value === area.key;
          return (
            <label key={area.key} className={checked ? `${styles.option} ${styles.checked}` : styles.option}>
              <input
                type="radio"
                className={styles.radio}
                id={areaOptionId(area.key)}
                name={NAME}
                value={area.key}
                checked={checked}
                onChange={() => choose(area.key)}
                onBlur={field.onBlur}
                aria-describedby={checked ? infoId : undefined}
              />
              <span className={styles.mark}>{checked && <Icon name="check" />}</span>
              <span className={styles.text}>{area.label}</span>
            </label>
          );
        })}
      </div>
      <FieldError path={NAME} error={error} />
      <div id={infoId} className={chosen ? styles.info : undefined} aria-live="polite">
        {chosen && (
          <>
            <strong className={styles.infoTitle}>{chosen.label}</strong>
            <p className={styles.infoText}>{chosen.info}</p>
          </>
        )}
      </div>
    </fieldset>
  );
}

// One contact: full name, role, phone and the required e-mail, with its own remove
// button while more than one contact is left.

import { fillText, INPUT_FILTERS, PHONE_MAX_LENGTH, TEXT_MAX_LENGTH } from '@vision/config';
import { Icon } from '@/components/ui/icon';
import { useTexts } from '@/lib/settings/use-site-content';
import styles from './contacts-field.module.css';
import { TextField } from './text-field';

type ContactFieldsetProps = {
  index: number;
  /** Undefined when this is the last contact, which cannot be removed. */
  onRemove?: () => void;
};

export function ContactFieldset({ index, onRemove }: ContactFieldsetProps) {
  const { form } = useTexts();
  const number = index + 1;
  const path = (field: string) => `contacts[${index}].${field}`;

  return (
    <fieldset className={styles.contact}>
      <legend className={styles.legend}>{fillText(form.contactLegend, { number })}</legend>
      <div className={styles.grid}>
        <TextField
          name={path('fullName')}
          label={form.fullNameLabel}
          placeholder={form.fullNamePlaceholder}
          filter={INPUT_FILTERS.fullName}
          autoComplete="name"
          maxLength={TEXT_MAX_LENGTH.fullName}
        />
        <TextField
          name={path('role')}
          label={form.roleLabel}
          placeholder={form.rolePlaceholder}
          filter={INPUT_FILTERS.role}
          autoComplete="organization-title"
          maxLength={TEXT_MAX_LENGTH.role}
        />
        <TextField
          name={path('phoneNumber')}
          label={form.phoneNumberLabel}
          placeholder={form.phoneNumberPlaceholder}
          filter={INPUT_FILTERS.phoneNumber}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          dir="ltr"
          maxLength={PHONE_MAX_LENGTH}
        />
        <TextField
          name={path('email')}
          label={form.emailLabel}
          placeholder={form.emailPlaceholder}
          filter={INPUT_FILTERS.email}
          required
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          maxLength={TEXT_MAX_LENGTH.email}
        />
      </div>
      {onRemove && (
        <button type="button" className={styles.remove} onClick={onRemove}>
          <Icon name="remove" />
          <span>{fillText(form.removeContact, { number })}</span>
        </button>
      )}
    </fieldset>
  );
}

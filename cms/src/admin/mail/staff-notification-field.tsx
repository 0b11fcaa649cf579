// The Settings page's choice of how the staff hear of new leads, by its Hebrew names (the stored
// values are config/'s keys: perLead, dailyDigest, off).

import { Field, SingleSelect, SingleSelectOption } from '@strapi/design-system';
import { useField } from '@strapi/strapi/admin';
import { DEFAULT_STAFF_NOTIFICATION_MODE, STAFF_NOTIFICATION_LABELS, STAFF_NOTIFICATION_MODES } from '@vision/config';

export const STAFF_NOTIFICATION_FIELD = 'vision-staff-notification';

type Props = { name: string; label?: unknown; hint?: React.ReactNode; disabled?: boolean };

export const StaffNotificationField = ({ name, label, hint, disabled = false }: Props) => {
  const field = useField<string>(name);
  return (
    <Field.Root name={name} id={name} hint={hint} error={field.error}>
      <Field.Label>{typeof label === 'string' ? label : 'הודעות לצוות על הצעות חדשות'}</Field.Label>
      <SingleSelect
        value={field.value ?? DEFAULT_STAFF_NOTIFICATION_MODE}
        onChange={(value: string | number) => field.onChange(name, String(value))}
        disabled={disabled}
      >
        {STAFF_NOTIFICATION_MODES.map((mode) => (
          <SingleSelectOption key={mode} value={mode}>
            {STAFF_NOTIFICATION_LABELS[mode]}
          </SingleSelectOption>
        ))}
      </SingleSelect>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
};

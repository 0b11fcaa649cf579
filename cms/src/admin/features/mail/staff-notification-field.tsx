// The Settings page's choice of how the staff hear of new leads, by its names in the reader's
// language (the stored values are config/'s keys: perLead, dailyDigest, off; mail/messages.ts).

import { Field, SingleSelect, SingleSelectOption } from '@strapi/design-system';
import { useField } from '@strapi/strapi/admin';
import { DEFAULT_STAFF_NOTIFICATION_MODE, STAFF_NOTIFICATION_MODES } from '@vision/config';
import { useText } from '../../shared/messages';
import { MAIL_MESSAGES } from './messages';

type Props = { name: string; label?: unknown; hint?: React.ReactNode; disabled?: boolean };

export const StaffNotificationField = ({ name, label, hint, disabled = false }: Props) => {
  const field = useField<string>(name);
  const text = useText(MAIL_MESSAGES);
  return (
    <Field.Root name={name} id={name} hint={hint} error={field.error}>
      <Field.Label>{typeof label === 'string' ? label : text('vision.mail.staff-notification.label')}</Field.Label>
      <SingleSelect
        value={field.value ?? DEFAULT_STAFF_NOTIFICATION_MODE}
        onChange={(value: string | number) => field.onChange(name, String(value))}
        disabled={disabled}
      >
        {STAFF_NOTIFICATION_MODES.map((mode) => (
          <SingleSelectOption key={mode} value={mode}>
            {text(`vision.mail.staff-notification.${mode}`)}
          </SingleSelectOption>
        ))}
      </SingleSelect>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
};

// The Settings page's opensAt / closesAt: Strapi's date and time picker, which works in the zone of
// the editor's computer, with the moment as Israel's clock shows it written under it, so an
// editor abroad (or on a computer set to another zone) sees what visitors and the server will use.

import { DateTimePicker, Field, Typography } from '@strapi/design-system';
import { useField } from '@strapi/strapi/admin';
import { browserIsInIsrael, jerusalemWeekdayDateTime } from '../../shared/display';
import { useText } from '../../shared/messages';
import { SETTINGS_MESSAGES } from './messages';

export const WINDOW_EDGE_NAMES = ['opensAt', 'closesAt'];

/** As far ahead as Strapi's own picker allows. */
const MAX_DATE = new Date(2099, 11, 31);

type Props = { name: string; label?: unknown; hint?: React.ReactNode; disabled?: boolean };

export const WindowEdgeField = ({ name, label, hint, disabled = false }: Props) => {
  const field = useField<string | null>(name);
  const value = typeof field.value === 'string' ? new Date(field.value) : undefined;
  const inIsrael = jerusalemWeekdayDateTime(field.value);
  const text = useText(SETTINGS_MESSAGES);

  return (
    <Field.Root name={name} id={name} hint={hint} error={field.error}>
      <Field.Label>{typeof label === 'string' ? label : name}</Field.Label>
      <DateTimePicker
        value={value}
        onChange={(date) => field.onChange(name, date ? date.toISOString() : null)}
        onClear={() => field.onChange(name, null)}
        clearLabel={text('vision.settings.window.clear')}
        maxDate={MAX_DATE}
        disabled={disabled}
      />
      {inIsrael && (
        <Typography variant="pi" textColor={browserIsInIsrael() ? 'neutral600' : 'warning600'} data-window-edge>
          {text(browserIsInIsrael() ? 'vision.settings.window.in-israel' : 'vision.settings.window.elsewhere', {
            time: inIsrael,
          })}
        </Typography>
      )}
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
};

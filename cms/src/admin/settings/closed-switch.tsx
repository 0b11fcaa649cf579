// The Settings page's open/closed control: a switch that says the form's state in words ("ההגשה
// פתוחה" / "ההגשה סגורה") and, before closing, asks in a dialog, since closing hides the form from
// every visitor. It sets the page's field; the editor's Save publishes it, like any other field.

import { useState } from 'react';
import { Button, Dialog, Field, Flex, Switch, Typography } from '@strapi/design-system';
import { WarningCircle } from '@strapi/icons';
import { useField } from '@strapi/strapi/admin';

export const CLOSED_SWITCH_FIELD = 'vision-closed-switch';

type Props = { name: string; label?: unknown; hint?: React.ReactNode; disabled?: boolean };

export const ClosedSwitch = ({ name, label, hint, disabled = false }: Props) => {
  const field = useField<boolean>(name);
  const [confirming, setConfirming] = useState(false);
  const closed = field.value === true;
  const pending = closed !== (field.initialValue === true);
  const state = closed ? 'ההגשה סגורה' : 'ההגשה פתוחה';

  // The switch is the field itself: on means closed (as the stored isClosed), named for that.
  const onCheckedChange = (close: boolean) => {
    if (close) setConfirming(true);
    else field.onChange(name, false);
  };

  return (
    <Field.Root name={name} id={name} hint={hint}>
      <Field.Label>{typeof label === 'string' ? label : 'מצב ההגשה'}</Field.Label>
      <Flex gap={3} alignItems="center" paddingTop={1} paddingBottom={1}>
        <Switch
          id={`${name}-switch`}
          checked={closed}
          onCheckedChange={onCheckedChange}
          disabled={disabled}
          aria-label="סגירת ההגשה"
          aria-describedby={`${name}-state`}
        />
        <Typography
          id={`${name}-state`}
          fontWeight="bold"
          textColor={closed ? 'danger600' : 'success600'}
          data-closed-state={closed}
        >
          {state}
        </Typography>
      </Flex>
      {pending && (
        <Typography variant="pi" textColor="warning600" role="status">
          השינוי ייכנס לתוקף אחרי לחיצה על שמירה.
        </Typography>
      )}
      <Field.Hint />
      <Dialog.Root open={confirming} onOpenChange={setConfirming}>
        <Dialog.Content>
          <Dialog.Header>סגירת ההגשה</Dialog.Header>
          <Dialog.Body icon={<WarningCircle fill="danger600" />}>
            <Typography tag="p" textAlign="center">
              לסגור את ההגשה? אחרי השמירה הטופס יוסתר מכל המבקרים באתר, ובמקומו יוצג טקסט ההגשה הסגורה.
            </Typography>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.Cancel>
              <Button fullWidth variant="tertiary">
                ביטול
              </Button>
            </Dialog.Cancel>
            <Dialog.Action>
              <Button fullWidth variant="danger-light" onClick={() => field.onChange(name, true)}>
                סגירת ההגשה
              </Button>
            </Dialog.Action>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </Field.Root>
  );
};

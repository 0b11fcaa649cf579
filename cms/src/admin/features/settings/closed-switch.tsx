// The Settings page's open/closed control: a switch that says the form's state in words ("ההגשה
// פתוחה" / "ההגשה סגורה") and, before closing, asks in a dialog, since closing hides the form from
// every visitor. It sets the page's field; the editor's Save publishes it, like any other field.

import { useState } from 'react';
import { Button, Dialog, Field, Flex, Switch, Typography } from '@strapi/design-system';
import { WarningCircle } from '@strapi/icons';
import { useField } from '@strapi/strapi/admin';
import { useText } from '../../shared/messages';
import { SETTINGS_MESSAGES } from './messages';

type Props = { name: string; label?: unknown; hint?: React.ReactNode; disabled?: boolean };

export const ClosedSwitch = ({ name, label, hint, disabled = false }: Props) => {
  const field = useField<boolean>(name);
  const [confirming, setConfirming] = useState(false);
  const text = useText(SETTINGS_MESSAGES);
  const closed = field.value === true;
  const pending = closed !== (field.initialValue === true);
  const state = text(closed ? 'vision.settings.closed.state-closed' : 'vision.settings.closed.state-open');

  // The switch is the field itself: on means closed (as the stored isClosed), named for that.
  const onCheckedChange = (close: boolean) => {
    if (close) setConfirming(true);
    else field.onChange(name, false);
  };

  return (
    <Field.Root name={name} id={name} hint={hint}>
      <Field.Label>{typeof label === 'string' ? label : text('vision.settings.closed.label')}</Field.Label>
      <Flex gap={3} alignItems="center" paddingTop={1} paddingBottom={1}>
        <Switch
          id={`${name}-switch`}
          checked={closed}
          onCheckedChange={onCheckedChange}
          disabled={disabled}
          aria-label={text('vision.settings.closed.switch')}
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
          {text('vision.settings.closed.after-save')}
        </Typography>
      )}
      <Field.Hint />
      {/* Mounted only while asking, so that closing it removes it at once. Left to close with its
          animation, it keeps the rest of the page aria-hidden until the animation's end event: an
          end-to-end run once found the page's Save out of the accessibility tree for 60 s after it. */}
      {confirming && (
        <Dialog.Root open onOpenChange={setConfirming}>
          <Dialog.Content>
            <Dialog.Header>{text('vision.settings.closed.switch')}</Dialog.Header>
            <Dialog.Body icon={<WarningCircle fill="danger600" />}>
              <Typography tag="p" textAlign="center">
                {text('vision.settings.closed.confirm')}
              </Typography>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.Cancel>
                <Button fullWidth variant="tertiary">
                  {text('vision.settings.closed.cancel')}
                </Button>
              </Dialog.Cancel>
              <Dialog.Action>
                <Button fullWidth variant="danger-light" onClick={() => field.onChange(name, true)}>
                  {text('vision.settings.closed.switch')}
                </Button>
              </Dialog.Action>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Root>
      )}
    </Field.Root>
  );
};

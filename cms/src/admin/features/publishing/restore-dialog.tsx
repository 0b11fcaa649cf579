// "שחזור": a version's texts and images become the draft, after a dialog that says what happens
// (the site changes only at the next publish; the switch and the submission window are untouched).
// The call is a react-query mutation on Strapi's client, as shared/panel-action.tsx's; a colleague's
// newer draft refuses it (409) and the dialog says to reload rather than overwrite their work.

import { useState } from 'react';
import { Button, Dialog, Flex, Typography } from '@strapi/design-system';
import { ArrowClockwise, WarningCircle } from '@strapi/icons';
import { useNotification } from '@strapi/strapi/admin';
import { useMutation, useQueryClient } from 'react-query';
import type { SettingsVersionSummary } from '@vision/config';
import { useText } from '../../shared/messages';
import { draftRestored } from '../../shared/queries';
import { PUBLISHING_MESSAGES } from './messages';
import { restoreVersion, type Restored } from './restore';

type Props = {
  version: Pick<SettingsVersionSummary, 'id' | 'number' | 'locale'>;
  /** The draft's updatedAt as the publication state last said it; null until it is known. */
  draftUpdatedAt: string | null | undefined;
  onRestored: (restored: Restored & { number: number }) => void;
};

export const RestoreButton = ({ version, draftUpdatedAt, onRestored }: Props) => {
  const text = useText(PUBLISHING_MESSAGES);
  const client = useQueryClient();
  const { toggleNotification } = useNotification();
  const [open, setOpen] = useState(false);
  const restore = useMutation(() => restoreVersion(version.id, draftUpdatedAt ?? null), {
    onSuccess: (outcome) => {
      if (!outcome.ok) return;
      void draftRestored(client);
      setOpen(false);
      toggleNotification({
        type: 'success',
        message: text('vision.publishing.restore.done', { number: version.number }),
      });
      onRestored({ ...outcome.restored, number: version.number });
    },
  });
  const refusal = restore.data && !restore.data.ok ? restore.data : null;

  const openDialog = (next: boolean) => {
    if (next) restore.reset();
    setOpen(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={openDialog}>
      <Dialog.Trigger>
        <Button variant="secondary" startIcon={<ArrowClockwise />} disabled={draftUpdatedAt === undefined}>
          {text('vision.publishing.restore.button')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Header>{text('vision.publishing.restore.title', { number: version.number })}</Dialog.Header>
        <Dialog.Body icon={<WarningCircle fill="warning600" />}>
          <Flex direction="column" alignItems="stretch" gap={3}>
            <Typography tag="p">{text('vision.publishing.restore.what', { number: version.number })}</Typography>
            <Typography tag="p">{text('vision.publishing.restore.site')}</Typography>
            <Typography tag="p">{text('vision.publishing.restore.untouched')}</Typography>
            {refusal && (
              <Flex role="alert" direction="column" alignItems="stretch" gap={2}>
                <Typography textColor="danger600">{refusal.message}</Typography>
                {refusal.conflict && (
                  <Button variant="danger-light" onClick={() => window.location.reload()}>
                    {text('vision.publishing.restore.reload')}
                  </Button>
                )}
              </Flex>
            )}
          </Flex>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Cancel>
            <Button fullWidth variant="tertiary">
              {text('vision.publishing.restore.cancel')}
            </Button>
          </Dialog.Cancel>
          <Button
            fullWidth
            variant="default"
            loading={restore.isLoading}
            disabled={Boolean(refusal?.conflict)}
            onClick={() => restore.mutate()}
          >
            {text('vision.publishing.restore.confirm')}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
};

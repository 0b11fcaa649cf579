// "פתיחה מחדש" of a submitted score (Leads managers): after a confirmation the score is a draft
// again, its evaluator may change it, and the lead's mean leaves it out until it is submitted again.

import { useState } from 'react';
import { Button, Dialog, Typography } from '@strapi/design-system';
import { WarningCircle } from '@strapi/icons';
import { useNotification } from '@strapi/strapi/admin';
import { useQueryClient } from 'react-query';
import type { Score, ScoreAnswer } from '@vision/config';
import { useText } from '../../shared/messages';
import { postJson } from '../../shared/transport';
import { EVALUATION_KEYS, reopenPath } from './api';
import { EVALUATION_MESSAGES } from './messages';
import { refusalText } from './refusal';

export const ReopenButton = ({ documentId, score }: { documentId: string; score: Score }) => {
  const text = useText(EVALUATION_MESSAGES);
  const client = useQueryClient();
  const { toggleNotification } = useNotification();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = score.evaluator.name;

  const reopen = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await postJson<ScoreAnswer>(reopenPath(documentId, score.evaluator.id), {});
      toggleNotification({ type: 'success', message: text('vision.evaluation.reopen.done', { name }) });
      setOpen(false);
      await client.refetchQueries(EVALUATION_KEYS.scores(documentId));
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant="tertiary" size="S" aria-label={text('vision.evaluation.reopen.label', { name })}>
          {text('vision.evaluation.reopen')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Header>{text('vision.evaluation.reopen.title')}</Dialog.Header>
        <Dialog.Body icon={<WarningCircle fill="warning600" />}>
          <Typography tag="p">{text('vision.evaluation.reopen.body', { name })}</Typography>
          {refusal && (
            <Typography role="alert" textColor="danger600">
              {refusal}
            </Typography>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Cancel>
            <Button fullWidth variant="tertiary">
              {text('vision.evaluation.cancel')}
            </Button>
          </Dialog.Cancel>
          <Button fullWidth loading={busy} onClick={() => void reopen()}>
            {text('vision.evaluation.reopen.confirm')}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
};

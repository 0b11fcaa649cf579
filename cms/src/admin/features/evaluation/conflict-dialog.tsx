// "הצהרה על ניגוד עניינים": the evaluator says they should not score this lead, with a reason if they
// wish, and confirms; the assignment and its draft go (the declaration stays, audited), and the
// evaluator goes back to the queue.

import { useState } from 'react';
import { Button, Dialog, Field, Flex, Textarea, Typography } from '@strapi/design-system';
import { WarningCircle } from '@strapi/icons';
import { useNotification } from '@strapi/strapi/admin';
import { useQueryClient } from 'react-query';
import { useNavigate } from 'react-router-dom';
import { CONFLICT_REASON_MAX_LENGTH, type ConflictAnswer } from '@vision/config';
import { useText } from '../../shared/messages';
import { postJson } from '../../shared/transport';
import { conflictPath, EVALUATION_KEYS } from './api';
import { EVALUATION_MESSAGES } from './messages';
import { QUEUE_PAGE } from './paths';
import { refusalText } from './refusal';

export const ConflictDialog = ({ documentId }: { documentId: string }) => {
  const text = useText(EVALUATION_MESSAGES);
  const client = useQueryClient();
  const navigate = useNavigate();
  const { toggleNotification } = useNotification();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const declare = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const trimmed = reason.trim();
      await postJson<ConflictAnswer>(conflictPath(documentId), trimmed ? { reason: trimmed } : {});
      await client.invalidateQueries(EVALUATION_KEYS.queue);
      toggleNotification({ type: 'success', message: text('vision.evaluation.conflict.done') });
      navigate(QUEUE_PAGE);
    } catch (error) {
      setRefusal(refusalText(error));
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant="danger-light">{text('vision.evaluation.conflict.button')}</Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Header>{text('vision.evaluation.conflict.title')}</Dialog.Header>
        <Dialog.Body icon={<WarningCircle fill="danger600" />}>
          <Flex direction="column" alignItems="stretch" gap={3} width="100%">
            <Typography tag="p">{text('vision.evaluation.conflict.body')}</Typography>
            <Field.Root id="conflict-reason" name="reason" hint={text('vision.evaluation.conflict.reason.hint')}>
              <Field.Label>{text('vision.evaluation.conflict.reason')}</Field.Label>
              <Textarea
                value={reason}
                dir="auto"
                maxLength={CONFLICT_REASON_MAX_LENGTH}
                onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => setReason(event.target.value)}
              />
              <Field.Hint />
            </Field.Root>
            {refusal && (
              <Typography role="alert" textColor="danger600">
                {refusal}
              </Typography>
            )}
          </Flex>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Cancel>
            <Button fullWidth variant="tertiary">
              {text('vision.evaluation.cancel')}
            </Button>
          </Dialog.Cancel>
          <Button fullWidth variant="danger" loading={busy} onClick={() => void declare()}>
            {text('vision.evaluation.conflict.confirm')}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
};

// "לרשימה הקצרה" on a row of the ranking: opens a confirmation that first reads the lead's review
// (its status now, and the version the change is based on), then makes the change on that version.
// A lead already shortlisted says so; a colleague's change in between is refused and offered again.

import { useState } from 'react';
import { Button, Dialog, Typography } from '@strapi/design-system';
import { Star } from '@strapi/icons';
import { useNotification } from '@strapi/strapi/admin';
import { useQueryClient } from 'react-query';
import type { Review } from '@vision/config';
import { failureMessage } from '../../shared/downloads';
import { statusLabel } from '../../shared/labels/review-status';
import { useText } from '../../shared/messages';
import { EVALUATION_MESSAGES } from './messages';
import { refusalText } from './refusal';
import { readReview, shortlist } from './shortlist';

type State =
  | { phase: 'reading' }
  | { phase: 'ready'; review: Review }
  | { phase: 'failed'; message: string; review?: Review };

export const ShortlistButton = ({ documentId, reference }: { documentId: string; reference: string }) => {
  const text = useText(EVALUATION_MESSAGES);
  const { toggleNotification } = useNotification();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ phase: 'reading' });
  const [busy, setBusy] = useState(false);

  const read = () => {
    setState({ phase: 'reading' });
    readReview(documentId).then(
      (review) => setState({ phase: 'ready', review }),
      (error: unknown) => setState({ phase: 'failed', message: refusalText(error) }),
    );
  };
  const openDialog = (next: boolean) => {
    setOpen(next);
    if (next) read();
  };
  const confirm = async (review: Review) => {
    setBusy(true);
    const answer = await shortlist(review);
    setBusy(false);
    if (answer.ok) {
      setOpen(false);
      // A ranking filtered by status shows it elsewhere now.
      void client.invalidateQueries(['vision', 'evaluation', 'ranking']);
      toggleNotification({ type: 'success', message: text('vision.evaluation.shortlist.done', { reference }) });
    } else
      setState({
        phase: 'failed',
        message: answer.conflict ? text('vision.evaluation.shortlist.conflict') : failureMessage(answer.status),
      });
  };

  const review = state.phase === 'ready' ? state.review : undefined;
  const already = review?.status === 'shortlisted';
  return (
    <Dialog.Root open={open} onOpenChange={openDialog}>
      <Dialog.Trigger>
        <Button
          variant="secondary"
          size="S"
          startIcon={<Star />}
          aria-label={text('vision.evaluation.shortlist.label', { reference })}
        >
          {text('vision.evaluation.shortlist')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Header>{text('vision.evaluation.shortlist.title', { reference })}</Dialog.Header>
        <Dialog.Body>
          {state.phase === 'reading' && <Typography>{text('vision.evaluation.loading')}</Typography>}
          {review && (
            <Typography tag="p">
              {already
                ? text('vision.evaluation.shortlist.already')
                : text('vision.evaluation.shortlist.body', { status: statusLabel(review.status) })}
            </Typography>
          )}
          {state.phase === 'failed' && (
            <Typography role="alert" textColor="danger600">
              {state.message}
            </Typography>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Cancel>
            <Button fullWidth variant="tertiary">
              {text(already ? 'vision.evaluation.close' : 'vision.evaluation.cancel')}
            </Button>
          </Dialog.Cancel>
          {state.phase === 'failed' ? (
            <Button fullWidth variant="secondary" onClick={read}>
              {text('vision.evaluation.shortlist.reread')}
            </Button>
          ) : (
            !already && (
              <Button fullWidth loading={busy} disabled={!review} onClick={() => review && void confirm(review)}>
                {text('vision.evaluation.shortlist.confirm')}
              </Button>
            )
          )}
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
};

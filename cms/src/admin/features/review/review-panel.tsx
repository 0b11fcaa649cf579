// The lead's "סקירה" side panel: its status and reviewer, saved with the version the panel read
// (X-Document-Version). A colleague's newer change is never overwritten: the server refuses (409)
// and the panel offers to reload, which shows the colleague's change.

import { useState } from 'react';
import { Button, Flex, Typography } from '@strapi/design-system';
import { useNotification } from '@strapi/strapi/admin';
import { LEAD_UID } from '../../shared/uids';
import type { PanelProps } from '../../shared/downloads';
import type { Review } from '../../shared/api-types';
import { useQueryClient } from 'react-query';
import { QUERY_KEYS, reviewSaved, useLeadReview, useReviewConflict } from '../../shared/queries';
import { changedFrom, isEmptyChange, reviewChange, reviewerValue } from './review-change';
import { ReviewerSelect, StatusSelect } from './review-fields';
import { sendReview } from './send-review';
import { useText } from '../../shared/messages';
import { REVIEW_MESSAGES } from './messages';

type Outcome = { kind: 'failed'; message: string } | null;

type FormProps = {
  documentId: string;
  review: Review;
  conflict: boolean;
  onConflict: (refused: boolean) => void;
};

const ReviewForm = ({ documentId, review, conflict, onConflict }: FormProps) => {
  const client = useQueryClient();
  const { toggleNotification } = useNotification();
  const text = useText(REVIEW_MESSAGES);
  const [status, setStatus] = useState<string>(review.status);
  const [reviewer, setReviewer] = useState(reviewerValue(review.reviewer));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const change = changedFrom(
    { status: review.status, reviewerId: review.reviewer?.id ?? null },
    reviewChange(status, reviewer),
  );

  const save = async () => {
    setBusy(true);
    setOutcome(null);
    const answer = await sendReview(documentId, change, { version: review.version });
    setBusy(false);
    if (answer.ok) {
      onConflict(false);
      reviewSaved(client, answer.review);
      toggleNotification({ type: 'success', message: text('vision.review.saved') });
    } else if (answer.conflict) onConflict(true);
    else setOutcome({ kind: 'failed', message: answer.message });
  };

  const reload = async () => {
    setBusy(true);
    onConflict(false);
    await client.refetchQueries(QUERY_KEYS.review(documentId));
    setBusy(false);
    setOutcome(null);
  };

  return (
    <Flex direction="column" alignItems="stretch" gap={4} width="100%">
      <StatusSelect id="lead-review-status" value={status} onChange={setStatus} disabled={busy} />
      <ReviewerSelect
        id="lead-review-reviewer"
        value={reviewer}
        onChange={setReviewer}
        disabled={busy}
        current={review.reviewer}
      />
      <Button fullWidth onClick={save} loading={busy} disabled={isEmptyChange(change) || busy}>
        {text('vision.review.save')}
      </Button>
      {conflict && (
        <Flex role="alert" direction="column" alignItems="stretch" gap={2}>
          <Typography textColor="danger600">{text('vision.review.conflict')}</Typography>
          <Button variant="danger-light" fullWidth onClick={reload} loading={busy}>
            {text('vision.review.reload')}
          </Button>
        </Flex>
      )}
      {outcome?.kind === 'failed' && (
        <Typography role="alert" textColor="danger600">
          {outcome.message}
        </Typography>
      )}
    </Flex>
  );
};

const ReviewContent = ({ documentId }: { documentId: string }) => {
  const client = useQueryClient();
  const state = useLeadReview(documentId);
  // Kept outside the form: it stays said when the review is read again (the form starts afresh with
  // the colleague's version) and when the panel is drawn again, until the reader reloads or saves.
  const [conflict, setConflict] = useReviewConflict(documentId);
  const text = useText(REVIEW_MESSAGES);
  if (state.phase === 'loading') return <Typography textColor="neutral600">{text('vision.review.loading')}</Typography>;
  if (state.phase === 'failed')
    return (
      <Flex direction="column" alignItems="stretch" gap={2}>
        <Typography role="alert" textColor="danger600">
          {text('vision.review.load-failed')}
        </Typography>
        <Button variant="tertiary" onClick={() => void client.refetchQueries(QUERY_KEYS.review(documentId))}>
          {text('vision.review.retry')}
        </Button>
      </Flex>
    );
  // A newer version (a save, a reload) starts the form afresh from what is stored.
  return (
    <ReviewForm
      key={state.data.version}
      documentId={documentId}
      review={state.data}
      conflict={conflict}
      onConflict={setConflict}
    />
  );
};

export const ReviewPanel = ({ model, documentId }: PanelProps) => {
  const text = useText(REVIEW_MESSAGES);
  if (model !== LEAD_UID || !documentId) return null;
  return { title: text('vision.review.panel.title'), content: <ReviewContent documentId={documentId} /> };
};

// The lead's "סקירה" side panel: its status and reviewer, saved with the version the panel read
// (X-Document-Version). A colleague's newer change is never overwritten: the server refuses (409)
// and the panel offers to reload, which shows the colleague's change.

import { useState } from 'react';
import { Button, Flex, Typography } from '@strapi/design-system';
import { useAuth, useNotification } from '@strapi/strapi/admin';
import { LEAD_UID } from '../leads/uids';
import type { PanelProps } from '../leads/downloads';
import type { LeadReview } from './api';
import { loadReview, reloadReview, reportConflict, storeReview, useLeadReview } from './lead-review-store';
import { changedFrom, isEmptyChange, reviewChange, reviewerValue } from './review-change';
import { ReviewerSelect, StatusSelect } from './review-fields';
import { sendReview } from './send-review';

type Outcome = { kind: 'failed'; message: string } | null;

type FormProps = { documentId: string; review: LeadReview; conflict: boolean };

const ReviewForm = ({ documentId, review, conflict }: FormProps) => {
  const token = useAuth('ReviewPanel', (auth) => auth.token);
  const { toggleNotification } = useNotification();
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
    const answer = await sendReview(documentId, change, { token: token ?? null, version: review.version });
    setBusy(false);
    if (answer.ok) {
      storeReview(answer.review);
      toggleNotification({ type: 'success', message: 'הסקירה נשמרה' });
    } else if (answer.conflict) reportConflict(documentId);
    else setOutcome({ kind: 'failed', message: answer.message });
  };

  const reload = async () => {
    setBusy(true);
    await reloadReview(documentId);
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
        שמירת הסקירה
      </Button>
      {conflict && (
        <Flex role="alert" direction="column" alignItems="stretch" gap={2}>
          <Typography textColor="danger600">
            מישהו אחר שינה את הסקירה של ההצעה הזאת אחרי שפתחתם אותה. השינוי שלכם לא נשמר, והשינוי שנשמר לפניו נשאר כפי
            שהוא.
          </Typography>
          <Button variant="danger-light" fullWidth onClick={reload} loading={busy}>
            טעינה מחדש
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
  const state = useLeadReview(documentId);
  if (state.phase === 'loading') return <Typography textColor="neutral600">טוען את הסקירה…</Typography>;
  if (state.phase === 'failed')
    return (
      <Flex direction="column" alignItems="stretch" gap={2}>
        <Typography role="alert" textColor="danger600">
          לא ניתן לטעון את הסקירה של ההצעה.
        </Typography>
        <Button variant="tertiary" onClick={() => void loadReview(documentId)}>
          ניסיון נוסף
        </Button>
      </Flex>
    );
  // A newer version (a save, a reload) starts the form afresh from what is stored.
  return (
    <ReviewForm
      key={state.review.version}
      documentId={documentId}
      review={state.review}
      conflict={state.conflict === true}
    />
  );
};

export const ReviewPanel = ({ model, documentId }: PanelProps) => {
  if (model !== LEAD_UID || !documentId) return null;
  return { title: 'סקירה', content: <ReviewContent documentId={documentId} /> };
};

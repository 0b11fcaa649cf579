// "עדכון סטטוס ובודק/ת" for the leads selected in the list: one dialog with the two selects (each
// may stay as it is), then PUT /api/leads/:id/review for each lead in turn. A bulk change is a
// decision about many leads at once, so it is not tied to the version each row was read at.
// It reports how many were updated and which were not, and the list reads them again.

import { useMemo, useState } from 'react';
import { Button, Flex, Modal, Typography } from '@strapi/design-system';
import { useNotification, useTable } from '@strapi/strapi/admin';
import { useDispatch } from 'react-redux';
import { LEAD_UID } from '../../shared/uids';
import { hebrewNumber } from '../../shared/display';
import { textOf, useText } from '../../shared/messages';
import { REVIEW_MESSAGES } from './messages';
import { bulkOutcome, type BulkFailure } from './bulk-outcome';
import { isEmptyChange, KEEP, reviewChange } from './review-change';
import { ReviewerSelect, StatusSelect } from './review-fields';
import { sendReview } from './send-review';

type Row = { documentId: string; reference?: unknown };
type BulkProps = { model: string; documents: Row[] };

const bulkReviewLabel = () => textOf(REVIEW_MESSAGES, 'vision.review.bulk.label');

/** The Content Manager's list query is cached (RTK Query in the panel's store): drop it, it refetches. */
const refreshListOf = (model: string) => ({
  type: 'adminApi/invalidateTags',
  payload: [{ type: 'Document', id: `${model}_LIST` }],
});

type Progress =
  | { phase: 'idle' }
  | { phase: 'running'; done: number }
  | { phase: 'done'; summary: string; failed: string[] };

const BulkReviewDialog = ({ documents, onClose }: { documents: Row[]; onClose: () => void }) => {
  const selectRow = useTable('BulkReview', (table) => table.selectRow);
  const { toggleNotification } = useNotification();
  const dispatch = useDispatch();
  const text = useText(REVIEW_MESSAGES);
  const [status, setStatus] = useState(KEEP);
  const [reviewer, setReviewer] = useState(KEEP);
  const [progress, setProgress] = useState<Progress>({ phase: 'idle' });
  const change = reviewChange(status, reviewer);
  const running = progress.phase === 'running';

  const apply = async () => {
    const failures: BulkFailure[] = [];
    let updated = 0;
    for (const [index, lead] of documents.entries()) {
      setProgress({ phase: 'running', done: index });
      const answer = await sendReview(lead.documentId, change);
      if (answer.ok) updated += 1;
      else failures.push({ reference: String(lead.reference ?? lead.documentId), message: answer.message });
    }
    const outcome = bulkOutcome(updated, failures);
    setProgress({ phase: 'done', ...outcome });
    dispatch(refreshListOf(LEAD_UID));
    toggleNotification({ type: failures.length ? 'warning' : 'success', message: outcome.summary });
  };

  const close = () => {
    if (progress.phase === 'done') selectRow([]);
    onClose();
  };

  return (
    <>
      <Modal.Body>
        <Flex direction="column" alignItems="stretch" gap={4}>
          <Typography tag="p" textColor="neutral700">
            {documents.length === 1
              ? text('vision.review.bulk.scope.one')
              : text('vision.review.bulk.scope.many', { count: hebrewNumber(documents.length, 0) })}
          </Typography>
          <StatusSelect id="bulk-review-status" value={status} onChange={setStatus} disabled={running} keepOption />
          <ReviewerSelect
            id="bulk-review-reviewer"
            value={reviewer}
            onChange={setReviewer}
            disabled={running}
            keepOption
          />
          <div role="status" aria-live="polite">
            {running && (
              <Typography textColor="neutral800">
                {text('vision.review.bulk.progress', {
                  done: hebrewNumber(progress.done, 0),
                  total: hebrewNumber(documents.length, 0),
                })}
              </Typography>
            )}
            {progress.phase === 'done' && <Typography textColor="neutral800">{progress.summary}</Typography>}
          </div>
          {progress.phase === 'done' && progress.failed.length > 0 && (
            <Flex tag="ul" role="alert" direction="column" alignItems="stretch" gap={1} style={{ margin: 0 }}>
              {progress.failed.map((line) => (
                <Typography tag="li" key={line} textColor="danger600">
                  {line}
                </Typography>
              ))}
            </Flex>
          )}
        </Flex>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="tertiary" onClick={close} disabled={running}>
          {text(progress.phase === 'done' ? 'vision.review.bulk.close' : 'vision.review.bulk.cancel')}
        </Button>
        {progress.phase !== 'done' && (
          <Button onClick={apply} loading={running} disabled={isEmptyChange(change) || running}>
            {text('vision.review.bulk.apply')}
          </Button>
        )}
      </Modal.Footer>
    </>
  );
};

export const BulkReviewAction = ({ model, documents }: BulkProps) => {
  const ids = documents.map((document) => document.documentId).join(',');
  // One component per selection: a new function on every render would reset the dialog.
  const Content = useMemo(
    () =>
      function BulkReviewContent({ onClose }: { onClose: () => void }) {
        return <BulkReviewDialog documents={documents} onClose={onClose} />;
      },
    // The documents are the same while their ids are.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ids],
  );
  if (model !== LEAD_UID || documents.length === 0) return null;
  return {
    label: bulkReviewLabel(),
    variant: 'secondary',
    dialog: { type: 'modal', title: bulkReviewLabel(), content: Content },
  };
};

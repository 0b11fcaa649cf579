// The lead's "הערכת הוועדה" side panel (Leads managers, super admins): the mean of the submitted
// scores, how many, the disagreement mark, each assigned evaluator with its state and weighted score
// ("פתיחה מחדש" for a submitted one), and "הקצאת מעריכים".

import { useState } from 'react';
import { Button, Flex, Modal, Typography } from '@strapi/design-system';
import { useQueryClient } from 'react-query';
import type { LeadScores } from '@vision/config';
import { hebrewNumber } from '../../shared/display';
import type { PanelProps } from '../../shared/downloads';
import { failureMessage } from '../../shared/downloads';
import { useText } from '../../shared/messages';
import { LEAD_UID } from '../../shared/uids';
import { EVALUATION_KEYS, useLeadScores } from './api';
import { AssignBody } from './assign-dialog';
import { EVALUATION_MESSAGES } from './messages';
import { ReopenButton } from './reopen-button';
import { DisagreementBadge, StateBadge } from './state-badge';

const Summary = ({ scores }: { scores: LeadScores }) => {
  const text = useText(EVALUATION_MESSAGES);
  return (
    <Flex direction="column" alignItems="stretch" gap={1}>
      <Typography textColor="neutral800">
        {scores.scoreMean === null
          ? text('vision.evaluation.panel.unscored')
          : text('vision.evaluation.panel.mean', {
              mean: hebrewNumber(scores.scoreMean),
              count: hebrewNumber(scores.scoreCount, 0),
            })}
      </Typography>
      {scores.scoreDisagreement && (
        <Flex gap={2}>
          <DisagreementBadge />
          <Typography variant="pi" textColor="neutral600">
            {text('vision.evaluation.panel.disagreement')}
          </Typography>
        </Flex>
      )}
    </Flex>
  );
};

const Evaluators = ({ documentId, scores }: { documentId: string; scores: LeadScores }) => {
  const text = useText(EVALUATION_MESSAGES);
  if (scores.scores.length === 0)
    return <Typography textColor="neutral600">{text('vision.evaluation.panel.none')}</Typography>;
  return (
    <Flex
      tag="ul"
      aria-label={text('vision.evaluation.panel.evaluators')}
      direction="column"
      alignItems="stretch"
      gap={3}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {scores.scores.map((score) => (
        <Flex tag="li" key={score.evaluator.id} direction="column" alignItems="stretch" gap={1}>
          <Flex justifyContent="space-between" gap={2}>
            <Typography fontWeight="bold" textColor="neutral800">
              <bdi dir="auto">{score.evaluator.name}</bdi>
            </Typography>
            <StateBadge state={score.state} />
          </Flex>
          {score.state === 'submitted' && (
            <Flex justifyContent="space-between" gap={2}>
              <Typography textColor="neutral700">
                {text('vision.evaluation.panel.weighted', { score: hebrewNumber(score.weighted) })}
              </Typography>
              <ReopenButton documentId={documentId} score={score} />
            </Flex>
          )}
        </Flex>
      ))}
    </Flex>
  );
};

const EvaluationContent = ({ documentId, reference }: { documentId: string; reference: unknown }) => {
  const text = useText(EVALUATION_MESSAGES);
  const client = useQueryClient();
  const state = useLeadScores(documentId);
  const [assigning, setAssigning] = useState(false);
  if (state.phase === 'loading')
    return <Typography textColor="neutral600">{text('vision.evaluation.loading')}</Typography>;
  if (state.phase === 'failed')
    return (
      <Typography role="alert" textColor="danger600">
        {failureMessage(state.status)}
      </Typography>
    );
  return (
    <Flex direction="column" alignItems="stretch" gap={4} width="100%">
      <Summary scores={state.data} />
      <Evaluators documentId={documentId} scores={state.data} />
      <Modal.Root open={assigning} onOpenChange={setAssigning}>
        <Modal.Trigger>
          <Button fullWidth variant="secondary">
            {text('vision.evaluation.assign.label')}
          </Button>
        </Modal.Trigger>
        <Modal.Content>
          <Modal.Header>
            <Modal.Title>{text('vision.evaluation.assign.label')}</Modal.Title>
          </Modal.Header>
          <AssignBody
            leads={[{ documentId, reference }]}
            onDone={() => void client.refetchQueries(EVALUATION_KEYS.scores(documentId))}
            onClose={() => setAssigning(false)}
          />
        </Modal.Content>
      </Modal.Root>
    </Flex>
  );
};

export const EvaluationPanel = ({ model, documentId, document }: PanelProps) => {
  const text = useText(EVALUATION_MESSAGES);
  if (model !== LEAD_UID || !documentId) return null;
  return {
    title: text('vision.evaluation.panel.title'),
    content: <EvaluationContent key={documentId} documentId={documentId} reference={document?.reference} />,
  };
};

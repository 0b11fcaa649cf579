// The scoring view of one lead of the evaluator's queue: the proposal and its file beside the rubric
// and the evaluator's score, "הקודמת" / "הבאה בתור" through the queue in its order, and the
// declaration of a conflict of interest. A lead not assigned to the reader answers 403 from the
// server, said here in Hebrew.

import { Box, Flex, Grid, Link, Typography } from '@strapi/design-system';
import { ArrowLeft, ArrowRight } from '@strapi/icons';
import { Layouts, Page, useAuth } from '@strapi/strapi/admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { failureMessage } from '../../shared/downloads';
import { useText } from '../../shared/messages';
import { useLeadScores, useProposal, useQueue, useRubric } from './api';
import { ConflictDialog } from './conflict-dialog';
import { EVALUATION_MESSAGES } from './messages';
import { QUEUE_PAGE, scoringPage } from './paths';
import { ProposalView } from './proposal-view';
import { ScorePanel } from './score-panel';
import { neighboursIn } from './score-form';

const Neighbours = ({ documentId }: { documentId: string }) => {
  const text = useText(EVALUATION_MESSAGES);
  const queue = useQueue();
  if (queue.phase !== 'ready') return null;
  const { previous, next } = neighboursIn(
    queue.data.items.map((item) => item.id),
    documentId,
  );
  return (
    <Flex tag="nav" aria-label={text('vision.evaluation.scoring.nav')} gap={4}>
      {previous && (
        <Link tag={RouterLink} to={scoringPage(previous)} startIcon={<ArrowLeft />}>
          {text('vision.evaluation.scoring.previous')}
        </Link>
      )}
      {next && (
        <Link tag={RouterLink} to={scoringPage(next)} endIcon={<ArrowRight />}>
          {text('vision.evaluation.scoring.next')}
        </Link>
      )}
    </Flex>
  );
};

const Scoring = ({ documentId }: { documentId: string }) => {
  const text = useText(EVALUATION_MESSAGES);
  const ownId = useAuth('Scoring', (auth) => auth.user?.id);
  const proposal = useProposal(documentId);
  const rubric = useRubric();
  const scores = useLeadScores(documentId);
  const failed = [proposal, rubric, scores].find((state) => state.phase === 'failed');
  if (failed?.phase === 'failed')
    return (
      <Typography role="alert" textColor="danger600">
        {failed.status === 403 || failed.status === 404
          ? text('vision.evaluation.scoring.not-yours')
          : failureMessage(failed.status)}
      </Typography>
    );
  if (proposal.phase !== 'ready' || rubric.phase !== 'ready' || scores.phase !== 'ready')
    return <Typography textColor="neutral600">{text('vision.evaluation.loading')}</Typography>;
  return (
    <Grid.Root gap={4}>
      <Grid.Item col={6} s={12} direction="column" alignItems="stretch">
        <ProposalView proposal={proposal.data} />
      </Grid.Item>
      <Grid.Item col={6} s={12} direction="column" alignItems="stretch">
        {/* A new lead, or its scores read again, start the form afresh. */}
        <ScorePanel
          key={`${documentId}:${scores.data.scores.map((score) => score.state).join()}`}
          documentId={documentId}
          criteria={rubric.data.criteria}
          scores={scores.data}
          ownId={ownId === undefined ? undefined : Number(ownId)}
        />
      </Grid.Item>
    </Grid.Root>
  );
};

export const ScoringPage = () => {
  const text = useText(EVALUATION_MESSAGES);
  const { id = '' } = useParams<{ id: string }>();
  const proposal = useProposal(id);
  const reference = proposal.phase === 'ready' ? proposal.data.reference : '';
  const title = reference
    ? text('vision.evaluation.scoring.title', { reference })
    : text('vision.evaluation.scoring.title-plain');
  return (
    <Page.Main>
      <Page.Title>{title}</Page.Title>
      <Layouts.Header
        navigationAction={
          <Link tag={RouterLink} to={QUEUE_PAGE} startIcon={<ArrowLeft />}>
            {text('vision.evaluation.scoring.back')}
          </Link>
        }
        title={title}
        secondaryAction={<Neighbours documentId={id} />}
        primaryAction={proposal.phase === 'ready' ? <ConflictDialog documentId={id} /> : undefined}
      />
      <Layouts.Content>
        <Box paddingBottom={8}>
          <Scoring key={id} documentId={id} />
        </Box>
      </Layouts.Content>
    </Page.Main>
  );
};

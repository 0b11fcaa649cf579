// The committee's routes (README.md, The /api contract; config/src/contract/evaluation.ts) as the
// panel reads them: their paths, and the reads kept in Strapi's react-query client (shared/queries.ts
// says why there), each read afresh on a visit of its page.

import { useQuery } from 'react-query';
import type {
  EvaluationProgress,
  EvaluationProgressAnswer,
  EvaluatorsAnswer,
  LeadScores,
  LeadScoresAnswer,
  Proposal,
  ProposalAnswer,
  QueueAnswer,
  RankingAnswer,
  Rubric,
  RubricAnswer,
} from '@vision/config';
import type { ReadState } from '../../shared/queries';
import { getJson, toApiError } from '../../shared/transport';

export const RUBRIC_PATH = '/api/evaluation/rubric';
export const QUEUE_PATH = '/api/evaluation/queue';
export const EVALUATORS_PATH = '/api/evaluation/evaluators';
export const evaluatorAreasPath = (evaluatorId: number) => `${EVALUATORS_PATH}/${evaluatorId}/areas`;
export const PROGRESS_PATH = '/api/evaluation/progress';
export const AUTO_ASSIGN_PATH = '/api/evaluation/assign';
export const RANKING_PATH = '/api/evaluation/ranking';

const lead = (documentId: string) => `/api/leads/${encodeURIComponent(documentId)}`;
export const proposalPath = (documentId: string) => `${lead(documentId)}/proposal`;
export const scorePath = (documentId: string) => `${lead(documentId)}/score`;
export const scoresPath = (documentId: string) => `${lead(documentId)}/scores`;
export const reopenPath = (documentId: string, evaluatorId: number) =>
  `${scoresPath(documentId)}/${evaluatorId}/reopen`;
export const conflictPath = (documentId: string) => `${lead(documentId)}/conflict`;
export const leadEvaluatorsPath = (documentId: string) => `${lead(documentId)}/evaluators`;

/** The queue is read whole: an evaluator's assignments are tens, not thousands. */
export const QUEUE_PAGE_SIZE = 100;

export const EVALUATION_KEYS = {
  rubric: ['vision', 'evaluation', 'rubric'] as const,
  queue: ['vision', 'evaluation', 'queue'] as const,
  evaluators: ['vision', 'evaluation', 'evaluators'] as const,
  progress: ['vision', 'evaluation', 'progress'] as const,
  proposal: (id: string) => ['vision', 'evaluation', 'proposal', id] as const,
  scores: (id: string) => ['vision', 'evaluation', 'scores', id] as const,
  ranking: (query: string) => ['vision', 'evaluation', 'ranking', query] as const,
};

type Query<T> = { status: string; data: T | undefined; error: unknown };

const stateOf = <T>(query: Query<T>): ReadState<T> => {
  if (query.data !== undefined) return { phase: 'ready', data: query.data };
  if (query.status === 'error') return { phase: 'failed', status: toApiError(query.error).status };
  return { phase: 'loading' };
};

const fresh = { refetchOnMount: 'always' as const, retry: false };

export const useRubric = () =>
  stateOf<Rubric>(
    useQuery(EVALUATION_KEYS.rubric, () => getJson<RubricAnswer>(RUBRIC_PATH).then((answer) => answer.data), fresh),
  );

export type Queue = { items: QueueAnswer['data']; progress: QueueAnswer['meta']['progress'] };

export const useQueue = () =>
  stateOf<Queue>(
    useQuery(
      EVALUATION_KEYS.queue,
      () =>
        getJson<QueueAnswer>(`${QUEUE_PATH}?page=1&pageSize=${QUEUE_PAGE_SIZE}`).then((answer) => ({
          items: answer.data,
          progress: answer.meta.progress,
        })),
      fresh,
    ),
  );

export const useEvaluators = (enabled = true) =>
  stateOf<EvaluatorsAnswer['data']>(
    useQuery(
      EVALUATION_KEYS.evaluators,
      () => getJson<EvaluatorsAnswer>(EVALUATORS_PATH).then((answer) => answer.data),
      { ...fresh, enabled },
    ),
  );

export const useProgress = () =>
  stateOf<EvaluationProgress>(
    useQuery(
      EVALUATION_KEYS.progress,
      () => getJson<EvaluationProgressAnswer>(PROGRESS_PATH).then((answer) => answer.data),
      fresh,
    ),
  );

export const useProposal = (documentId: string) =>
  stateOf<Proposal>(
    useQuery(
      EVALUATION_KEYS.proposal(documentId),
      () => getJson<ProposalAnswer>(proposalPath(documentId)).then((answer) => answer.data),
      fresh,
    ),
  );

export const useLeadScores = (documentId: string) =>
  stateOf<LeadScores>(
    useQuery(
      EVALUATION_KEYS.scores(documentId),
      () => getJson<LeadScoresAnswer>(scoresPath(documentId)).then((answer) => answer.data),
      fresh,
    ),
  );

export type RankingPage = { leads: RankingAnswer['data']; pageCount: number; total: number };

/** `query`: the ranking's filters as query text (ranking-query.ts). */
export const useRanking = (query: string) =>
  stateOf<RankingPage>(
    useQuery(
      EVALUATION_KEYS.ranking(query),
      () =>
        getJson<RankingAnswer>(`${RANKING_PATH}?${query}`).then((answer) => ({
          leads: answer.data,
          pageCount: answer.meta.pagination.pageCount,
          total: answer.meta.pagination.total,
        })),
      { ...fresh, keepPreviousData: true },
    ),
  );

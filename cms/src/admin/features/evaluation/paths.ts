// Where the feature's screens are in the panel's router (relative to its root, as addMenuLink
// wants them; each page's own routes go under it).

import { EVALUATION_QUEUE_ROUTE } from '@vision/config';
import { LEAD_UID } from '../../shared/uids';

/** The evaluator's queue (where the assignment digest links to), and under it the scoring view of one lead. */
export const QUEUE_ROUTE = EVALUATION_QUEUE_ROUTE;
export const QUEUE_PAGE = `/${QUEUE_ROUTE}`;
export const scoringPage = (documentId: string) => `${QUEUE_PAGE}/${encodeURIComponent(documentId)}`;

export const RANKING_ROUTE = 'evaluation-ranking';
export const RUBRIC_ROUTE = 'evaluation-rubric';
/** The evaluators with their registered areas, also reached from the automatic assignment. */
export const EVALUATORS_ROUTE = 'evaluation-evaluators';
export const EVALUATORS_PAGE = `/${EVALUATORS_ROUTE}`;

/** The Content Manager's lead list, where the bulk assignment and the automatic one are. */
export const LEAD_LIST_PAGE = `/content-manager/collection-types/${LEAD_UID}`;

// The committee's evaluation of leads (issue 24): the evaluator role, the rubric's bounds, an
// assignment's states and how a lead's scores add up. Shared by the CMS (schemas, validation, the
// aggregates it stores on a lead) and its panel.

/** The admin role of the committee's members: they see only the leads assigned to them. */
export const EVALUATOR_ROLE_CODE = 'evaluator';
export const EVALUATOR_ROLE_NAME = 'מעריך/ה';
export const EVALUATOR_ROLE_DESCRIPTION =
  'חברי ועדת ההערכה: רואים רק את ההצעות שהוקצו להם, בלי פרטי הקשר, ומזינים להן ציונים לפי המחוון.';

/** Two submitted scores of one criterion this far apart (or more) mark the lead as disputed. */
export const DISAGREEMENT_GAP = 2;

/** A criterion's scale: whole numbers, SCALE_FLOOR ≤ min < max ≤ SCALE_CEILING. */
export const SCALE_FLOOR = 0;
export const SCALE_CEILING = 100;

/** A criterion's weight: more than 0, at most WEIGHT_MAX. */
export const WEIGHT_MAX = 100;

export const CRITERIA_MAX = 20;
export const CRITERION_KEY_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
export const CRITERION_NAME_MAX_LENGTH = 200;
export const CRITERION_DESCRIPTION_MAX_LENGTH = 2000;
/** One evaluator's comment on one criterion. */
export const SCORE_COMMENT_MAX_LENGTH = 4000;
/** Why an evaluator declares a conflict of interest (optional). */
export const CONFLICT_REASON_MAX_LENGTH = 1000;

/** Evaluators given to one lead at once by the automatic assignment, and ids in one request. */
export const PER_LEAD_MAX = 10;
export const EVALUATOR_IDS_MAX = 100;

/** assigned: nothing saved yet; draft: saved, may change; submitted: final until a manager reopens it. */
export const ASSIGNMENT_STATES = ['assigned', 'draft', 'submitted'] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

export const ASSIGNMENT_STATE_LABELS: Record<AssignmentState, string> = {
  assigned: 'טרם הוערכה',
  draft: 'טיוטה',
  submitted: 'הוגשה',
};

export const isAssignmentState = (value: unknown): value is AssignmentState =>
  typeof value === 'string' && (ASSIGNMENT_STATES as readonly string[]).includes(value);

export type WeightedCriterion = { key: string; weight: number };
export type CriterionScores = Readonly<Record<string, number>>;

/**
 * One evaluator's score of a lead: the weighted mean of the criteria it has (Σ wᵢ·sᵢ / Σ wᵢ), or
 * null when it has none of them (a criterion added after it was submitted does not count).
 */
export const weightedScore = (criteria: readonly WeightedCriterion[], scores: CriterionScores): number | null => {
  let weights = 0;
  let sum = 0;
  for (const { key, weight } of criteria) {
    const score = scores[key];
    if (typeof score !== 'number' || !Number.isFinite(score)) continue;
    weights += weight;
    sum += weight * score;
  }
  return weights > 0 ? sum / weights : null;
};

export type LeadScoreAggregate = { scoreMean: number | null; scoreCount: number; scoreDisagreement: boolean };

/**
 * What a lead stores of its submitted scores: the mean over evaluators of each one's weighted
 * score, how many were submitted, and whether two of them are DISAGREEMENT_GAP or more apart on
 * some criterion.
 */
export const aggregateScores = (
  criteria: readonly WeightedCriterion[],
  submitted: readonly CriterionScores[],
): LeadScoreAggregate => {
  const weighted = submitted
    .map((scores) => weightedScore(criteria, scores))
    .filter((score): score is number => score !== null);
  const scoreMean = weighted.length ? weighted.reduce((total, score) => total + score, 0) / weighted.length : null;
  const scoreDisagreement = criteria.some(({ key }) => {
    const values = submitted.map((scores) => scores[key]).filter((value) => typeof value === 'number');
    return values.length > 1 && Math.max(...values) - Math.min(...values) >= DISAGREEMENT_GAP;
  });
  return { scoreMean, scoreCount: submitted.length, scoreDisagreement };
};

/**
 * Each criterion's mean over the submitted scores that have it, by key (a criterion nobody has
 * scored is absent): what the exports show beside the weighted mean.
 */
export const criterionMeans = (
  criteria: readonly WeightedCriterion[],
  submitted: readonly CriterionScores[],
): Record<string, number> => {
  const means: Record<string, number> = {};
  for (const { key } of criteria) {
    const values = submitted.map((scores) => scores[key]).filter((value) => typeof value === 'number');
    if (values.length) means[key] = values.reduce((total, value) => total + value, 0) / values.length;
  }
  return means;
};

/**
 * The evaluator's queue in the panel, relative to its root (`PUBLIC_URL/admin/<this>`): where the
 * assignment digest links to, and where the panel registers the page.
 */
export const EVALUATION_QUEUE_ROUTE = 'evaluation-queue';

/**
 * The one admin permission evaluators hold (and nobody else): it gives them nothing in the Content
 * Manager and no /api route (the access policy looks at the role), only the panel's menu entries of
 * their queue, which Strapi shows by permission.
 */
export const EVALUATE_ACTION_UID = 'evaluation.evaluate';
export const EVALUATE_ACTION = `api::${EVALUATE_ACTION_UID}`;
export const EVALUATE_ACTION_NAME = 'הערכת ההצעות שהוקצו';

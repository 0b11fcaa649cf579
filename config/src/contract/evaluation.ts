// The committee's evaluation (README.md, "The /api contract"): the rubric, assigning evaluators
// (by hand and automatically), an evaluator's queue, the proposal as an evaluator reads it, the
// scores (blind until one's own is submitted), a conflict of interest, and the ranking.

import { z } from 'zod';
import { AREA_KEYS } from '../areas';
import {
  ASSIGNMENT_STATES,
  CONFLICT_REASON_MAX_LENGTH,
  CRITERIA_MAX,
  CRITERION_DESCRIPTION_MAX_LENGTH,
  CRITERION_KEY_PATTERN,
  CRITERION_NAME_MAX_LENGTH,
  EVALUATOR_IDS_MAX,
  PER_LEAD_MAX,
  SCALE_CEILING,
  SCALE_FLOOR,
  SCORE_COMMENT_MAX_LENGTH,
  WEIGHT_MAX,
} from '../evaluation';
import { FILE_SCAN_STATES } from '../file-scan';
import { ADMIN_ERRORS, Pagination, dateTime, declareRoute, key, success, type Refusal } from './core';
import { documentIdParam, PageQuery } from './inputs';
import { Contact, LeadFiltersQuery } from './leads';
import { Person } from './people';

const MAX_ID = 2 ** 31 - 1;
const adminId = z
  .int({ error: key('INVALID_FORMAT') })
  .min(1, key('INVALID_FORMAT'))
  .max(MAX_ID, key('INVALID_FORMAT'));

const text = (max: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? key('REQUIRED') : key('INVALID_FORMAT')),
    })
    .trim()
    .max(max, key('MAX_LENGTH'))
    // No database text holds a NUL, and PostgreSQL refuses one.
    .refine((value) => !value.includes('\u0000'), key('INVALID_FORMAT'));

export const Scale = z.object({ min: z.int(), max: z.int() });

export const Criterion = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  weight: z.number(),
  scale: Scale,
});

const CriterionInput = z.strictObject({
  key: z.string({ error: key('REQUIRED') }).regex(CRITERION_KEY_PATTERN, key('INVALID_FORMAT')),
  name: text(CRITERION_NAME_MAX_LENGTH).min(1, key('REQUIRED')),
  description: text(CRITERION_DESCRIPTION_MAX_LENGTH).optional(),
  weight: z
    .number({ error: key('INVALID_FORMAT') })
    .gt(0, key('INVALID_FORMAT'))
    .max(WEIGHT_MAX, key('INVALID_FORMAT')),
  scale: z.strictObject({
    min: z
      .int({ error: key('INVALID_FORMAT') })
      .min(SCALE_FLOOR, key('INVALID_FORMAT'))
      .max(SCALE_CEILING, key('INVALID_FORMAT')),
    max: z
      .int({ error: key('INVALID_FORMAT') })
      .min(SCALE_FLOOR, key('INVALID_FORMAT'))
      .max(SCALE_CEILING, key('INVALID_FORMAT')),
  }),
});

const refusal = (message: string, field: string): Refusal => ({ message, fields: { [field]: 'INVALID_FORMAT' } });

/** PUT /api/evaluation/rubric: every criterion, in order; keys unique, each scale's min below its max. */
export const RubricBody = z
  .strictObject({
    criteria: z
      .array(CriterionInput, { error: key('REQUIRED') })
      .min(1, key('MIN_LENGTH_ARRAY'))
      .max(CRITERIA_MAX, key('MAX_LENGTH_ARRAY')),
  })
  .check((context) => {
    const seen = new Set<string>();
    context.value.criteria.forEach((criterion, index) => {
      const problem = seen.has(criterion.key)
        ? refusal(`Criterion ${index + 1} repeats the key "${criterion.key}".`, `criteria[${index}].key`)
        : criterion.scale.min >= criterion.scale.max
          ? refusal(`Criterion ${index + 1}: the scale's min must be below its max.`, `criteria[${index}].scale`)
          : null;
      seen.add(criterion.key);
      if (problem)
        context.issues.push({ code: 'custom', input: context.value, message: problem.message, params: problem });
    });
  });

export const Rubric = z.object({
  criteria: z.array(Criterion),
  /** Some score (draft or submitted) exists: scales, weights and keys are fixed, no criterion is removed. */
  locked: z.boolean(),
});
export const RubricAnswer = success({ data: Rubric });

/** POST /api/leads/{id}/evaluators. */
export const AssignEvaluatorsBody = z.strictObject({
  evaluatorIds: z
    .array(adminId, { error: key('REQUIRED') })
    .min(1, key('MIN_LENGTH_ARRAY'))
    .max(EVALUATOR_IDS_MAX, key('MAX_LENGTH_ARRAY')),
});

/** POST /api/evaluation/assign: the leads the list's filters select, up to `perLead` evaluators each. */
export const AutoAssignBody = z.strictObject({
  filters: z
    .record(z.string(), z.unknown(), { error: key('INVALID_FORMAT') })
    .optional()
    .meta({ description: "The lead list's filters (GET /api/leads/paginate), as query text." }),
  perLead: z
    .int({ error: key('INVALID_FORMAT') })
    .min(1, key('INVALID_FORMAT'))
    .max(PER_LEAD_MAX, key('INVALID_FORMAT')),
  evaluatorIds: z
    .array(adminId, { error: key('INVALID_FORMAT') })
    .min(1, key('MIN_LENGTH_ARRAY'))
    .max(EVALUATOR_IDS_MAX, key('MAX_LENGTH_ARRAY'))
    .optional(),
  area: z
    .enum(AREA_KEYS, { error: key('INVALID_FORMAT') })
    .optional()
    .meta({ description: 'Only evaluators registered for this area.' }),
});

export const AssignmentOutcome = z.object({ assigned: z.int(), leads: z.int() });
export const AssignmentOutcomeAnswer = success({ data: AssignmentOutcome });

/** The evaluators, with the areas each is registered for and their load. */
export const Evaluator = Person.extend({
  areas: z.array(z.enum(AREA_KEYS)),
  /** Assignments not yet submitted. */
  open: z.int(),
  submitted: z.int(),
});
export const EvaluatorsAnswer = success({ data: z.array(Evaluator) });

export const EvaluatorAreasBody = z.strictObject({
  areas: z.array(z.enum(AREA_KEYS, { error: key('INVALID_FORMAT') }), { error: key('REQUIRED') }),
});
export const EvaluatorAnswer = success({ data: Evaluator });

export const QueueItem = z.object({
  id: z.string(),
  reference: z.string(),
  area: z.object({ key: z.enum(AREA_KEYS), label: z.string() }),
  state: z.enum(ASSIGNMENT_STATES),
  assignedAt: dateTime,
  submittedAt: dateTime.nullable(),
});
export const QueueAnswer = success({
  data: z.array(QueueItem),
  meta: z.object({
    pagination: Pagination,
    /** "X מתוך Y הוערכו": submitted of all the caller's assignments. */
    progress: z.object({ done: z.int(), total: z.int() }),
  }),
});

export const Proposal = z.object({
  id: z.string(),
  reference: z.string(),
  receivedAt: dateTime,
  visionPresenters: z.string(),
  area: z.object({ key: z.enum(AREA_KEYS), label: z.string() }),
  /** Null for an evaluator unless a super admin turned `evaluatorsSeeContacts` on. */
  contacts: z.array(Contact).nullable(),
  attachment: z.object({
    name: z.string().nullable(),
    type: z.string().nullable(),
    size: z.int().nullable(),
    downloadPath: z.string().nullable(),
    /** A PDF shown in the page (`?inline=1`), or null. */
    viewPath: z.string().nullable(),
  }),
  fileScan: z.enum(FILE_SCAN_STATES),
});
export const ProposalAnswer = success({ data: Proposal });

const scoreValue = z.int({ error: key('INVALID_FORMAT') });

/** PUT /api/leads/{id}/score: the caller's own score; `submit: true` makes it final (every criterion needed). */
export const ScoreBody = z.strictObject({
  scores: z.record(z.string(), scoreValue, { error: key('INVALID_FORMAT') }),
  comments: z.record(z.string(), text(SCORE_COMMENT_MAX_LENGTH), { error: key('INVALID_FORMAT') }).optional(),
  submit: z.boolean({ error: key('INVALID_FORMAT') }).optional(),
});

export const Score = z.object({
  evaluator: Person,
  state: z.enum(ASSIGNMENT_STATES),
  scores: z.record(z.string(), z.int()),
  comments: z.record(z.string(), z.string()),
  /** The weighted mean of its criteria, or null without any. */
  weighted: z.number().nullable(),
  submittedAt: dateTime.nullable(),
  reopenedCount: z.int(),
});
export const ScoreAnswer = success({ data: Score });

export const ScoreAggregate = z.object({
  scoreMean: z.number().nullable(),
  scoreCount: z.int(),
  scoreDisagreement: z.boolean(),
});

export const LeadScores = ScoreAggregate.extend({
  id: z.string(),
  reference: z.string(),
  /** An evaluator's own first, then the others' submitted ones once theirs is submitted; managers: all. */
  scores: z.array(Score),
});
export const LeadScoresAnswer = success({ data: LeadScores });

export const ConflictBody = z.strictObject({
  reason: text(CONFLICT_REASON_MAX_LENGTH).optional(),
});
export const ConflictAnswer = success({ data: z.object({ declaredAt: dateTime }) });

export const RankingQuery = PageQuery.extend(LeadFiltersQuery.shape).extend({
  disagreement: z
    .enum(['true', 'false'], { error: key('INVALID_FORMAT') })
    .optional()
    .meta({ description: 'true: only leads with the disagreement mark; false: only leads without it.' }),
});

export const RankedLead = ScoreAggregate.extend({
  id: z.string(),
  reference: z.string(),
  area: z.object({ key: z.enum(AREA_KEYS), label: z.string() }),
});
export const RankingAnswer = success({ data: z.array(RankedLead), meta: z.object({ pagination: Pagination }) });

/** One evaluator's assignments by state (GET /api/evaluation/progress). */
export const EvaluatorProgress = Person.extend({
  /** Every assignment they hold, whatever its state. */
  assigned: z.int(),
  submitted: z.int(),
  /** Saved, not yet submitted. */
  drafts: z.int(),
});

/** The assignments' counts over some leads: every lead, or one area's. */
const LeadsProgress = z.object({
  leads: z.int(),
  /** Leads with at least one evaluator. */
  assignedLeads: z.int(),
  /** Leads with at least one evaluator, every one of whose scores is submitted. */
  fullyScored: z.int(),
  assignments: z.int(),
  /** Submitted scores. */
  submitted: z.int(),
  drafts: z.int(),
  /** Leads with the disagreement mark. */
  disagreements: z.int(),
});

export const AreaProgress = LeadsProgress.extend({
  area: z.object({ key: z.enum(AREA_KEYS), label: z.string() }),
});

export const EvaluationProgress = z.object({
  /** The active evaluators, by name. */
  evaluators: z.array(EvaluatorProgress),
  /** Every area, in the areas' order, those without leads too. */
  areas: z.array(AreaProgress),
  totals: LeadsProgress,
});
export const EvaluationProgressAnswer = success({ data: EvaluationProgress });

const params = z.object({ id: documentIdParam });
const tags = ['evaluation'];

export const rubricGetRoute = declareRoute({
  method: 'get',
  path: '/api/evaluation/rubric',
  summary: 'The rubric, its criteria in order (evaluators, lead admins)',
  tags,
  security: 'admin',
  answers: { 200: { description: 'The rubric.', json: RubricAnswer } },
  errors: [...ADMIN_ERRORS],
});

export const rubricPutRoute = declareRoute({
  method: 'put',
  path: '/api/evaluation/rubric',
  summary: 'Replaces the rubric (super admins); once a score exists, only names, descriptions, order and new criteria',
  tags,
  security: 'admin',
  body: RubricBody,
  answers: { 200: { description: 'The rubric.', json: RubricAnswer } },
  errors: [400, 409, ...ADMIN_ERRORS],
});

export const evaluatorsRoute = declareRoute({
  method: 'get',
  path: '/api/evaluation/evaluators',
  summary: 'The active evaluators with their areas and load (lead admins)',
  tags,
  security: 'admin',
  answers: { 200: { description: 'By name.', json: EvaluatorsAnswer } },
  errors: [...ADMIN_ERRORS],
});

export const evaluatorAreasRoute = declareRoute({
  method: 'put',
  path: '/api/evaluation/evaluators/{id}/areas',
  summary: 'The areas an evaluator is registered for (lead admins)',
  tags,
  security: 'admin',
  params: z.object({ id: z.string().meta({ description: "The evaluator's admin id." }) }),
  body: EvaluatorAreasBody,
  answers: { 200: { description: 'The evaluator.', json: EvaluatorAnswer } },
  errors: [400, 404, ...ADMIN_ERRORS],
});

export const progressRoute = declareRoute({
  method: 'get',
  path: '/api/evaluation/progress',
  summary: "The evaluation's progress per evaluator and per area (lead admins)",
  tags,
  security: 'admin',
  answers: { 200: { description: 'The counts.', json: EvaluationProgressAnswer } },
  errors: [...ADMIN_ERRORS],
});

export const leadEvaluatorsRoute = declareRoute({
  method: 'post',
  path: '/api/leads/{id}/evaluators',
  summary: 'Assigns evaluators to a lead (lead admins; idempotent, audited)',
  tags,
  security: 'admin',
  params,
  body: AssignEvaluatorsBody,
  answers: { 200: { description: 'New assignments.', json: AssignmentOutcomeAnswer } },
  errors: [400, 404, 409, ...ADMIN_ERRORS],
});

export const autoAssignRoute = declareRoute({
  method: 'post',
  path: '/api/evaluation/assign',
  summary:
    'Gives the leads the filters select up to perLead evaluators each, least loaded first (lead admins; audited)',
  tags,
  security: 'admin',
  body: AutoAssignBody,
  answers: { 200: { description: 'New assignments and the leads they went to.', json: AssignmentOutcomeAnswer } },
  errors: [400, ...ADMIN_ERRORS],
});

export const queueRoute = declareRoute({
  method: 'get',
  path: '/api/evaluation/queue',
  summary: "The caller's assignments, oldest first (evaluators)",
  tags,
  security: 'admin',
  query: PageQuery,
  answers: { 200: { description: 'A page of the queue.', json: QueueAnswer } },
  errors: [400, ...ADMIN_ERRORS],
});

export const proposalRoute = declareRoute({
  method: 'get',
  path: '/api/leads/{id}/proposal',
  summary: 'A proposal as its evaluator reads it (its evaluators, lead admins)',
  tags,
  security: 'admin',
  params,
  answers: { 200: { description: 'The proposal.', json: ProposalAnswer } },
  errors: [404, ...ADMIN_ERRORS],
});

export const scorePutRoute = declareRoute({
  method: 'put',
  path: '/api/leads/{id}/score',
  summary: "The caller's score of a lead: a draft, or submitted (its evaluator; audited on submit)",
  tags,
  security: 'admin',
  params,
  body: ScoreBody,
  answers: { 200: { description: 'The score.', json: ScoreAnswer } },
  errors: [400, 404, 409, ...ADMIN_ERRORS],
});

export const scoreReopenRoute = declareRoute({
  method: 'post',
  path: '/api/leads/{id}/scores/{evaluatorId}/reopen',
  summary: 'A submitted score back to draft (lead admins; audited)',
  tags,
  security: 'admin',
  params: params.extend({ evaluatorId: z.string().meta({ description: "The evaluator's admin id." }) }),
  answers: { 200: { description: 'The score, a draft again.', json: ScoreAnswer } },
  errors: [404, 409, ...ADMIN_ERRORS],
});

export const leadScoresRoute = declareRoute({
  method: 'get',
  path: '/api/leads/{id}/scores',
  summary: "A lead's scores: an evaluator's own, the others' once it is submitted (its evaluators, lead admins)",
  tags,
  security: 'admin',
  params,
  answers: { 200: { description: 'The scores.', json: LeadScoresAnswer } },
  errors: [404, ...ADMIN_ERRORS],
});

export const conflictRoute = declareRoute({
  method: 'post',
  path: '/api/leads/{id}/conflict',
  summary:
    'Declares a conflict of interest: the assignment and its draft go, the declaration stays (its evaluator; audited)',
  tags,
  security: 'admin',
  params,
  body: ConflictBody,
  answers: { 200: { description: 'Declared.', json: ConflictAnswer } },
  errors: [400, 404, ...ADMIN_ERRORS],
});

export const rankingRoute = declareRoute({
  method: 'get',
  path: '/api/evaluation/ranking',
  summary: 'Leads by weighted mean score, best first, unscored last (lead admins)',
  tags,
  security: 'admin',
  query: RankingQuery,
  answers: { 200: { description: 'A page of the ranking.', json: RankingAnswer } },
  errors: [400, ...ADMIN_ERRORS],
});

export type Criterion = z.infer<typeof Criterion>;
export type RubricBody = z.input<typeof RubricBody>;
export type RubricInput = z.output<typeof RubricBody>;
export type Rubric = z.infer<typeof Rubric>;
export type RubricAnswer = z.infer<typeof RubricAnswer>;
export type AssignEvaluatorsBody = z.input<typeof AssignEvaluatorsBody>;
export type AutoAssignBody = z.input<typeof AutoAssignBody>;
export type AssignmentOutcome = z.infer<typeof AssignmentOutcome>;
export type AssignmentOutcomeAnswer = z.infer<typeof AssignmentOutcomeAnswer>;
export type Evaluator = z.infer<typeof Evaluator>;
export type EvaluatorsAnswer = z.infer<typeof EvaluatorsAnswer>;
export type EvaluatorAreasBody = z.input<typeof EvaluatorAreasBody>;
export type EvaluatorAnswer = z.infer<typeof EvaluatorAnswer>;
export type EvaluatorProgress = z.infer<typeof EvaluatorProgress>;
export type AreaProgress = z.infer<typeof AreaProgress>;
export type EvaluationProgress = z.infer<typeof EvaluationProgress>;
export type EvaluationProgressAnswer = z.infer<typeof EvaluationProgressAnswer>;
export type QueueItem = z.infer<typeof QueueItem>;
export type QueueAnswer = z.infer<typeof QueueAnswer>;
export type Proposal = z.infer<typeof Proposal>;
export type ProposalAnswer = z.infer<typeof ProposalAnswer>;
export type ScoreBody = z.input<typeof ScoreBody>;
export type ScoreInput = z.output<typeof ScoreBody>;
export type Score = z.infer<typeof Score>;
export type ScoreAnswer = z.infer<typeof ScoreAnswer>;
export type LeadScores = z.infer<typeof LeadScores>;
export type LeadScoresAnswer = z.infer<typeof LeadScoresAnswer>;
export type ConflictBody = z.input<typeof ConflictBody>;
export type ConflictAnswer = z.infer<typeof ConflictAnswer>;
export type RankingQuery = z.input<typeof RankingQuery>;
export type RankedLead = z.infer<typeof RankedLead>;
export type RankingAnswer = z.infer<typeof RankingAnswer>;

// A lead under evaluation (README.md, "The /api contract"): the proposal as its evaluator reads it
// (contacts only when a super admin allowed it), the evaluator's own score (a draft, then
// submitted), a manager's reopening, the scores each caller may see (blind until one's own is
// submitted), and a declared conflict of interest. Every submission, reopening and conflict is one
// transaction that also recomputes the lead's mean, count, disagreement mark and criteria means,
// with its audit entry.

import type { Core } from '@strapi/strapi';
import {
  aggregateScores,
  criterionMeans,
  DEFAULT_FILE_SCAN_STATE,
  isAssignmentState,
  isFileScanState,
  weightedScore,
  type AreaKey,
  type AssignmentState,
  type Criterion,
  type LeadScores,
  type Proposal,
  type Score,
  type ScoreInput,
} from '@vision/config';
import type { AdminCaller } from '../../../lib/auth/admin-caller';
import { adminName, type NamedAdmin } from '../../../lib/auth/admin-name';
import { downloadPathOf } from '../../../lib/attachments/download';
import { leadScoreValues, meanOf } from '../../../lib/evaluation/lead-scores';
import { takeAssignmentLock, takeRubricLock } from '../../../lib/evaluation/evaluation-locks';
import { scoreFaults } from '../../../lib/evaluation/score-input';
import { ApiError } from '../../../lib/http/api-error';
import { timeOf } from '../../../lib/leads/lead-rows';
import { ASSIGNMENT_UID, CONFLICT_UID, LEAD_UID, SETTINGS_UID } from '../../../lib/uids';
import { getService } from '../../../lib/strapi/services';

type StoredLead = {
  id: number;
  documentId: string;
  reference: string;
  scoreMean: number | string | null;
  scoreCount: number | null;
  scoreDisagreement: boolean | number | null;
};

type StoredAssignment = {
  id: number;
  leadId: number;
  evaluatorId: number;
  state: string;
  scores: Record<string, number> | null;
  comments: Record<string, string> | null;
  submittedAt: unknown;
  reopenedCount: number | null;
};

const LEAD_FIELDS = ['id', 'documentId', 'reference', 'scoreMean', 'scoreCount', 'scoreDisagreement'];
const ADMIN_NAME_FIELDS = ['id', 'firstname', 'lastname', 'username', 'email'];

const notFound = () => new ApiError(404, 'NOT_FOUND', 'No lead has this id.');
const notAssigned = () => new ApiError(403, 'FORBIDDEN', 'ההצעה הזאת לא הוקצתה לך להערכה.');

const stateOf = (assignment: StoredAssignment): AssignmentState =>
  isAssignmentState(assignment.state) ? assignment.state : 'assigned';

const evaluationScores = ({ strapi }: { strapi: Core.Strapi }) => {
  const criteria = () => getService(strapi, 'evaluation-rubric').criteria();

  const findLead = async (documentId: string): Promise<StoredLead> => {
    const lead = (await strapi.db
      .query(LEAD_UID)
      .findOne({ where: { documentId }, select: LEAD_FIELDS })) as StoredLead | null;
    if (!lead) throw notFound();
    return lead;
  };

  /** The lead, its row locked until the transaction ends (PostgreSQL; SQLite writes one at a time). */
  const lockLead = async (documentId: string): Promise<StoredLead> => {
    const query = strapi.db.queryBuilder(LEAD_UID).select(LEAD_FIELDS).where({ documentId }).first();
    if (strapi.db.dialect.client !== 'sqlite') query.forUpdate();
    const lead = (await query.execute()) as StoredLead | null;
    if (!lead) throw notFound();
    return lead;
  };

  const assignmentOf = (leadId: number, evaluatorId: number) =>
    strapi.db.query(ASSIGNMENT_UID).findOne({ where: { leadId, evaluatorId } }) as Promise<StoredAssignment | null>;

  /**
   * The lead's mean, count, disagreement and each criterion's mean (for the exports) from its
   * submitted scores, written without touching its `updatedAt` (the review's version: a score is no
   * change to the review).
   */
  const recompute = async (lead: StoredLead, current: Criterion[]) => {
    const submitted = (await strapi.db
      .query(ASSIGNMENT_UID)
      .findMany({ where: { leadId: lead.id, state: 'submitted' }, select: ['scores'] })) as Pick<
      StoredAssignment,
      'scores'
    >[];
    const scores = submitted.map((row) => row.scores ?? {});
    const aggregate = aggregateScores(current, scores);
    await strapi.db
      .queryBuilder(LEAD_UID)
      .update(leadScoreValues(aggregate, criterionMeans(current, scores)))
      .where({ id: lead.id })
      .execute();
    return aggregate;
  };

  const names = async (ids: number[]) => {
    if (!ids.length) return new Map<number, string>();
    const users = (await strapi.db
      .query('admin::user')
      .findMany({ where: { id: { $in: ids } }, select: ADMIN_NAME_FIELDS })) as (NamedAdmin & { id: number })[];
    return new Map(users.map((user) => [user.id, adminName(user)]));
  };

  const scoreView = (assignment: StoredAssignment, name: string, current: Criterion[], withScores = true): Score => {
    const scores = withScores ? (assignment.scores ?? {}) : {};
    return {
      evaluator: { id: assignment.evaluatorId, name },
      state: stateOf(assignment),
      scores,
      comments: withScores ? (assignment.comments ?? {}) : {},
      weighted: withScores ? weightedScore(current, scores) : null,
      submittedAt: assignment.submittedAt ? new Date(timeOf(assignment.submittedAt)).toISOString() : null,
      reopenedCount: Number(assignment.reopenedCount ?? 0),
    };
  };

  const oneView = async (assignment: StoredAssignment, current: Criterion[]) =>
    scoreView(assignment, (await names([assignment.evaluatorId])).get(assignment.evaluatorId) ?? '', current);

  /** Whether evaluators read contacts: Settings' `evaluatorsSeeContacts`, as saved (it acts at once). */
  const evaluatorsSeeContacts = async () =>
    (await strapi.db.query(SETTINGS_UID).count({ where: { publishedAt: null, evaluatorsSeeContacts: true } })) > 0;

  /** Managers (and read tokens) see every score; anyone else is an evaluator, assigned (the route's policy). */
  const isManager = async (caller: AdminCaller) =>
    caller.kind === 'api-token' || (await getService(strapi, 'admin-access').isLeadReader(caller.id));

  return {
    async proposal(documentId: string, caller: AdminCaller): Promise<Proposal> {
      const lead = (await strapi.db.query(LEAD_UID).findOne({
        where: { documentId },
        select: [
          'documentId',
          'reference',
          'createdAt',
          'visionPresenters',
          'visionSubmissionArea',
          'attachmentName',
          'attachmentType',
          'attachmentSize',
          'attachmentKey',
          'fileScan',
        ],
        populate: { contacts: true },
      })) as {
        documentId: string;
        reference: string;
        createdAt: unknown;
        visionPresenters: string;
        visionSubmissionArea: AreaKey;
        attachmentName: string | null;
        attachmentType: string | null;
        attachmentSize: number | string | null;
        attachmentKey: string | null;
        fileScan: string | null;
        contacts?: { fullName: string | null; role: string | null; phoneNumber: string | null; email: string | null }[];
      } | null;
      if (!lead) throw notFound();
      const [settings, showContacts] = await Promise.all([
        getService(strapi, 'settings-snapshot').get(),
        (await isManager(caller)) || evaluatorsSeeContacts(),
      ]);
      const labels: Record<string, string> = settings.areaLabels;
      const path = lead.attachmentKey ? downloadPathOf(lead.documentId) : null;
      return {
        id: lead.documentId,
        reference: lead.reference,
        receivedAt: new Date(timeOf(lead.createdAt)).toISOString(),
        visionPresenters: lead.visionPresenters,
        area: { key: lead.visionSubmissionArea, label: labels[lead.visionSubmissionArea] ?? lead.visionSubmissionArea },
        contacts: showContacts
          ? (lead.contacts ?? []).map((contact) => ({
              fullName: contact.fullName ?? '',
              role: contact.role ?? '',
              phoneNumber: contact.phoneNumber ?? '',
              email: contact.email ?? '',
            }))
          : null,
        attachment: {
          name: lead.attachmentName,
          type: lead.attachmentType,
          size: lead.attachmentSize === null ? null : Number(lead.attachmentSize),
          downloadPath: path,
          viewPath: path && lead.attachmentType === 'application/pdf' ? `${path}?inline=1` : null,
        },
        fileScan: isFileScanState(lead.fileScan) ? lead.fileScan : DEFAULT_FILE_SCAN_STATE,
      };
    },

    /** The caller's own score: saved as a draft, or submitted (then final until reopened). */
    async save(documentId: string, input: ScoreInput, caller: AdminCaller): Promise<Score> {
      if (caller.kind !== 'admin') throw notAssigned();
      const comments = Object.fromEntries(Object.entries(input.comments ?? {}).filter(([, text]) => text !== ''));
      const submit = input.submit === true;
      return strapi.db.transaction(async ({ trx }) => {
        // Scored against the criteria as they stand until the transaction ends (a change waits).
        await takeRubricLock(strapi, trx, 'score');
        const lead = await lockLead(documentId);
        const assignment = await assignmentOf(lead.id, caller.id);
        if (!assignment) throw notAssigned();
        if (stateOf(assignment) === 'submitted') {
          throw new ApiError(409, 'SCORE_SUBMITTED', 'ההערכה כבר הוגשה; מנהל/ת הצעות יכול/ה לפתוח אותה מחדש.');
        }
        const current = await criteria();
        if (submit && !current.length) {
          throw new ApiError(400, 'VALIDATION_FAILED', 'The rubric has no criteria yet.', { scores: 'REQUIRED' });
        }
        const faults = scoreFaults(current, input.scores, comments, submit);
        if (Object.keys(faults).length) {
          throw new ApiError(400, 'VALIDATION_FAILED', 'Some scores are not valid.', faults);
        }
        const now = new Date();
        const saved = (await strapi.db.query(ASSIGNMENT_UID).update({
          where: { id: assignment.id },
          data: {
            scores: input.scores,
            comments,
            state: submit ? 'submitted' : 'draft',
            submittedAt: submit ? now : null,
          },
        })) as StoredAssignment;
        if (submit) {
          const aggregate = await recompute(lead, current);
          await getService(strapi, 'audit-trail').record(caller, 'evaluation-submit', {
            leadReference: lead.reference,
            details: { weighted: weightedScore(current, input.scores), ...aggregate },
          });
        }
        return oneView(saved, current);
      });
    },

    /** A submitted score back to a draft its evaluator may change, recorded. */
    async reopen(documentId: string, evaluatorId: number, caller: AdminCaller): Promise<Score> {
      return strapi.db.transaction(async () => {
        const lead = await lockLead(documentId);
        const assignment = await assignmentOf(lead.id, evaluatorId);
        if (!assignment) throw new ApiError(404, 'NOT_FOUND', 'This evaluator is not assigned to this lead.');
        if (stateOf(assignment) !== 'submitted') {
          throw new ApiError(409, 'SCORE_SUBMITTED', 'רק הערכה שהוגשה אפשר לפתוח מחדש.');
        }
        const reopened = (await strapi.db.query(ASSIGNMENT_UID).update({
          where: { id: assignment.id },
          data: {
            state: 'draft',
            submittedAt: null,
            reopenedCount: Number(assignment.reopenedCount ?? 0) + 1,
            lastReopenedById: caller.kind === 'admin' ? caller.id : null,
            lastReopenedAt: new Date(),
          },
        })) as StoredAssignment;
        const current = await criteria();
        const aggregate = await recompute(lead, current);
        await getService(strapi, 'audit-trail').record(caller, 'evaluation-reopen', {
          leadReference: lead.reference,
          details: { evaluator: (await names([evaluatorId])).get(evaluatorId) ?? `#${evaluatorId}`, ...aggregate },
        });
        return oneView(reopened, current);
      });
    },

    /**
     * The scores the caller may see, with the lead's aggregate. An evaluator: their own, and the
     * others' submitted ones only once theirs is submitted (never a draft of someone else). A
     * manager: every assignment's state, and the scores of the submitted ones.
     */
    async scores(documentId: string, caller: AdminCaller): Promise<LeadScores> {
      const lead = await findLead(documentId);
      const [current, assignments, manager] = await Promise.all([
        criteria(),
        strapi.db.query(ASSIGNMENT_UID).findMany({ where: { leadId: lead.id }, orderBy: { id: 'asc' } }) as Promise<
          StoredAssignment[]
        >,
        isManager(caller),
      ]);
      const own = caller.kind === 'admin' ? assignments.find((row) => row.evaluatorId === caller.id) : undefined;
      const visible = manager
        ? assignments
        : own
          ? [
              own,
              ...(stateOf(own) === 'submitted'
                ? assignments.filter((row) => row !== own && stateOf(row) === 'submitted')
                : []),
            ]
          : [];
      const named = await names(visible.map((row) => row.evaluatorId));
      return {
        id: lead.documentId,
        reference: lead.reference,
        scoreMean: meanOf(lead.scoreMean),
        scoreCount: Number(lead.scoreCount ?? 0),
        scoreDisagreement: Boolean(lead.scoreDisagreement),
        scores: visible.map((row) =>
          scoreView(row, named.get(row.evaluatorId) ?? '', current, row === own || stateOf(row) === 'submitted'),
        ),
      };
    },

    /** The caller declares a conflict of interest: the assignment and its score go, the declaration stays. */
    async declareConflict(documentId: string, reason: string | undefined, caller: AdminCaller) {
      if (caller.kind !== 'admin') throw notAssigned();
      return strapi.db.transaction(async ({ trx }) => {
        // In turn with assignments, so that none gives the lead back to this evaluator meanwhile.
        await takeAssignmentLock(strapi, trx);
        const lead = await lockLead(documentId);
        const assignment = await assignmentOf(lead.id, caller.id);
        if (!assignment) throw notAssigned();
        const declaredAt = new Date();
        await strapi.db.query(ASSIGNMENT_UID).delete({ where: { id: assignment.id } });
        await strapi.db
          .query(CONFLICT_UID)
          .create({ data: { leadId: lead.id, evaluatorId: caller.id, declaredAt, reason: reason || null } });
        const aggregate = stateOf(assignment) === 'submitted' ? await recompute(lead, await criteria()) : null;
        await getService(strapi, 'audit-trail').record(caller, 'evaluation-conflict', {
          leadReference: lead.reference,
          details: { state: stateOf(assignment), withReason: Boolean(reason), ...(aggregate ?? {}) },
        });
        return { declaredAt: declaredAt.toISOString() };
      });
    },
  };
};

export default evaluationScores;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'evaluation-scores': ReturnType<typeof evaluationScores>;
  }
}

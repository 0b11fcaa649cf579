// The review of a lead (README.md, "The /api contract"): its status and reviewer, its append-only
// notes (with replies and mentions of colleagues), its possible duplicates, and who may be its
// reviewer. Every real change is one transaction with its audit entry (and a note's mention
// e-mails, in the outbox); a change based on an older version is refused 409.
//
// Notes stay the lead admins' (Leads managers, super admins): the committee's private notes of
// issue 24 are not opened to evaluators, who see only their assigned proposals and their scores.
// A note may mention an evaluator assigned to the lead, who hears of it by e-mail only.

import type { Core } from '@strapi/strapi';
import {
  DEFAULT_REVIEW_STATUS,
  isReviewStatus,
  type Mentionable,
  type Person,
  type ReviewStatus,
} from '@vision/config';
import type { AdminCaller } from '../../../lib/auth/admin-caller';
import { adminName, type NamedAdmin } from '../../../lib/auth/admin-name';
import { ApiError } from '../../../lib/http/api-error';
import { duplicatesOf, notesOf, reviewersOf, type Reviewer } from '../../../lib/leads/review-details';
import { timeOf } from '../../../lib/leads/lead-rows';
import { appConfig } from '../../../lib/config/app-config';
import { insertMailJobs } from '../../../lib/mail/outbox';
import { ASSIGNMENT_UID, LEAD_UID, NOTE_UID } from '../../../lib/uids';
import type { AdminUser } from '../../auth/services/admin-access';
import type { ReviewChange } from '../validation/review-input';
import { getService } from '../../../lib/strapi/services';

type StoredLead = {
  id: number;
  documentId: string;
  reference: string;
  reviewStatus: string | null;
  updatedAt: unknown;
};
type StoredNote = {
  id: number;
  authorId: number | null;
  authorName: string | null;
  createdAt: unknown;
  text: string;
  replyToId: number | null;
  mentions: unknown;
};
const NOTE_FIELDS = ['id', 'authorId', 'authorName', 'createdAt', 'text', 'replyToId', 'mentions'];

export type Note = {
  id: number;
  author: Reviewer | null;
  createdAt: string;
  text: string;
  replyTo: number | null;
  mentions: Person[];
};

/** A new note as the route validated it (config/src/contract/leads-review.ts). */
export type NewNote = { text: string; replyTo?: number | null; mentions?: number[] };

/** A colleague who may be mentioned, with the address their mention goes to. */
type MentionableAdmin = Mentionable & { email: string };

/** The mentions as stored (JSON: an array, or its text on some drivers), names as they were. */
const storedMentions = (stored: unknown): Person[] => {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(value)
    ? value
        .filter((item): item is Person => typeof item?.id === 'number' && typeof item?.name === 'string')
        .map(({ id, name }) => ({ id, name }))
    : [];
};

const notFound = () => new ApiError(404, 'NOT_FOUND', 'No lead has this id.');

const statusOf = (lead: StoredLead): ReviewStatus =>
  isReviewStatus(lead.reviewStatus) ? lead.reviewStatus : DEFAULT_REVIEW_STATUS;

const noteView = (note: StoredNote): Note => ({
  id: note.id,
  author: note.authorId === null ? null : { id: note.authorId, name: note.authorName ?? '' },
  createdAt: new Date(timeOf(note.createdAt)).toISOString(),
  text: note.text,
  replyTo: note.replyToId ?? null,
  mentions: storedMentions(note.mentions),
});

const invalidField = (field: string, message: string) =>
  new ApiError(400, 'VALIDATION_FAILED', message, { [field]: 'INVALID_FORMAT' });

const LEAD_FIELDS = ['id', 'documentId', 'reference', 'reviewStatus', 'updatedAt'];
const ADMIN_NAME_FIELDS = ['firstname', 'lastname', 'username', 'email'];

const leadReview = ({ strapi }: { strapi: Core.Strapi }) => {
  const findLead = async (documentId: string): Promise<StoredLead> => {
    const lead = (await strapi.db
      .query(LEAD_UID)
      .findOne({ where: { documentId }, select: LEAD_FIELDS })) as StoredLead | null;
    if (!lead) throw notFound();
    return lead;
  };

  /** What GET and PUT answer; read outside any transaction (lib/leads/review-details.ts). */
  const view = async (lead: StoredLead) => {
    const [reviewers, notes, duplicateOf, duplicatedBy] = await Promise.all([
      reviewersOf(strapi, [lead.id]),
      notesOf(strapi, [lead.id]),
      duplicatesOf(strapi, [lead.id], 'earlier'),
      duplicatesOf(strapi, [lead.id], 'later'),
    ]);
    return {
      id: lead.documentId,
      reference: lead.reference,
      status: statusOf(lead),
      reviewer: reviewers.get(lead.id) ?? null,
      version: new Date(timeOf(lead.updatedAt)).toISOString(),
      notesCount: notes.get(lead.id)?.count ?? 0,
      duplicateOf: duplicateOf.get(lead.id) ?? [],
      duplicatedBy: duplicatedBy.get(lead.id) ?? [],
    };
  };

  const callerName = async (caller: AdminCaller): Promise<Reviewer | null> => {
    if (caller.kind !== 'admin') return null;
    const user = await strapi.db.query('admin::user').findOne({ where: { id: caller.id }, select: ADMIN_NAME_FIELDS });
    return { id: caller.id, name: user ? adminName(user) : caller.email };
  };

  /** The lead admins, and the evaluators assigned to this lead: the people its notes may mention. */
  const mentionableOf = async (leadId: number): Promise<MentionableAdmin[]> => {
    const access = getService(strapi, 'admin-access');
    const assigned = new Set(
      (
        (await strapi.db.query(ASSIGNMENT_UID).findMany({ where: { leadId }, select: ['evaluatorId'] })) as {
          evaluatorId: number;
        }[]
      ).map((row) => row.evaluatorId),
    );
    const [readers, evaluators] = await Promise.all([
      access.leadReaders(),
      assigned.size ? access.evaluators() : Promise.resolve([]),
    ]);
    const people = new Map<number, MentionableAdmin>();
    for (const user of readers)
      people.set(user.id, { id: user.id, name: adminName(user), evaluator: false, email: user.email });
    for (const user of evaluators) {
      if (assigned.has(user.id) && !people.has(user.id)) {
        people.set(user.id, { id: user.id, name: adminName(user), evaluator: true, email: user.email });
      }
    }
    return [...people.values()].sort((a, b) => a.name.localeCompare(b.name, 'he') || a.id - b.id);
  };

  return {
    async get(documentId: string) {
      return view(await findLead(documentId));
    },

    /**
     * Changes the status and/or the reviewer. `version` (ms) is the version the caller read:
     * when given and the lead has changed since, nothing is written and the answer is 409. The
     * check and the write are one transaction, the row locked on PostgreSQL (SQLite runs one
     * write transaction at a time), so of two changes from the same version exactly one wins.
     */
    async change(documentId: string, change: ReviewChange, version: number | undefined, caller: AdminCaller) {
      if (change.reviewerId && !(await getService(strapi, 'admin-access').isLeadReader(change.reviewerId))) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'The reviewer must be an active account that may read leads.', {
          reviewerId: 'INVALID_FORMAT',
        });
      }
      const lead = await strapi.db.transaction(async () => {
        const locked = strapi.db.queryBuilder(LEAD_UID).select(LEAD_FIELDS).where({ documentId }).first();
        if (strapi.db.dialect.client !== 'sqlite') locked.forUpdate();
        const stored = (await locked.execute()) as StoredLead | null;
        if (!stored) throw notFound();
        const storedVersion = timeOf(stored.updatedAt);
        if (version !== undefined && version !== storedVersion) {
          throw new ApiError(409, 'VERSION_CONFLICT', 'Someone changed this lead after you loaded it; reload it.');
        }
        // Read through the query engine: it runs in this transaction (lib/ queries would wait
        // for the connection SQLite's transaction holds).
        const reviewerNow = async () => {
          const row = (await strapi.db.query(LEAD_UID).findOne({
            where: { id: stored.id },
            select: ['id'],
            populate: { reviewer: { select: ['id', ...ADMIN_NAME_FIELDS] } },
          })) as { reviewer?: (NamedAdmin & { id: number }) | null } | null;
          return row?.reviewer ? { id: row.reviewer.id, name: adminName(row.reviewer) } : null;
        };
        const before = { status: statusOf(stored), reviewer: await reviewerNow() };
        const status = change.status ?? before.status;
        const reviewerId = change.reviewerId === undefined ? (before.reviewer?.id ?? null) : change.reviewerId;
        if (status === before.status && reviewerId === (before.reviewer?.id ?? null)) return stored;

        await strapi.db.query(LEAD_UID).update({
          where: { id: stored.id },
          data: { reviewStatus: status, reviewer: reviewerId },
        });
        // The query engine stamps the time of the change; the new version must also be strictly
        // later than the one it replaces when both fall in the same millisecond.
        const updatedAt = new Date(Math.max(Date.now(), storedVersion + 1));
        await strapi.db.queryBuilder(LEAD_UID).update({ updatedAt }).where({ id: stored.id }).execute();
        const after = { status, reviewer: await reviewerNow() };
        await getService(strapi, 'audit-trail').record(caller, 'lead-review', {
          leadReference: stored.reference,
          details: { before, after },
        });
        // As stored: the query engine may stamp the relation's change itself.
        return (await strapi.db
          .query(LEAD_UID)
          .findOne({ where: { id: stored.id }, select: LEAD_FIELDS })) as StoredLead;
      });
      return view(lead);
    },

    /** The lead's notes, oldest first; a reply names its thread's first note (`replyTo`). */
    async notes(documentId: string): Promise<Note[]> {
      const lead = await findLead(documentId);
      const notes = (await strapi.db.query(NOTE_UID).findMany({
        where: { leadId: lead.id },
        select: NOTE_FIELDS,
        orderBy: { id: 'asc' },
      })) as StoredNote[];
      return notes.map(noteView);
    },

    /** Who a note on this lead may mention: the lead admins and the lead's evaluators, by name. */
    async mentionable(documentId: string): Promise<Mentionable[]> {
      const lead = await findLead(documentId);
      return (await mentionableOf(lead.id)).map(({ id, name, evaluator }) => ({ id, name, evaluator }));
    },

    /**
     * Adds a note by the caller (an API token writes none: tokens only read): a reply joins the
     * thread of the note it answers (its first note), and each colleague mentioned but the author
     * gets an e-mail, written to the outbox in the note's transaction.
     */
    async addNote(documentId: string, body: NewNote, caller: AdminCaller): Promise<Note> {
      const lead = await findLead(documentId);
      const author = await callerName(caller);
      let replyToId: number | null = null;
      if (body.replyTo) {
        const answered = (await strapi.db.query(NOTE_UID).findOne({
          where: { id: body.replyTo, leadId: lead.id },
          select: ['id', 'replyToId'],
        })) as { id: number; replyToId: number | null } | null;
        if (!answered) throw invalidField('replyTo', 'replyTo must be a note of this lead.');
        replyToId = answered.replyToId ?? answered.id;
      }
      const ids = [...new Set(body.mentions ?? [])];
      let mentioned: MentionableAdmin[] = [];
      if (ids.length) {
        const allowed = new Map((await mentionableOf(lead.id)).map((admin) => [admin.id, admin]));
        if (ids.some((id) => !allowed.has(id))) {
          throw invalidField(
            'mentions',
            'Every mention must be an active account that may read this lead: a lead admin, or an evaluator assigned to it.',
          );
        }
        mentioned = ids.map((id) => allowed.get(id)!);
      }
      const mailOn = appConfig(strapi, 'mail').enabled;
      return strapi.db.transaction(async ({ trx }) => {
        const note = (await strapi.documents(NOTE_UID).create({
          data: {
            leadId: lead.id,
            authorId: author?.id ?? null,
            authorName: author?.name ?? 'API token',
            text: body.text,
            replyToId,
            mentions: mentioned.map(({ id, name }) => ({ id, name })),
          },
        } as never)) as unknown as StoredNote;
        const notified = mentioned.filter((admin) => admin.id !== author?.id);
        if (mailOn) {
          await insertMailJobs(
            strapi,
            trx,
            notified.map((admin) => ({
              kind: 'note-mention' as const,
              recipient: admin.email,
              adminUserId: admin.id,
              leadId: lead.id,
              leadReference: lead.reference,
              noteId: note.id,
            })),
          );
        }
        await getService(strapi, 'audit-trail').record(caller, 'lead-note', {
          leadReference: lead.reference,
          details: {
            noteId: note.id,
            length: body.text.length,
            ...(replyToId ? { replyTo: replyToId } : {}),
            ...(mentioned.length ? { mentions: mentioned.map((admin) => admin.id) } : {}),
          },
        });
        return noteView({ ...note, replyToId, mentions: mentioned.map(({ id, name }) => ({ id, name })) });
      });
    },

    /** The people a lead may be assigned to, by name. */
    async reviewers(): Promise<Reviewer[]> {
      const readers: AdminUser[] = await getService(strapi, 'admin-access').leadReaders();
      return readers
        .map((user) => ({ id: user.id, name: adminName(user) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'he') || a.id - b.id);
    },
  };
};

export default leadReview;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'lead-review': ReturnType<typeof leadReview>;
  }
}

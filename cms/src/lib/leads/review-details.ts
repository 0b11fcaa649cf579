// The review details of a set of leads (a page of the list, a batch of the export, one lead): the
// reviewer, the notes' count and last text, and the possible duplicates. A handful of queries per
// set, each through an index; only the duplicates are read lead by lead (the lead page and the
// backfill), each a bounded walk down an index. The names come from Strapi's own metadata.

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { adminName, type NamedAdmin } from '../auth/admin-name';
import { reviewerLinks, tableOf } from '../database/lead-tables';
import { LEAD_UID, MATCH_UID, NOTE_UID } from '../uids';
import { leadsHoldingQuery } from './match-keys';

export type Reviewer = { id: number; name: string };
export type LeadLink = { id: string; reference: string };
export type NotesSummary = { count: number; last: string | null };

/** The reviewers of these leads, by lead id; a lead without one is absent. */
export const reviewersOf = async (strapi: Core.Strapi, leadIds: readonly number[]) => {
  const reviewers = new Map<number, Reviewer>();
  if (!leadIds.length) return reviewers;
  const links = reviewerLinks(strapi, LEAD_UID);
  const users = tableOf(strapi, 'admin::user');
  const column = (attribute: string) => `u.${users.column(attribute)}`;
  type Row = { leadId: number; id: number } & Record<'firstname' | 'lastname' | 'username' | 'email', string | null>;
  const rows = (await strapi.db
    .connection(`${links.table} as k`)
    .join(`${users.table} as u`, 'u.id', `k.${links.user}`)
    .select([
      `k.${links.lead} as leadId`,
      'u.id as id',
      ...(['firstname', 'lastname', 'username', 'email'] as const).map((name) => `${column(name)} as ${name}`),
    ])
    .whereIn(`k.${links.lead}`, leadIds)) as Row[];
  for (const row of rows) reviewers.set(Number(row.leadId), { id: Number(row.id), name: adminName(row) });
  return reviewers;
};

/** The name of every admin user who reviews some lead, by id (a few dozen people at most). */
export const reviewerNames = async (strapi: Core.Strapi): Promise<Map<number, string>> => {
  const links = reviewerLinks(strapi, LEAD_UID);
  const users = tableOf(strapi, 'admin::user');
  const rows = (await strapi.db
    .connection(users.table)
    .select([
      'id',
      ...(['firstname', 'lastname', 'username', 'email'] as const).map((name) => `${users.column(name)} as ${name}`),
    ])
    .whereIn('id', strapi.db.connection(links.table).distinct(links.user))) as ({ id: number } & NamedAdmin)[];
  return new Map(rows.map((row) => [Number(row.id), adminName(row)]));
};

/** How many notes each lead has (absent: none), and with `withLast` the text of its latest. */
export const notesOf = async (strapi: Core.Strapi, leadIds: readonly number[], withLast = false) => {
  const notes = new Map<number, NotesSummary>();
  if (!leadIds.length) return notes;
  const t = tableOf(strapi, NOTE_UID);
  const lead = t.column('leadId');
  const rows = (await strapi.db
    .connection(t.table)
    .select(`${lead} as leadId`)
    .count({ count: 'id' })
    .max({ last: 'id' })
    .whereIn(lead, leadIds)
    .groupBy(lead)) as { leadId: number; count: number | string; last: number }[];
  const lastIds = new Map<number, number>();
  for (const row of rows) {
    notes.set(Number(row.leadId), { count: Number(row.count), last: null });
    lastIds.set(Number(row.last), Number(row.leadId));
  }
  if (withLast && lastIds.size) {
    const texts = (await strapi.db
      .connection(t.table)
      .select('id', `${t.column('text')} as text`)
      .whereIn('id', [...lastIds.keys()])) as { id: number; text: string }[];
    for (const { id, text } of texts) notes.get(lastIds.get(Number(id))!)!.last = text;
  }
  return notes;
};

/**
 * The other leads sharing a key with each of these: the earlier ones (smaller id) or the later
 * ones, oldest first, at most DUPLICATES_LISTED each (match-keys.ts). Leads removed since are left out.
 */
export const duplicatesOf = async (
  strapi: Core.Strapi,
  leadIds: readonly number[],
  direction: 'earlier' | 'later',
  db: Knex | Knex.Transaction = strapi.db.connection,
): Promise<Map<number, LeadLink[]>> => {
  const duplicates = new Map<number, LeadLink[]>();
  if (!leadIds.length) return duplicates;
  const m = tableOf(strapi, MATCH_UID);
  const [lead, key] = [m.column('leadId'), m.column('matchKey')];
  // Each lead's keys (the (lead_id, match_key) index), then per lead the first leads holding one
  // of them before or after it, each key walked down its index (match-keys.ts, leadsHoldingQuery).
  const keyRows = (await db.select(`${lead} as leadId`, `${key} as matchKey`).from(m.table).whereIn(lead, leadIds)) as {
    leadId: number;
    matchKey: string;
  }[];
  const keysOf = new Map<number, string[]>();
  for (const { leadId, matchKey } of keyRows)
    keysOf.set(Number(leadId), [...(keysOf.get(Number(leadId)) ?? []), matchKey]);
  for (const [leadId, keys] of keysOf) {
    const bounds = direction === 'earlier' ? { before: leadId } : { after: leadId };
    const rows = (await leadsHoldingQuery(strapi, db, keys, {
      ...bounds,
      columns: { documentId: 'documentId', reference: 'reference' },
    })) as { documentId: string; reference: string }[];
    if (rows.length)
      duplicates.set(
        leadId,
        rows.map(({ documentId, reference }) => ({ id: documentId, reference })),
      );
  }
  return duplicates;
};

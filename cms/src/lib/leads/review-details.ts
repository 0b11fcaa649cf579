// The review details of a set of leads (a page of the list, a batch of the export, one lead): the
// reviewer, the notes' count and last text, and the possible duplicates. A handful of queries per
// set, each through an index, never one per lead. The names come from Strapi's own metadata.

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { adminName, type NamedAdmin } from '../auth/admin-name';
import { leadTables, reviewerLinks, tableOf } from '../database/lead-tables';
import { LEAD_UID, MATCH_UID, NOTE_UID } from '../uids';

export type Reviewer = { id: number; name: string };
export type LeadLink = { id: string; reference: string };
export type NotesSummary = { count: number; last: string | null };

/**
 * Duplicates listed per lead and direction: the earliest ones. A file or an address that many
 * leads share (a common template, an organisation's mailbox) would otherwise make the list grow
 * with the square of their number.
 */
export const DUPLICATES_LISTED = 20;

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
 * ones, oldest first, at most DUPLICATES_LISTED each. Leads removed since are left out.
 */
export const duplicatesOf = async (
  strapi: Core.Strapi,
  leadIds: readonly number[],
  direction: 'earlier' | 'later',
  db: Knex | Knex.Transaction = strapi.db.connection,
): Promise<Map<number, LeadLink[]>> => {
  const duplicates = new Map<number, LeadLink[]>();
  if (!leadIds.length) return duplicates;
  const knex = db;
  const m = tableOf(strapi, MATCH_UID);
  const l = leadTables(strapi, LEAD_UID);
  const [lead, key] = [m.column('leadId'), m.column('matchKey')];
  const pairs = knex
    .distinct(`m.${lead} as lead_id`, `o.${lead} as other_id`)
    .from(`${m.table} as m`)
    .join(`${m.table} as o`, `o.${key}`, `m.${key}`)
    .whereIn(`m.${lead}`, leadIds)
    .whereRaw(`?? ${direction === 'earlier' ? '<' : '>'} ??`, [`o.${lead}`, `m.${lead}`]);
  const ranked = knex
    .select('lead_id', 'other_id', knex.raw('row_number() over (partition by lead_id order by other_id) as n'))
    .from(pairs.as('p'));
  const rows = (await knex
    .select('r.lead_id as leadId', `ol.${l.column('documentId')} as id`, `ol.${l.column('reference')} as reference`)
    .from(ranked.as('r'))
    .join(`${l.table} as ol`, 'ol.id', 'r.other_id')
    .where('r.n', '<=', DUPLICATES_LISTED)
    .orderBy([
      { column: 'r.lead_id', order: 'asc' },
      { column: 'r.other_id', order: 'asc' },
    ])) as { leadId: number; id: string; reference: string }[];
  for (const { leadId, id, reference } of rows) {
    const list = duplicates.get(Number(leadId));
    if (list) list.push({ id, reference });
    else duplicates.set(Number(leadId), [{ id, reference }]);
  }
  return duplicates;
};

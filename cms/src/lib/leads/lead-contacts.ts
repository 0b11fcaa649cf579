// The contacts of a batch of leads: from each lead's stored copy, and for the leads without one
// from their component rows (contacts-snapshot.ts says why there are two sources).

import type { Core } from '@strapi/strapi';
import { CONTACT_FIELDS } from '@vision/config';
import { fieldsOfContacts, fieldsOfSnapshot, type ContactFields, type ContactRow } from './contacts-snapshot';
import { leadTables } from '../database/lead-tables';
import { LEAD_UID } from '../uids';
import type { LeadRow } from './lead-rows';

/**
 * The contacts of the given leads in their order, in one query through the component join table.
 * Shaped for each planner, as neither gets it right without statistics (scripts/bench/README.md):
 * - the join's field and component type are checked here, not in SQL: with them in the WHERE
 *   clause SQLite scanned the whole join table through its component_type index;
 * - PostgreSQL hashed a full scan of the contact table for every batch; naming the contact ids
 *   through the join table as well turns that into primary-key lookups. The same condition makes
 *   SQLite's plan thirty times slower.
 */
export const contactsOf = async (strapi: Core.Strapi, leadIds: number[]): Promise<Map<number, ContactRow[]>> => {
  const contacts = new Map<number, ContactRow[]>();
  if (!leadIds.length) return contacts;
  const knex = strapi.db.connection;
  const c = leadTables(strapi, LEAD_UID).contacts;
  const on = Object.entries(c.join.on);
  const query = knex(`${c.join.table} as j`)
    .join(`${c.table} as c`, 'c.id', `j.${c.join.contact}`)
    .select([
      `j.${c.join.lead} as leadId`,
      `j.${c.join.order} as position`,
      ...on.map(([column], index) => `j.${column} as on${index}`),
      ...CONTACT_FIELDS.map((field) => `c.${c.column(field)} as ${field}`),
    ])
    .whereIn(`j.${c.join.lead}`, leadIds);
  if (strapi.db.dialect.client !== 'sqlite') {
    query.whereIn('c.id', knex(c.join.table).select(c.join.contact).whereIn(c.join.lead, leadIds));
  }
  type Row = ContactRow & { leadId: number; position: number } & Record<string, unknown>;
  for (const row of (await query) as Row[]) {
    if (!on.every(([, value], index) => row[`on${index}`] === value)) continue;
    const leadId = Number(row.leadId);
    const list = contacts.get(leadId);
    if (list) list.push(row);
    else contacts.set(leadId, [row]);
  }
  // Ordered here, per lead (at most five contacts each), rather than by sorting the batch in SQL.
  for (const list of contacts.values()) {
    if (list.length > 1) (list as Row[]).sort((a, b) => Number(a.position) - Number(b.position));
  }
  return contacts;
};

/** The contacts of these leads as fields in a row, by lead id (one query for those without a copy). */
export const contactsFor = async (strapi: Core.Strapi, leads: LeadRow[]): Promise<Map<number, ContactFields>> => {
  const contacts = new Map<number, ContactFields>();
  const withoutCopy: number[] = [];
  for (const lead of leads) {
    const copy = fieldsOfSnapshot(lead.contactsSnapshot);
    if (copy) contacts.set(Number(lead.id), copy);
    else withoutCopy.push(Number(lead.id));
  }
  if (withoutCopy.length) {
    for (const [id, list] of await contactsOf(strapi, withoutCopy)) contacts.set(id, fieldsOfContacts(list));
  }
  return contacts;
};

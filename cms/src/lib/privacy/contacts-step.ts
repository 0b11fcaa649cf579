// An erasure's step for the contacts of leads and of quarantined attempts (erasure-steps.ts).

import { leadTables, type LeadTables } from '../database/lead-tables';
import { LEAD_UID, QUARANTINE_UID } from '../uids';
import { chunks, tableIn, type ErasureSet, type ErasureStep, type StepContext } from './erasure-step';

/** The contacts of these rows (component rows), by id, read through the link table. */
const contactIdsOf = async (context: StepContext, tables: LeadTables, ids: number[]) => {
  const { join } = tables.contacts;
  const found: number[] = [];
  for (const part of chunks(ids)) {
    const rows = (await tableIn(context, join.table)
      .where(join.on)
      .whereIn(join.lead, part)
      .select(`${join.contact} as id`)) as { id: number }[];
    found.push(...rows.map((row) => Number(row.id)));
  }
  return found;
};

/** A lead's or an attempt's contacts: the component rows and their links. */
export const contactsStep = (
  uid: typeof LEAD_UID | typeof QUARANTINE_UID,
  ids: (set: ErasureSet) => number[],
): ErasureStep => ({
  name: uid === LEAD_UID ? 'contacts' : 'quarantinedContacts',
  count: async (context) => (await contactIdsOf(context, leadTables(context.strapi, uid), ids(context.set))).length,
  apply: async (context) => {
    const tables = leadTables(context.strapi, uid);
    const contactIds = await contactIdsOf(context, tables, ids(context.set));
    const { join } = tables.contacts;
    for (const part of chunks(ids(context.set)))
      await tableIn(context, join.table).where(join.on).whereIn(join.lead, part).del();
    let total = 0;
    for (const part of chunks(contactIds))
      total += Number(await tableIn(context, tables.contacts.table).whereIn('id', part).del());
    return total;
  },
});

// An erasure's step for the other leads that name an erased one as an earlier possible duplicate
// (erasure-steps.ts).

import { leadTables } from '../database/lead-tables';
import { DUPLICATES_SEPARATOR, referencesOf } from '../leads/match-keys';
import { LEAD_UID } from '../uids';
import { chunks, leadIds, referencesIn, tableIn, type ErasureStep, type StepContext } from './erasure-step';

/**
 * Other leads name the erased ones in their `duplicateOf` (the earlier leads they may repeat):
 * the reference goes from that list, the rest of the list stays. Found with LIKE on each
 * reference: the references are unique and have no LIKE wildcards.
 */
export const duplicateLinksStep: ErasureStep = (() => {
  const linked = async (context: StepContext) => {
    const lead = leadTables(context.strapi, LEAD_UID);
    const column = lead.column('duplicateOf');
    const erased = new Set(referencesIn(context.set));
    const erasedIds = new Set(leadIds(context.set));
    const rows: { id: number; duplicateOf: string }[] = [];
    for (const part of chunks([...erased])) {
      const found = (await tableIn(context, lead.table)
        .where((query) => {
          for (const reference of part) query.orWhere(column, 'like', `%${reference}%`);
        })
        .select('id', `${column} as duplicateOf`)) as { id: number; duplicateOf: string }[];
      rows.push(...found.filter((row) => !erasedIds.has(Number(row.id))));
    }
    const unique = new Map(rows.map((row) => [Number(row.id), row.duplicateOf]));
    return { lead, column, erased, unique };
  };
  return {
    name: 'duplicateLinks',
    count: async (context) => (await linked(context)).unique.size,
    apply: async (context) => {
      const { lead, column, erased, unique } = await linked(context);
      for (const [id, duplicateOf] of unique) {
        const kept = referencesOf(duplicateOf).filter((reference) => !erased.has(reference));
        await tableIn(context, lead.table)
          .where('id', id)
          .update({ [column]: kept.length ? kept.join(DUPLICATES_SEPARATOR) : null });
      }
      return unique.size;
    },
  };
})();

// An erasure's step for the audit trail: who did what stays, whose data goes (erasure-steps.ts).

import { tableOf } from '../database/lead-tables';
import { AUDIT_UID } from '../uids';
import { chunks, referencesIn, tableIn, type ErasureStep, type StepContext } from './erasure-step';

/** What an audit entry about an erased lead keeps in place of its reference and its file's name. */
export const ERASED_MARK = '[נמחק]';

/**
 * The audit trail keeps who did what and when, never whose data: an entry about an erased lead or
 * attempt loses the reference, and its details lose the file's name (a visitor may have named the
 * file after themselves); an entry whose details mention an erased address (an export filtered by
 * a search for it) loses the address. The entry itself stays: it is evidence of the staff's actions.
 */
export const auditStep: ErasureStep = (() => {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const entries = async (context: StepContext) => {
    const audit = tableOf(context.strapi, AUDIT_UID);
    const column = audit.column('leadReference');
    const details = audit.column('details');
    type Row = { id: number; reference: string | null; details: unknown };
    const rows = new Map<number, Row>();
    const select = ['id', `${column} as reference`, `${details} as details`];
    for (const part of chunks(referencesIn(context.set))) {
      for (const row of (await tableIn(context, audit.table).whereIn(column, part).select(select)) as Row[])
        rows.set(Number(row.id), row);
    }
    // LIKE finds the candidates (its `_` matches any character); the rewrite below is exact.
    for (const email of context.set.emails ?? []) {
      const found = (await tableIn(context, audit.table)
        .whereRaw('lower(cast(?? as text)) like ?', [details, `%${email}%`])
        .select(select)) as Row[];
      for (const row of found) rows.set(Number(row.id), row);
    }
    return { audit, column, details, rows: [...rows.values()] };
  };
  const redact = (stored: unknown, linked: boolean, context: StepContext): string | null => {
    if (stored === null || stored === undefined) return null;
    const value = (typeof stored === 'string' ? JSON.parse(stored) : stored) as Record<string, unknown>;
    if (linked && value && typeof value === 'object' && 'name' in value) value.name = ERASED_MARK;
    let text = JSON.stringify(value);
    for (const email of context.set.emails ?? []) text = text.replace(new RegExp(escape(email), 'gi'), ERASED_MARK);
    return text;
  };
  return {
    name: 'auditEntriesRedacted',
    count: async (context) => (await entries(context)).rows.length,
    apply: async (context) => {
      const { audit, column, details, rows } = await entries(context);
      const erased = new Set(referencesIn(context.set));
      for (const row of rows) {
        const linked = row.reference !== null && erased.has(row.reference);
        await tableIn(context, audit.table)
          .where('id', row.id)
          .update({
            ...(linked ? { [column]: null } : {}),
            [details]: redact(row.details, linked, context),
          });
      }
      return rows.length;
    },
  };
})();

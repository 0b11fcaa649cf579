// What one step of an erasure is (erasure-steps.ts lists them), and what the steps share: ids in
// slices a statement can take, the step's transaction, counting, and deleting by id.

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/** A lead or a quarantined attempt about to be erased. */
export type ErasedRow = { id: number; reference: string; attachmentKey: string | null };

/**
 * What is erased: whole leads and quarantined attempts, by id; with `emails` (in lower case, when
 * a person asked by address) also every mention of those addresses in the audit trail.
 */
export type ErasureSet = { leads: ErasedRow[]; attempts: ErasedRow[]; emails?: string[] };

export type StepContext = {
  strapi: Core.Strapi;
  /** The transaction every read and write of the step goes through. */
  trx: Knex.Transaction;
  set: ErasureSet;
};

export type ErasureStep = {
  /** The key of this step's count in the answer and the audit entry. */
  name: string;
  /** How many rows the step deletes (or rewrites) for this set; nothing is changed. */
  count: (context: StepContext) => Promise<number>;
  /** Deletes (or rewrites) them; answers how many. */
  apply: (context: StepContext) => Promise<number>;
};

/** Ids per statement: SQLite takes at most 999 bound values in one statement. */
const IDS_PER_STATEMENT = 500;

export const chunks = <T>(items: readonly T[]): T[][] => {
  const parts: T[][] = [];
  for (let from = 0; from < items.length; from += IDS_PER_STATEMENT)
    parts.push(items.slice(from, from + IDS_PER_STATEMENT));
  return parts;
};

/** A table of the step's transaction (in Strapi's schema on PostgreSQL). */
export const tableIn = (context: StepContext, name: string) => {
  const schema = context.strapi.db.getSchemaName();
  return schema ? context.trx(name).withSchema(schema) : context.trx(name);
};

export const countIn = async (query: Knex.QueryBuilder): Promise<number> => {
  const row = (await query.count({ n: '*' }).first()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
};

/**
 * A step's count and apply for the rows of a table whose column holds one of the erased ids. A
 * table that keeps a lead id (the mail outbox's jobs, say) becomes a step as
 * `{ name: 'mailJobs', ...byIds((context) => ({ name: <its table>, column: <its lead id column> }), leadIds) }`.
 */
export const byIds = (
  table: (context: StepContext) => { name: string; column: string },
  ids: (set: ErasureSet) => number[],
) => ({
  count: async (context: StepContext) => {
    const { name, column } = table(context);
    let total = 0;
    for (const part of chunks(ids(context.set))) total += await countIn(tableIn(context, name).whereIn(column, part));
    return total;
  },
  apply: async (context: StepContext) => {
    const { name, column } = table(context);
    let total = 0;
    for (const part of chunks(ids(context.set)))
      total += Number(await tableIn(context, name).whereIn(column, part).del());
    return total;
  },
});

export const leadIds = (set: ErasureSet) => set.leads.map((row) => row.id);
export const attemptIds = (set: ErasureSet) => set.attempts.map((row) => row.id);

/** Every reference being erased, for the rows that point at them. */
export const referencesIn = (set: ErasureSet) => [...set.leads, ...set.attempts].map((row) => row.reference);

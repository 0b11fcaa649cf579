// The committee's writes that read before they write, taken in turns across every instance: two
// automatic assignments at once would each read the same loads and assignments and give a lead
// more evaluators than asked; a rubric change racing a lead's first score would each see the
// other's "before" (no score yet, the old scale). On PostgreSQL a transaction-scoped advisory lock
// (released by the transaction's end, so a crash never leaves it held); scores take the rubric's
// lock shared, so they never wait for one another, only for a rubric change. SQLite writes one
// transaction at a time already (one process: server.js refuses several workers on it).

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/** Arbitrary constants of this product's, the same in every instance ('VISA', 'VISR'). */
const ASSIGNMENT_LOCK_KEY = 0x5649_5341;
const RUBRIC_LOCK_KEY = 0x5649_5352;

const isPostgres = (strapi: Core.Strapi) => strapi.db.dialect.client === 'postgres';

/** Assignments (manual and automatic) one at a time, until `trx` ends. */
export const takeAssignmentLock = async (strapi: Core.Strapi, trx: Knex.Transaction) => {
  if (isPostgres(strapi)) await trx.raw('select pg_advisory_xact_lock(?)', [ASSIGNMENT_LOCK_KEY]);
};

/** `change`: a rubric change, alone; `score`: a score saved, beside other scores but never beside a change. */
export const takeRubricLock = async (strapi: Core.Strapi, trx: Knex.Transaction, mode: 'change' | 'score') => {
  if (!isPostgres(strapi)) return;
  const lock = mode === 'change' ? 'pg_advisory_xact_lock' : 'pg_advisory_xact_lock_shared';
  await trx.raw(`select ${lock}(?)`, [RUBRIC_LOCK_KEY]);
};

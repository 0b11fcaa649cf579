// A restore's second half: the erasures and retention runs recorded after the backup was taken
// (erasure-log.ts) are done again on the restored database, through the same steps as the first
// time (lib/privacy/erasure-steps.ts), so a person erased yesterday does not come back with last
// week's backup. A row is found by the keyed hash of its reference or of one of its contacts'
// addresses; an erasure reaches only rows received before it was recorded (a later submission of
// the same person is theirs to keep), a retention run only rows received before its cutoff.

import type { Core } from '@strapi/strapi';
import { leadTables } from '../database/lead-tables';
import { fileKeysOf, removeErasedFiles } from '../privacy/erasure-files';
import { runErasureSteps, type ErasedRow, type ErasureSet } from '../privacy/erasure-steps';
import { ATTACHMENT_OWNER_UIDS, LEAD_UID, QUARANTINE_UID, type AttachmentOwnerUid } from '../uids';
import { normalEmail, type ErasureLog, type ErasureLogEntry } from './erasure-log';

/** Clocks of instances and the time an erasure's transaction takes: entries this near count. */
export const REPLAY_MARGIN_MS = 10 * 60 * 1000;

type StoredRow = ErasedRow & { createdAt: Date; emails: string[] };

const schemaTable = (strapi: Core.Strapi, name: string) => {
  const schema = strapi.db.getSchemaName();
  return schema ? strapi.db.connection(name).withSchema(schema) : strapi.db.connection(name);
};

/** Every lead or attempt of `uid` with its contacts' addresses (ids in order, all in memory: a campaign's size). */
const rowsOf = async (strapi: Core.Strapi, uid: AttachmentOwnerUid): Promise<StoredRow[]> => {
  const tables = leadTables(strapi, uid);
  const rows = (await schemaTable(strapi, tables.table)
    .select(
      'id',
      `${tables.column('reference')} as reference`,
      `${tables.column('attachmentKey')} as attachmentKey`,
      `${tables.column('createdAt')} as createdAt`,
    )
    .orderBy('id')) as { id: number; reference: string; attachmentKey: string | null; createdAt: unknown }[];
  const { join } = tables.contacts;
  const links = (await schemaTable(strapi, join.table)
    .join(`${tables.contacts.table} as c`, 'c.id', `${join.table}.${join.contact}`)
    .where(Object.fromEntries(Object.entries(join.on).map(([column, value]) => [`${join.table}.${column}`, value])))
    .select(`${join.table}.${join.lead} as lead`, `c.${tables.contacts.column('email')} as email`)) as {
    lead: number;
    email: string | null;
  }[];
  const emails = new Map<number, string[]>();
  for (const { lead, email } of links) {
    if (!email) continue;
    const id = Number(lead);
    emails.set(id, [...(emails.get(id) ?? []), normalEmail(email)]);
  }
  return rows.map((row) => ({
    id: Number(row.id),
    reference: row.reference,
    attachmentKey: row.attachmentKey ?? null,
    createdAt: new Date(row.createdAt as string | number | Date),
    emails: emails.get(Number(row.id)) ?? [],
  }));
};

export type ReplayOutcome = {
  erasures: number;
  retentionRuns: number;
  leads: number;
  quarantinedLeads: number;
  files: number;
};

/** Replays `entries` (oldest first) on this CMS's database; answers what it deleted. */
export const replayErasures = async (
  strapi: Core.Strapi,
  log: ErasureLog,
  entries: readonly ErasureLogEntry[],
): Promise<ReplayOutcome> => {
  const outcome: ReplayOutcome = { erasures: 0, retentionRuns: 0, leads: 0, quarantinedLeads: 0, files: 0 };
  if (!entries.length) return outcome;
  // Each row's hashes, computed once for every entry.
  const hashed = async (uid: AttachmentOwnerUid) =>
    (await rowsOf(strapi, uid)).map((row) => ({
      row,
      emails: new Map(row.emails.map((email) => [log.hashEmail(email), email])),
      reference: log.hashReference(row.reference),
    }));
  const stored = { [LEAD_UID]: await hashed(LEAD_UID), [QUARANTINE_UID]: await hashed(QUARANTINE_UID) };
  for (const entry of entries) {
    if (entry.kind === 'retention') outcome.retentionRuns += 1;
    else outcome.erasures += 1;
    const emails = new Set<string>();
    const matches = (candidate: (typeof stored)[AttachmentOwnerUid][number]) => {
      if (entry.kind === 'retention') return candidate.row.createdAt < new Date(entry.cutoff);
      if (candidate.row.createdAt.getTime() > new Date(entry.at).getTime() + REPLAY_MARGIN_MS) return false;
      const byAddress = entry.emails.flatMap((hash) => candidate.emails.get(hash) ?? []);
      byAddress.forEach((email) => emails.add(email));
      return byAddress.length > 0 || entry.references.includes(candidate.reference);
    };
    const found = {
      [LEAD_UID]: stored[LEAD_UID].filter(matches),
      [QUARANTINE_UID]: stored[QUARANTINE_UID].filter(matches),
    };
    const set: ErasureSet = {
      leads: found[LEAD_UID].map(({ row }) => row),
      attempts: found[QUARANTINE_UID].map(({ row }) => row),
      ...(emails.size ? { emails: [...emails] } : {}),
    };
    if (!set.leads.length && !set.attempts.length) continue;
    await strapi.db.transaction(({ trx }) => runErasureSteps({ strapi, trx, set }, false));
    for (const uid of ATTACHMENT_OWNER_UIDS)
      stored[uid] = stored[uid].filter((candidate) => !found[uid].includes(candidate));
    outcome.leads += set.leads.length;
    outcome.quarantinedLeads += set.attempts.length;
    outcome.files += (await removeErasedFiles(strapi, fileKeysOf(set))).removed;
  }
  return outcome;
};

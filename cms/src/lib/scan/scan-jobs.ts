// The table of malware scans still to run (api/scan-job/content-types/scan-job/schema.ts): their
// rows, written in the lead's own write (lib/leads/lead-writer.ts), and their leases. A claim is
// the mail outbox's (lib/mail/job-leases.ts): one UPDATE leases a batch of due, unleased scans to
// a random token, chosen with FOR UPDATE SKIP LOCKED on PostgreSQL, so instances claiming at the
// same moment take disjoint batches; a crashed instance's lease expires and the scan is claimed
// again. Every later change of a claimed scan names the token.

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { tableOf } from '../database/lead-tables';
import { leaseDueRows } from '../jobs/lease-due-rows';
import { newDocumentId } from '../database/new-document-id';
import type { Row } from '../database/new-row-id';
import { SCAN_JOB_UID } from '../uids';

export type ClaimedScan = { id: number; attachmentKey: string; leadReference: string | null; attempts: number };

export type NewScan = { attachmentKey: string; leadReference: string };

const scanJobs = (strapi: Core.Strapi, trx?: Knex | Knex.Transaction) => {
  const jobs = tableOf(strapi, SCAN_JOB_UID);
  const schema = strapi.db.getSchemaName();
  const knex = trx ?? strapi.db.connection;
  const query = () => (schema ? knex(jobs.table).withSchema(schema) : knex(jobs.table));
  return { ...jobs, query };
};

/** The scan_jobs column that makes a scan unique (an insert ignores a file already queued). */
export const scanJobUniqueColumn = (strapi: Core.Strapi) => tableOf(strapi, SCAN_JOB_UID).column('attachmentKey');

/** The rows of new scans, keyed by column, due at `now`. */
export const scanJobRows = (strapi: Core.Strapi, scans: NewScan[], now: Date): Row[] => {
  const jobs = tableOf(strapi, SCAN_JOB_UID);
  return scans.map((scan) =>
    jobs.row({
      documentId: newDocumentId(),
      attachmentKey: scan.attachmentKey,
      leadReference: scan.leadReference,
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    }),
  );
};

/** Queues scans in the given transaction (or outside one); a file already queued is kept as it is. */
export const insertScanJobs = async (strapi: Core.Strapi, trx: Knex | Knex.Transaction, scans: NewScan[]) => {
  if (!scans.length) return 0;
  await scanJobs(strapi, trx)
    .query()
    .insert(scanJobRows(strapi, scans, new Date()))
    .onConflict(scanJobUniqueColumn(strapi))
    .ignore();
  return scans.length;
};

/** Leases up to `batchSize` due scans to this claim's token for `leaseMs`, oldest due first. */
export const claimDueScans = async (
  strapi: Core.Strapi,
  token: string,
  { batchSize, leaseMs }: { batchSize: number; leaseMs: number },
): Promise<ClaimedScan[]> => {
  const jobs = scanJobs(strapi);
  const { column } = jobs;
  const rows = await leaseDueRows(strapi, jobs, token, {
    batchSize,
    leaseMs,
    attributes: ['attachmentKey', 'leadReference', 'attempts'],
  });
  return rows.map((row) => ({
    id: Number(row[column('id')]),
    attachmentKey: String(row[column('attachmentKey')]),
    leadReference: (row[column('leadReference')] as string | null) ?? null,
    attempts: Number(row[column('attempts')] ?? 0),
  }));
};

/** Puts a scan this claim still holds off until `nextAttemptAt`, and ends its lease. */
export const postponeScan = (
  strapi: Core.Strapi,
  scan: ClaimedScan,
  token: string,
  values: { attempts: number; nextAttemptAt: Date; lastError: string },
) => {
  const { column, query, row } = scanJobs(strapi);
  return query()
    .where(column('id'), scan.id)
    .where(column('claimToken'), token)
    .update(
      row({
        ...values,
        lastError: values.lastError.slice(0, 255),
        lockedUntil: null,
        claimToken: null,
        updatedAt: new Date(),
      }),
    );
};

/** Deletes a scan this claim still holds (its verdict is written); answers whether it did. */
export const finishScan = async (strapi: Core.Strapi, trx: Knex.Transaction, scan: ClaimedScan, token: string) => {
  const { column, query } = scanJobs(strapi, trx);
  return Number(await query().where(column('id'), scan.id).where(column('claimToken'), token).delete()) > 0;
};

/** Gives back the scans of a claim not tried this round. */
export const releaseScans = (strapi: Core.Strapi, token: string) => {
  const { column, query } = scanJobs(strapi);
  return query()
    .where(column('claimToken'), token)
    .update({ [column('lockedUntil')]: null, [column('claimToken')]: null });
};

// Files that wait for a malware scan without a scan job: the ones received before scanning
// existed (their rows get `pending`), and any row left `pending` without its job. Each gets its
// job, so the scan worker reads it like a new one. One indexed query per table at every start
// when there is nothing to do. Runs whether or not a scanner is configured: the jobs wait for one.

import type { Core } from '@strapi/strapi';
import { DEFAULT_FILE_SCAN_STATE } from '@vision/config';
import { leadTables, tableOf } from '../lib/database/lead-tables';
import { insertScanJobs } from '../lib/scan/scan-jobs';
import { ATTACHMENT_OWNER_UIDS, SCAN_JOB_UID } from '../lib/uids';

const BATCH = 1000;

/** Rows (of one table) whose file waits for a scan that nobody will run: no job names its key. */
const unqueued = (strapi: Core.Strapi, uid: string) => {
  const knex = strapi.db.connection;
  const t = leadTables(strapi, uid);
  const jobs = tableOf(strapi, SCAN_JOB_UID);
  return knex(`${t.table} as l`)
    .select(`l.${t.column('attachmentKey')} as attachmentKey`, `l.${t.column('reference')} as reference`)
    .whereNotNull(`l.${t.column('attachmentKey')}`)
    .where((state) =>
      state.where(`l.${t.column('fileScan')}`, DEFAULT_FILE_SCAN_STATE).orWhereNull(`l.${t.column('fileScan')}`),
    )
    .whereNotExists((job) =>
      job
        .select(knex.raw('1'))
        .from(`${jobs.table} as j`)
        .whereRaw('?? = ??', [`j.${jobs.column('attachmentKey')}`, `l.${t.column('attachmentKey')}`]),
    )
    .orderBy('l.id')
    .limit(BATCH);
};

export const queueUnscannedFiles = async (strapi: Core.Strapi) => {
  let queued = 0;
  for (const uid of ATTACHMENT_OWNER_UIDS) {
    const t = leadTables(strapi, uid);
    for (;;) {
      const rows = (await unqueued(strapi, uid)) as { attachmentKey: string; reference: string }[];
      if (!rows.length) break;
      await strapi.db.transaction(async ({ trx }) => {
        await trx(t.table)
          .whereIn(
            t.column('attachmentKey'),
            rows.map((row) => row.attachmentKey),
          )
          .whereNull(t.column('fileScan'))
          .update({ [t.column('fileScan')]: DEFAULT_FILE_SCAN_STATE });
        await insertScanJobs(
          strapi,
          trx,
          rows.map((row) => ({ attachmentKey: row.attachmentKey, leadReference: row.reference })),
        );
      });
      queued += rows.length;
      if (rows.length < BATCH) break;
    }
  }
  if (queued) strapi.log.info(`[scan] ${queued} file(s) received before their scan was queued now wait for it`);
};

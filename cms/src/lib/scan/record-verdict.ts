// Writing a scan's verdict (verdicts.ts) where staff read it: on the row that owns the file (a
// lead, or a quarantined attempt not yet accepted), in the audit trail with ClamAV's signature
// name, and the scan job gone, in one transaction. The row is found by the file's storage key,
// whichever table holds it now: an attempt accepted into the leads meanwhile hands its key (and its
// scan state) to the new lead in its own transaction (api/quarantined-lead/services/quarantine-review.ts).

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { DEFAULT_FILE_SCAN_STATE } from '@vision/config';
import { leadTables } from '../database/lead-tables';
import { ATTACHMENT_OWNER_UIDS } from '../uids';
import { getService } from '../strapi/services';
import { finishScan, type ClaimedScan } from './scan-jobs';
import type { Verdict } from './verdicts';

/** A lease lost while the scan ran (another instance took the job after it expired): nothing is written. */
export class ScanLeaseLost extends Error {}

/** The rows still waiting for this file's verdict: `pending`, or written before scans existed. */
const waitingRows = (strapi: Core.Strapi, trx: Knex.Transaction, uid: string, key: string) => {
  const t = leadTables(strapi, uid);
  const schema = strapi.db.getSchemaName();
  const table = schema ? trx(t.table).withSchema(schema) : trx(t.table);
  return table
    .where(t.column('attachmentKey'), key)
    .where((state) => state.where(t.column('fileScan'), DEFAULT_FILE_SCAN_STATE).orWhereNull(t.column('fileScan')));
};

/** Writes the verdict on every row that waits for it; answers the references it was written on. */
const writeOnRows = async (strapi: Core.Strapi, trx: Knex.Transaction, key: string, verdict: Verdict) => {
  const references: string[] = [];
  for (const uid of ATTACHMENT_OWNER_UIDS) {
    const t = leadTables(strapi, uid);
    // The rows the UPDATE itself changed: on PostgreSQL one deleted meanwhile (an accepted attempt)
    // is not among them, where a SELECT before it would still have seen it.
    const changed = (await waitingRows(strapi, trx, uid, key)
      .update(t.row({ fileScan: verdict.state, fileScanDetail: verdict.detail, updatedAt: new Date() }))
      .returning(t.column('reference'))) as Record<string, string>[];
    references.push(...changed.map((row) => row[t.column('reference')]));
  }
  return references;
};

/**
 * Records the verdict of a scan this claim holds; answers the references of the rows it was
 * written on (none when the file's row was erased meanwhile: the job just ends).
 */
export const recordVerdict = async (
  strapi: Core.Strapi,
  scan: ClaimedScan,
  token: string,
  verdict: Verdict,
): Promise<string[]> =>
  strapi.db.transaction(async ({ trx }) => {
    let references = await writeOnRows(strapi, trx, scan.attachmentKey, verdict);
    // On PostgreSQL an accept committing at this moment held the attempt's row: the lead it wrote
    // is visible to a second look (each statement sees what was committed before it began).
    if (!references.length) references = await writeOnRows(strapi, trx, scan.attachmentKey, verdict);
    if (!(await finishScan(strapi, trx, scan, token))) throw new ScanLeaseLost(`scan ${scan.id}: lease lost`);
    for (const reference of references) {
      await getService(strapi, 'audit-trail').recordBySystem('file-scan', {
        leadReference: reference,
        details: { verdict: verdict.state, signature: verdict.detail },
      });
    }
    return references;
  });

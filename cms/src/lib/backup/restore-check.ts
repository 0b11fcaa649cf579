// The restore's last word, on the restored database once the erasures are replayed: every row
// that holds an attachment has its file, with the sha256 of the manifest and of the row; no lead
// lacks its contacts (half a lead); what the manifest lists was in the archive as listed.

import type { Core } from '@strapi/strapi';
import { leadTables } from '../database/lead-tables';
import { ATTACHMENT_OWNER_UIDS, LEAD_UID } from '../uids';
import type { Manifest } from './manifest';
import type { RestoredFiles } from './restore-target';

const some = (items: string[]) =>
  `${items.slice(0, 5).join(', ')}${items.length > 5 ? ` and ${items.length - 5} more` : ''}`;

const schemaTable = (strapi: Core.Strapi, name: string) => {
  const schema = strapi.db.getSchemaName();
  return schema ? strapi.db.connection(name).withSchema(schema) : strapi.db.connection(name);
};

/** The problems found (none: the restore is whole), each one line for the operator. */
export const checkRestore = async (strapi: Core.Strapi, manifest: Manifest, restored: RestoredFiles) => {
  const problems: string[] = [];
  const listed = new Map(manifest.attachments.map((entry) => [entry.key, entry]));
  const altered = manifest.attachments
    .filter(
      (entry) => restored.attachments.has(entry.key) && restored.attachments.get(entry.key)!.sha256 !== entry.sha256,
    )
    .map((entry) => entry.key);
  if (altered.length) problems.push(`files whose sha256 differs from the manifest: ${some(altered)}`);
  const absent = manifest.attachments.filter((entry) => !restored.attachments.has(entry.key)).map((entry) => entry.key);
  if (absent.length) problems.push(`files in the manifest but not in the backup: ${some(absent)}`);

  for (const uid of ATTACHMENT_OWNER_UIDS) {
    const tables = leadTables(strapi, uid);
    const rows = (await schemaTable(strapi, tables.table)
      .whereNotNull(tables.column('attachmentKey'))
      .select(
        `${tables.column('reference')} as reference`,
        `${tables.column('attachmentKey')} as attachmentKey`,
        `${tables.column('attachmentSha256')} as sha256`,
      )) as {
      reference: string;
      attachmentKey: string;
      sha256: string | null;
    }[];
    const withoutFile = rows.filter((row) => !restored.attachments.has(row.attachmentKey)).map((row) => row.reference);
    if (withoutFile.length) problems.push(`${tables.table}: rows whose file is missing: ${some(withoutFile)}`);
    const differing = rows
      .filter((row) => {
        const file = restored.attachments.get(row.attachmentKey);
        const entry = listed.get(row.attachmentKey);
        return file && ((row.sha256 && file.sha256 !== row.sha256) || (entry && entry.sha256 !== file.sha256));
      })
      .map((row) => row.reference);
    if (differing.length) problems.push(`${tables.table}: rows whose file's sha256 is not theirs: ${some(differing)}`);
  }

  const lead = leadTables(strapi, LEAD_UID);
  const { join } = lead.contacts;
  const halves = (await schemaTable(strapi, lead.table)
    .whereNotIn('id', schemaTable(strapi, join.table).where(join.on).select(join.lead))
    .select(`${lead.column('reference')} as reference`)) as { reference: string }[];
  if (halves.length) problems.push(`leads without their contacts: ${some(halves.map((row) => row.reference))}`);
  return problems;
};

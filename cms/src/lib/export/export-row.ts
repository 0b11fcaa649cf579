// One lead as a row of the export: the Hebrew headers, the column widths and the cells, whichever
// writer writes them (csv.ts, xlsx.ts, or postgres-copy.ts, which builds the same cells in SQL).

import {
  CONTACTS_MAX,
  FILE_SCAN_LABELS,
  isFileScanState,
  isReviewStatus,
  REVIEW_STATUS_LABELS,
  type AreaKey,
} from '@vision/config';
import { downloadPathOf } from '../attachments/download';
import type { LeadBatch } from '../leads/lead-batches';
import type { LeadRow } from '../leads/lead-rows';
import { timeOf } from '../leads/lead-rows';
import { formatJerusalemMinute } from '../time/jerusalem';

/** How far an export got, for the audit trail: rows written, and whether it reached the end. */
export type ExportProgress = { rows: number; complete: boolean };

export type ExportCell = string | number | null;

const CONTACT_HEADERS = ['שם מלא', 'תפקיד', 'טלפון', 'דואר אלקטרוני'];

export const EXPORT_HEADERS: readonly string[] = [
  'מספר אסמכתא',
  'התקבלה בתאריך',
  'מציגי החזון',
  'מפתח תחום',
  'תחום',
  'סטטוס',
  'בודק/ת',
  'מספר הערות',
  'הערה אחרונה',
  'ייתכן שכפול של',
  ...Array.from({ length: CONTACTS_MAX }, (_, index) =>
    CONTACT_HEADERS.map((header) => `איש קשר ${index + 1} – ${header}`),
  ).flat(),
  'שם הקובץ',
  'סוג הקובץ',
  'גודל הקובץ (בתים)',
  'סריקת הקובץ',
  'קישור להורדה (למנהלים בלבד)',
];

/** Spreadsheet column widths, in characters, in the order of EXPORT_HEADERS. */
export const COLUMN_WIDTHS: readonly number[] = [
  16,
  17,
  40,
  26,
  24,
  14,
  20,
  12,
  50,
  30,
  ...Array.from({ length: CONTACTS_MAX }, () => [20, 18, 15, 28]).flat(),
  30,
  24,
  14,
  18,
  52,
];

/** The file size and the notes count: the numeric columns. */
export const SIZE_COLUMN = EXPORT_HEADERS.indexOf('גודל הקובץ (בתים)');
export const NOTES_COUNT_COLUMN = EXPORT_HEADERS.indexOf('מספר הערות');

/** A review status as people read it; a value the list does not know, as stored. */
export const statusLabel = (status: string | null): string =>
  isReviewStatus(status) ? REVIEW_STATUS_LABELS[status] : (status ?? '');

/** A file's scan state as people read it (config/src/file-scan.ts); a value the list does not know, as stored. */
export const fileScanLabel = (state: string | null): string =>
  isFileScanState(state) ? FILE_SCAN_LABELS[state] : (state ?? '');

/**
 * One lead of a batch as its export row: text cells (not yet neutralised), the notes count and the
 * size as numbers.
 */
export const exportRow = (lead: LeadRow, batch: LeadBatch, labels: Record<AreaKey, string>): ExportCell[] => {
  const id = Number(lead.id);
  const contacts = batch.contacts.get(id);
  const notes = batch.notes.get(id);
  const row: ExportCell[] = [
    lead.reference,
    formatJerusalemMinute(timeOf(lead.createdAt)),
    lead.visionPresenters ?? '',
    lead.area,
    labels[lead.area as AreaKey] ?? lead.area,
    statusLabel(lead.status),
    batch.reviewers.get(id)?.name ?? '',
    notes?.count ?? 0,
    notes?.last ?? '',
    lead.duplicateOf ?? '',
  ];
  // Five contacts' worth of cells (full name, role, phone, e-mail each), empty past the last one.
  for (let index = 0; index < CONTACTS_MAX * CONTACT_HEADERS.length; index += 1) row.push(contacts?.[index] ?? '');
  row.push(
    lead.attachmentName ?? '',
    lead.attachmentType ?? '',
    lead.attachmentSize === null || lead.attachmentSize === undefined ? null : Number(lead.attachmentSize),
    fileScanLabel(lead.fileScan),
    downloadPathOf(lead.documentId),
  );
  return row;
};

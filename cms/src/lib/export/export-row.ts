// One lead as a row of the export: the Hebrew headers, the column widths and the cells, whichever
// writer writes them (csv.ts, xlsx.ts, or postgres-copy.ts, which builds the same cells in SQL).
// The columns depend on the rubric (one per criterion), so they are laid out per export.

import {
  CONTACTS_MAX,
  FILE_SCAN_LABELS,
  isFileScanState,
  isLocale,
  isReviewStatus,
  LOCALES,
  REVIEW_STATUS_LABELS,
  type AreaKey,
} from '@vision/config';
import { downloadPathOf } from '../attachments/download';
import { storedRecordOf } from '../evaluation/lead-scores';
import type { LeadBatch } from '../leads/lead-batches';
import type { LeadRow } from '../leads/lead-rows';
import { timeOf } from '../leads/lead-rows';
import { formatJerusalemMinute } from '../time/jerusalem';

/** How far an export got, for the audit trail: rows written, and whether it reached the end. */
export type ExportProgress = { rows: number; complete: boolean };

export type ExportCell = string | number | null;

const CONTACT_HEADERS = ['שם מלא', 'תפקיד', 'טלפון', 'דואר אלקטרוני'];

/** A column of the export: its header, its spreadsheet width in characters, whether it holds numbers. */
type Column = { header: string; width: number; number?: true };

const LEAD_COLUMNS: Column[] = [
  { header: 'מספר אסמכתא', width: 16 },
  { header: 'התקבלה בתאריך', width: 17 },
  { header: 'מציגי החזון', width: 40 },
  { header: 'מפתח תחום', width: 26 },
  { header: 'תחום', width: 24 },
  { header: 'סטטוס', width: 14 },
  { header: 'בודק/ת', width: 20 },
  { header: 'מספר הערות', width: 12, number: true },
  { header: 'הערה אחרונה', width: 50 },
  { header: 'ייתכן שכפול של', width: 30 },
  { header: 'ציון ממוצע', width: 12, number: true },
  { header: 'מספר הערכות', width: 12, number: true },
  { header: 'מחלוקת', width: 10 },
];

const FILE_SIZE_HEADER = 'גודל הקובץ (בתים)';

const CONTACT_AND_FILE_COLUMNS: Column[] = [
  ...Array.from({ length: CONTACTS_MAX }, (_, index) =>
    CONTACT_HEADERS.map((header, field) => ({
      header: `איש קשר ${index + 1} – ${header}`,
      width: [20, 18, 15, 28][field],
    })),
  ).flat(),
  { header: 'שם הקובץ', width: 30 },
  { header: 'סוג הקובץ', width: 24 },
  { header: FILE_SIZE_HEADER, width: 14, number: true },
  { header: 'סריקת הקובץ', width: 18 },
  { header: 'קישור להורדה (למנהלים בלבד)', width: 52 },
  // Last, so that the columns a committee's sheets already point at keep their places.
  { header: 'שפה', width: 10 },
];

/** A criterion of the rubric, as its column is headed: by its name, in the rubric's order. */
export type ExportCriterion = { key: string; name: string };

/**
 * The export's columns for a rubric: the lead's and its review's, the committee's mean, count and
 * disagreement, one per criterion (the mean of its submitted scores), then the contacts and the
 * file. Every writer takes the headers, widths and kinds of cell from here.
 */
export type ExportLayout = {
  headers: readonly string[];
  widths: readonly number[];
  /** The columns holding numbers; the others hold text. */
  numbers: ReadonlySet<number>;
  /** The file size's column, which a spreadsheet shows with a thousands separator. */
  thousandsColumn: number;
  criteria: readonly ExportCriterion[];
};

export const exportLayout = (criteria: readonly ExportCriterion[]): ExportLayout => {
  const columns = [
    ...LEAD_COLUMNS,
    ...criteria.map(({ name }): Column => ({ header: name, width: 14, number: true })),
    ...CONTACT_AND_FILE_COLUMNS,
  ];
  return {
    headers: columns.map((column) => column.header),
    widths: columns.map((column) => column.width),
    numbers: new Set(columns.flatMap((column, index) => (column.number ? [index] : []))),
    thousandsColumn: columns.findIndex((column) => column.header === FILE_SIZE_HEADER),
    criteria: criteria.map(({ key, name }) => ({ key, name })),
  };
};

/** What the disagreement column holds for a disputed lead (nothing for the others). */
export const DISAGREEMENT_MARK = 'כן';

/** Means are shown to two decimals: rounded half up from the stored double, as the SQL does (export-select.ts). */
export const MEAN_SCALE = 100;

/** A stored mean to two decimals; null for none. */
export const roundedMean = (value: unknown): number | null => {
  const mean = typeof value === 'string' && value !== '' ? Number(value) : value;
  return typeof mean === 'number' && Number.isFinite(mean) ? Math.floor(mean * MEAN_SCALE + 0.5) / MEAN_SCALE : null;
};

/** A review status as people read it; a value the list does not know, as stored. */
export const statusLabel = (status: string | null): string =>
  isReviewStatus(status) ? REVIEW_STATUS_LABELS[status] : (status ?? '');

/** A file's scan state as people read it (config/src/file-scan.ts); a value the list does not know, as stored. */
export const fileScanLabel = (state: string | null): string =>
  isFileScanState(state) ? FILE_SCAN_LABELS[state] : (state ?? '');

/** The language a lead was written in, by its Hebrew name (config/src/locales.ts); an unknown value, as stored. */
export const localeLabel = (locale: string | null): string =>
  isLocale(locale) ? LOCALES[locale].nameHe : (locale ?? '');

/**
 * One lead of a batch as its export row: text cells (not yet neutralised), the counts, means and
 * size as numbers.
 */
export const exportRow = (
  lead: LeadRow,
  batch: LeadBatch,
  labels: Record<AreaKey, string>,
  layout: ExportLayout,
): ExportCell[] => {
  const id = Number(lead.id);
  const contacts = batch.contacts.get(id);
  const notes = batch.notes.get(id);
  const means = storedRecordOf(lead.scoreCriteria);
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
    roundedMean(lead.scoreMean),
    Number(lead.scoreCount ?? 0),
    lead.scoreDisagreement ? DISAGREEMENT_MARK : '',
  ];
  for (const { key } of layout.criteria) row.push(roundedMean(means[key]));
  // Five contacts' worth of cells (full name, role, phone, e-mail each), empty past the last one.
  for (let index = 0; index < CONTACTS_MAX * CONTACT_HEADERS.length; index += 1) row.push(contacts?.[index] ?? '');
  row.push(
    lead.attachmentName ?? '',
    lead.attachmentType ?? '',
    lead.attachmentSize === null || lead.attachmentSize === undefined ? null : Number(lead.attachmentSize),
    fileScanLabel(lead.fileScan),
    downloadPathOf(lead.documentId),
    localeLabel(lead.locale),
  );
  return row;
};

// How the Content Manager lays out our content types, stored in its configuration at every start:
// the lead, quarantine and audit lists (columns, newest first, search), their edit views (nothing
// editable: these rows are evidence written by the server), and the Settings page (titled by the
// type's name, its fields in the order in which they appear on the site).

import { AUDIT_UID, LEAD_UID, MAIL_JOB_UID, QUARANTINE_UID, SETTINGS_UID } from '../lib/uids';

export type Configuration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit: Record<string, unknown>; list: Record<string, unknown> }>;
  layouts: { list: string[]; edit: { name: string; size: number }[][] };
};

/**
 * How a list opens and what it shows. The area, the review status, the reviewer and the score are
 * stored fields the admin panel shows in Hebrew, by name and as a number with the disagreement mark
 * (src/admin/features/leads/list-columns.tsx).
 * Storage details (the file's key and hash, the idempotency key, the contacts copy) are
 * `visible: false` in the schema, so the Content Manager never offers them at all.
 */
type ListView = { columns: string[]; searchable: string[]; mainField: string; hiddenInEditView?: string[] };

export const LIST_VIEWS: Record<string, ListView> = {
  // What a committee works from, in the order a reader needs it, so that at 1440 px the first six
  // show without scrolling sideways: the file's name and a contact's e-mail are on the lead's page.
  [LEAD_UID]: {
    columns: [
      'createdAt',
      'reference',
      'visionSubmissionArea',
      'reviewStatus',
      'reviewer',
      'scoreMean',
      'visionPresenters',
      'fileScan',
      // The language the visitor wrote in: their e-mails are in it, a reply should be too.
      'submissionLocale',
    ],
    searchable: ['reference', 'visionPresenters', 'attachmentName'],
    mainField: 'reference',
  },
  [QUARANTINE_UID]: {
    columns: [
      'createdAt',
      'reference',
      'visionPresenters',
      'visionSubmissionArea',
      'attachmentName',
      'fileScan',
      'reason',
    ],
    searchable: ['reference', 'visionPresenters', 'attachmentName'],
    mainField: 'reference',
  },
  [AUDIT_UID]: {
    columns: ['createdAt', 'action', 'actor', 'leadReference'],
    searchable: ['actor', 'leadReference'],
    mainField: 'actor',
    // Shown as a Hebrew list in a side panel (src/admin/features/audit/details-panel.tsx), never as JSON.
    hiddenInEditView: ['details'],
  },
  // Super admins only (src/bootstrap/admin-roles.ts): what was sent, what waits and what failed.
  [MAIL_JOB_UID]: {
    columns: ['createdAt', 'kind', 'leadReference', 'recipient', 'deliveryStatus', 'attempts', 'lastError', 'sentAt'],
    searchable: ['recipient', 'leadReference'],
    mainField: 'leadReference',
    // The lead's row id is how the worker finds it, not something a person reads: the reference is.
    hiddenInEditView: ['leadId'],
  },
};

/**
 * The Settings fields grouped as the site shows them, the open/closed switch first (it decides
 * what the page is). Each group opens with a full-width field whose Hebrew label names it (a text
 * component: "פתיח העמוד", "טופס ההגשה"…); the panel draws each group in a box of its own
 * (src/admin/features/settings/page-layout.ts).
 */
export const SETTINGS_ORDER: readonly string[] = [
  // whether the form is open, and what replaces it when it is not
  'isClosed',
  'opensAt',
  'closesAt',
  'closedText',
  // how long what the window brought in is kept after it closes
  'retentionDays',
  // whether the committee's evaluators read the contacts (super admins only)
  'evaluatorsSeeContacts',
  // the banner and the top of the page
  'topSection',
  'titleImage',
  'desktopBackground',
  'mobileBackground',
  'partnerLogo',
  'mediaLogo',
  'introImage',
  'informationDocument',
  // the form
  'form',
  'areas',
  'termsDocument',
  'privacyDocument',
  'errors',
  // the e-mails: what the contacts and the staff receive, and who on the staff
  'emails',
  'staffNotification',
  'staffEmails',
  // the words around the page: links, share buttons, screen-reader texts
  'general',
  // what search engines, browser tabs and shared links show
  'seo',
  'socialImage',
  'favicon',
];

type EditRow = { name: string; size: number }[];

/** The fields in the given order, each keeping its width, packed into rows of twelve columns. */
export const orderEditLayout = (rows: EditRow[], order: readonly string[]): EditRow[] => {
  const fields = rows.flat();
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const sorted = [...fields].sort((a, b) => rank(a.name) - rank(b.name));
  const packed: EditRow[] = [];
  for (const field of sorted) {
    const row = packed.at(-1);
    const width = row?.reduce((sum, f) => sum + f.size, 0) ?? 12;
    if (row && width + field.size <= 12) row.push(field);
    else packed.push([field]);
  }
  return packed;
};

/** Newest first, the chosen columns, and nothing editable: these rows are written by the server. */
const layOutList = (configuration: Configuration, view: ListView) => {
  configuration.settings = {
    ...configuration.settings,
    searchable: true,
    filterable: true,
    bulkable: true,
    mainField: view.mainField,
    defaultSortBy: 'createdAt',
    defaultSortOrder: 'DESC',
  };
  configuration.layouts.list = view.columns.filter((name) => configuration.metadatas[name]);
  const hidden = view.hiddenInEditView ?? [];
  for (const [name, metadata] of Object.entries(configuration.metadatas)) {
    metadata.edit = { ...metadata.edit, editable: false, ...(hidden.includes(name) ? { visible: false } : {}) };
    if ('searchable' in metadata.list || view.searchable.includes(name)) {
      metadata.list = { ...metadata.list, searchable: view.searchable.includes(name) };
    }
  }
  configuration.layouts.edit = configuration.layouts.edit
    .map((row) => row.filter((field) => !hidden.includes(field.name)))
    .filter((row) => row.length > 0);
};

/**
 * A single type's page is titled by its main field's value, or by the type's name when the main
 * field is `id`: Settings has no field that names it, and the default (its documentId) read as
 * "hq3ck867…" in the header.
 */
const layOutSettings = (configuration: Configuration) => {
  configuration.settings = { ...configuration.settings, mainField: 'id' };
  const rows = configuration.layouts.edit.map((row) =>
    row.map((field) => (FULL_WIDTH_SETTINGS.includes(field.name) ? { ...field, size: 12 } : field)),
  );
  configuration.layouts.edit = orderEditLayout(rows, SETTINGS_ORDER);
};

/**
 * The window's dates take a whole row: a date and a time picker side by side in half a row cut
 * the time off at 1024 px ("2…" for 21:44), and each carries a line of Israel time under it.
 */
const FULL_WIDTH_SETTINGS = ['opensAt', 'closesAt'];

export const layOutContentType = (uid: string, configuration: Configuration) => {
  if (uid === SETTINGS_UID) layOutSettings(configuration);
  else if (LIST_VIEWS[uid]) layOutList(configuration, LIST_VIEWS[uid]);
};

import {
  AREA_KEYS,
  CONTACTS_MAX,
  CONTACTS_MIN,
  DEFAULT_FILE_SCAN_STATE,
  DEFAULT_LOCALE,
  DEFAULT_REVIEW_STATUS,
  MODEL_NAMES,
  FILE_SCAN_STATES,
  LOCALE_CODES,
  REVIEW_STATUSES,
  TEXT_MAX_LENGTH,
} from '@vision/config';

// A vision proposal sent by a visitor. Written only through POST /api/leads/create; the
// attachment itself lives in private storage, this row keeps its metadata and storage key.
// No raw IP address is stored: privacy law counts it as personal data.

/** The index that holds every column GET /api/leads/stats groups by (api/lead/services/lead-stats.ts). */
export const REVIEW_STATS_INDEX = 'leads_review_stats_idx';

/** What the intake writes: a lead's and a quarantined attempt's (quarantined-lead/schema.ts) alike. */
export const INTAKE_ATTRIBUTES = {
  reference: { type: 'string', required: true, unique: true, maxLength: 32 },
  visionPresenters: { type: 'text', required: true, maxLength: TEXT_MAX_LENGTH.visionPresenters },
  contacts: {
    type: 'component',
    repeatable: true,
    required: true,
    min: CONTACTS_MIN,
    max: CONTACTS_MAX,
    component: 'lead.contact',
  },
  visionSubmissionArea: { type: 'enumeration', enum: [...AREA_KEYS], required: true },
  confirmation: { type: 'boolean', required: true, default: false },
  attachmentName: { type: 'string', maxLength: TEXT_MAX_LENGTH.fileName },
  attachmentType: { type: 'string', maxLength: 100 },
  attachmentSize: { type: 'integer' },
  // `visible: false` keeps a storage detail out of the Content Manager altogether: its edit view,
  // its list columns and its filters (which offer every attribute the schema shows it).
  attachmentSha256: { type: 'string', maxLength: 64, visible: false },
  attachmentKey: { type: 'string', private: true, maxLength: 100, visible: false },
  idempotencyKey: { type: 'string', private: true, unique: true, maxLength: 100, visible: false },
  recaptchaScore: { type: 'decimal' },
  // The file's malware scan (README.md, "Malware scanning"), written by the scan worker only
  // (src/lib/scan/): only a `clean` file downloads. Not `private`: the panel shows it.
  fileScan: { type: 'enumeration', enum: [...FILE_SCAN_STATES], default: DEFAULT_FILE_SCAN_STATE },
  // ClamAV's signature name for an infected or unscannable file (Heuristics.Encrypted.Zip…), or
  // why no verdict could be had (lib/scan/verdicts.ts, SCAN_NOTES).
  fileScanDetail: { type: 'string', maxLength: 255, visible: false },
  // The language of the page the visitor sent it from (config/src/locales.ts): their e-mails
  // follow it. Not `locale`: Strapi's i18n gives every content type an attribute of that name for
  // its own use (a private string it manages), and would replace ours. Strapi's `default` is applied
  // by its query engine only; the column's own default (`column.defaultTo`) is the database's, so
  // the rows stored before the column existed read Hebrew (both databases give a column added with
  // a default that value in every row), as does any insert that names no language.
  submissionLocale: {
    type: 'enumeration',
    enum: [...LOCALE_CODES],
    default: DEFAULT_LOCALE,
    column: { defaultTo: DEFAULT_LOCALE },
  },
} as const;

export default {
  kind: 'collectionType',
  collectionName: 'leads',
  info: {
    singularName: 'lead',
    pluralName: 'leads',
    displayName: MODEL_NAMES['api::lead.lead'].he,
    description: 'ההצעות שהגישו מבקרי האתר',
  },
  options: { draftAndPublish: false },
  pluginOptions: { i18n: { localized: false } },
  // Real unique indexes: Strapi checks `unique` only in its own services, not under concurrency.
  indexes: [
    { name: 'leads_reference_unique', columns: ['reference'], type: 'unique' },
    { name: 'leads_idempotency_key_unique', columns: ['idempotency_key'], type: 'unique' },
    // The list, newest first (created_at, then id), and the export's cursor: a page is read from the
    // index's end, never sorted from every lead, whatever the database knows of the table. With a
    // filter by area, status, scan state or language, the filter's own index in the same order.
    { name: 'leads_created_at_idx', columns: ['created_at', 'id'] },
    { name: 'leads_area_created_at_idx', columns: ['vision_submission_area', 'created_at', 'id'] },
    { name: 'leads_review_status_idx', columns: ['review_status', 'created_at', 'id'] },
    // Also the start's look for files without a scan job.
    { name: 'leads_file_scan_idx', columns: ['file_scan', 'created_at', 'id'] },
    { name: 'leads_submission_locale_idx', columns: ['submission_locale', 'created_at', 'id'] },
    // The duplicate check's backfill.
    { name: 'leads_attachment_sha_256_idx', columns: ['attachment_sha_256'] },
    // The committee's ranking (GET /api/evaluation/ranking), best first (score_order, below): a
    // page is read from the index's start, never sorted from every lead; by area, its own index.
    { name: 'leads_score_order_idx', columns: ['score_order', 'id'] },
    { name: 'leads_area_score_order_idx', columns: ['vision_submission_area', 'score_order', 'id'] },
    // The disputed leads (`disagreement=true`), a few in ten: their count from this index alone and
    // their page from its start. Without it, counting them read every lead (PostgreSQL 280 ms at
    // 120,000 leads; scripts/bench/README.md).
    { name: 'leads_disagreement_score_order_idx', columns: ['score_disagreement', 'score_order', 'id'] },
    // Covers GET /api/leads/stats: one aggregate query reads the index alone, never the rows.
    {
      name: REVIEW_STATS_INDEX,
      columns: ['received_day', 'vision_submission_area', 'review_status', 'file_scan'],
    },
  ],
  attributes: {
    ...INTAKE_ATTRIBUTES,
    // The contacts twice more, for the export (their fields, and their cells with the formula rule
    // applied): lib/leads/contacts-snapshot.ts.
    contactsSnapshot: { type: 'text', private: true, visible: false },
    contactsCells: { type: 'text', private: true, visible: false },
    // The review (README.md, "The /api contract"): changed only through PUT /api/leads/:id/review.
    reviewStatus: { type: 'enumeration', enum: [...REVIEW_STATUSES], default: DEFAULT_REVIEW_STATUS, required: true },
    reviewer: { type: 'relation', relation: 'manyToOne', target: 'admin::user' },
    // The day in Asia/Jerusalem the lead arrived (YYYY-MM-DD), written with the row, so the
    // statistics group by day from an index (content-model/received-day.ts).
    receivedDay: { type: 'string', maxLength: 10, private: true, visible: false },
    // The references of the earlier leads it may duplicate, linked at intake (lib/leads/match-keys.ts),
    // ready for the list and the export to read as they are.
    duplicateOf: { type: 'text', visible: false },
    // The committee's scores (config/src/evaluation.ts), recomputed in the transaction of every
    // submission and reopening (api/evaluation/services/evaluation-scores.ts): the mean of the
    // submitted weighted scores (null before the first), how many, and whether two evaluators are
    // DISAGREEMENT_GAP or more apart on a criterion. The lead writer stores the defaults.
    scoreMean: { type: 'float' },
    scoreCount: { type: 'integer', default: 0 },
    scoreDisagreement: { type: 'boolean', default: false },
    // The ranking's ascending sort key: minus scoreMean, or 1 before any score (a mean is never
    // below 0), so one index holds the best first, ties oldest first, and unscored leads last.
    scoreOrder: { type: 'float', default: 1, private: true, visible: false },
    // Each criterion's mean of the submitted scores by key ({ clarity: 3.5 }), recomputed with the
    // mean, so the exports read it from the lead's own row; null on a lead scored by nobody yet.
    scoreCriteria: { type: 'json', private: true, visible: false },
  },
};

// Content-type uids used across the app, named once.
export const SETTINGS_UID = 'api::setting.setting' as const;

/** What each publish of the site's texts made live (src/lib/publishing/): kept, never edited. */
export const SETTINGS_VERSION_UID = 'api::setting.setting-version' as const;
export const LEAD_UID = 'api::lead.lead' as const;

export const QUARANTINE_UID = 'api::quarantined-lead.quarantined-lead' as const;

/** A lead's internal notes (append-only) and the keys that link it to its possible duplicates. */
export const NOTE_UID = 'api::lead.lead-note' as const;
export const MATCH_UID = 'api::lead.lead-match' as const;

/** The committee's evaluation (api/evaluation/): the rubric, the assignments with their scores, the
 * declared conflicts of interest and the evaluators' areas. Reached only through /api routes. */
export const CRITERION_UID = 'api::evaluation.evaluation-criterion' as const;
export const ASSIGNMENT_UID = 'api::evaluation.evaluation-assignment' as const;
export const CONFLICT_UID = 'api::evaluation.evaluation-conflict' as const;
export const EVALUATOR_AREA_UID = 'api::evaluation.evaluator-area' as const;
export const EVALUATION_UIDS: readonly string[] = [CRITERION_UID, ASSIGNMENT_UID, CONFLICT_UID, EVALUATOR_AREA_UID];

/** Who exported leads or opened an attachment, and when: read-only, super admins only. */
export const AUDIT_UID = 'api::audit-entry.audit-entry' as const;

/** The e-mail outbox (src/lib/mail/): one row per message to send; recipients are personal data. */
export const MAIL_JOB_UID = 'api::mail-job.mail-job' as const;

/** The malware scans still to run (src/lib/scan/): one row per file without a verdict yet. */
export const SCAN_JOB_UID = 'api::scan-job.scan-job' as const;

/** The content types whose rows own a private attachment. */
export type AttachmentOwnerUid = typeof LEAD_UID | typeof QUARANTINE_UID;
export const ATTACHMENT_OWNER_UIDS: readonly AttachmentOwnerUid[] = [LEAD_UID, QUARANTINE_UID];

/** Content types that hold visitors' personal data: never visible to the Editor role. */
export const PERSONAL_DATA_UIDS: readonly string[] = [
  ...ATTACHMENT_OWNER_UIDS,
  NOTE_UID,
  MATCH_UID,
  MAIL_JOB_UID,
  ASSIGNMENT_UID,
  CONFLICT_UID,
];

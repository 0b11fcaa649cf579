// The content types the panel's additions attach to. The panel is its own bundle and imports no
// server code, so it names them here; a uid follows the type's folder (src/api/lead/content-types/
// lead is `api::lead.lead`), and __tests__/server-names.test.ts fails if the two part ways.

export const LEAD_UID = 'api::lead.lead';
export const QUARANTINE_UID = 'api::quarantined-lead.quarantined-lead';
export const AUDIT_UID = 'api::audit-entry.audit-entry';
export const SETTINGS_UID = 'api::setting.setting';
export const MAIL_JOB_UID = 'api::mail-job.mail-job';

// The malware scans still to run (README.md, "Malware scanning"): one row per stored file whose
// verdict is not in yet, written in the same transaction as the lead (or quarantined attempt) that
// owns the file (src/lib/leads/lead-writer.ts), claimed by the scan worker of every instance
// (services/scan-worker.ts) and deleted once the verdict is written on the file's row. A row
// names the file by its storage key and the row's reference (for the audit trail); no personal
// data. Hidden from the panel: it is plumbing, and the verdicts are on the leads and in the audit trail.
export default {
  kind: 'collectionType',
  collectionName: 'scan_jobs',
  info: {
    singularName: 'scan-job',
    pluralName: 'scan-jobs',
    displayName: 'Scan job',
    description: 'Malware scans of lead files still to run',
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    i18n: { localized: false },
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
  },
  indexes: [
    // One scan per file, whatever retries or instances do.
    { name: 'scan_jobs_attachment_key_unique', columns: ['attachment_key'], type: 'unique' },
    // The worker's question: which scans are due, in the order it takes them (lib/jobs).
    { name: 'scan_jobs_due_idx', columns: ['next_attempt_at', 'id'] },
  ],
  attributes: {
    /** The file's storage key (src/lib/attachments/attachment-store.ts). */
    attachmentKey: { type: 'string', required: true, unique: true, private: true, maxLength: 100 },
    /** The reference of the lead or attempt that owns the file, for the audit trail and the log. */
    leadReference: { type: 'string', maxLength: 32 },
    /** Tries so far that clamd could not finish (an error answer, or clamd or storage unreachable). */
    attempts: { type: 'integer', default: 0, required: true },
    nextAttemptAt: { type: 'datetime', required: true },
    /** A worker's claim: until then no other worker takes the scan (the lease). */
    lockedUntil: { type: 'datetime' },
    claimToken: { type: 'string', maxLength: 32, private: true },
    /** Why the last try did not finish (an error code or clamd's answer), for the operator. */
    lastError: { type: 'string', maxLength: 255 },
  },
};

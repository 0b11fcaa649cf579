// The e-mail outbox: one row per message to send, written in the same transaction as the lead it
// is about (src/lib/mail/outbox.ts), sent by the worker (services/mail-worker.ts). A row holds
// the recipient and what to look up when sending (the lead's id, or the digest's day), never the
// message itself or other personal data: the text is built from the lead and Settings when sent.
// The one exception is an editor's test send (kind `test`): its message is the preview the editor
// saw, with a sample lead and perhaps unsaved texts, so it is kept on the job (`testMessage`).
// Read-only in the panel, and only super admins see it (src/bootstrap/admin-roles.ts).

import { MODEL_NAMES } from '@vision/config';
import { MAIL_JOB_KINDS, MAIL_JOB_STATUSES } from '../../../../lib/mail/jobs';

export default {
  kind: 'collectionType',
  collectionName: 'mail_jobs',
  info: {
    singularName: 'mail-job',
    pluralName: 'mail-jobs',
    displayName: MODEL_NAMES['api::mail-job.mail-job'].he,
    description: 'הודעות הדואר האלקטרוני שהאתר שולח: אישורים למגישים והודעות לצוות',
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    i18n: { localized: false },
    'content-type-builder': { visible: false },
  },
  indexes: [
    // One lead never mails one address twice for one kind, whatever retries or instances do.
    { name: 'mail_jobs_dedupe_key_unique', columns: ['dedupe_key'], type: 'unique' },
    // The worker's question: which pending jobs are due, in the order it takes them (lib/jobs).
    { name: 'mail_jobs_due_idx', columns: ['delivery_status', 'next_attempt_at', 'id'] },
    // Erasure and retention: the jobs of given leads.
    { name: 'mail_jobs_lead_id_idx', columns: ['lead_id'] },
  ],
  attributes: {
    kind: { type: 'enumeration', enum: [...MAIL_JOB_KINDS], required: true },
    recipient: { type: 'string', required: true, maxLength: 254 },
    /** The lead a confirmation or staff notification is about; null for a digest. */
    leadId: { type: 'integer' },
    leadReference: { type: 'string', maxLength: 32 },
    /** The Israel-time day (YYYY-MM-DD) a digest lists; null otherwise. */
    digestDay: { type: 'string', maxLength: 10 },
    /** The note a mention mail quotes; null otherwise. */
    noteId: { type: 'integer' },
    /** The panel account a staff mail is for (a mention, an evaluator's digest): none is sent once it is switched off. */
    adminUserId: { type: 'integer' },
    // Not `status`: Strapi 5's Content Manager shows a field by that name as the publication status.
    deliveryStatus: { type: 'enumeration', enum: [...MAIL_JOB_STATUSES], default: 'pending', required: true },
    attempts: { type: 'integer', default: 0, required: true },
    nextAttemptAt: { type: 'datetime', required: true },
    /** A worker's claim: until then no other worker takes the job (the lease). */
    lockedUntil: { type: 'datetime', visible: false },
    claimToken: { type: 'string', maxLength: 32, visible: false, private: true },
    /** The SMTP server's answer code and text, with any address in it blanked out. */
    lastError: { type: 'string', maxLength: 255 },
    sentAt: { type: 'datetime' },
    /** A test send's message as rendered for the editor ({ subject, text, html }); null otherwise. */
    testMessage: { type: 'json', visible: false, private: true },
    /** sha256 of kind, lead or day, and recipient: the uniqueness rule above, without the address. */
    dedupeKey: { type: 'string', required: true, unique: true, maxLength: 64, visible: false, private: true },
  },
};

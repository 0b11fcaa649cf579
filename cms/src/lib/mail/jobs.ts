// What the e-mail outbox holds (src/api/mail-job/content-types/mail-job/schema.ts): the kinds of
// message and the states of a job, named once for the schema, the outbox and the worker.

// 'backup-failure': the super admins' alert of a failed scheduled backup (api/backup/services/backup.ts).
// 'test': an editor's test send of an e-mail to their own address (api/mail-job/services/mail-preview.ts),
// its message rendered when asked for and kept on the job: it may carry texts nobody saved.
// 'note-mention': a colleague mentioned in a lead's note (api/lead/services/lead-review.ts).
// 'evaluator-digest': an evaluator's new assignments of one Israel-time day, one mail a day at most
// (lib/mail/evaluator-digest.ts).
export const MAIL_JOB_KINDS = [
  'confirmation',
  'staff-notification',
  'staff-digest',
  'backup-failure',
  'test',
  'note-mention',
  'evaluator-digest',
] as const;
export type MailJobKind = (typeof MAIL_JOB_KINDS)[number];

export const MAIL_JOB_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailJobStatus = (typeof MAIL_JOB_STATUSES)[number];

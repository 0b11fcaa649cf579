// What the e-mail outbox holds (src/api/mail-job/content-types/mail-job/schema.ts): the kinds of
// message and the states of a job, named once for the schema, the outbox and the worker.

export const MAIL_JOB_KINDS = ['confirmation', 'staff-notification', 'staff-digest'] as const;
export type MailJobKind = (typeof MAIL_JOB_KINDS)[number];

export const MAIL_JOB_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailJobStatus = (typeof MAIL_JOB_STATUSES)[number];

// The message a mail job sends, built when it is sent (never stored): from the lead as it is then
// and the editors' texts in Settings, as published when it is sent. A visitor's confirmation is in
// the lead's language (its texts and area names that language's); everything the staff get is Hebrew. A job whose lead has been erased meanwhile has no message.
// A test send (kind `test`) is the exception: it sends the message the editor previewed, kept on the job.

import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, EVALUATION_QUEUE_ROUTE, isLocale, type LocaleCode } from '@vision/config';
import type { LocaleMailTexts } from '../publishing/settings-payload';
import { LEAD_UID, NOTE_UID } from '../uids';
import { evaluatorDigestContent } from './evaluator-digest';
import type { ClaimedJob } from './job-leases';
import {
  backupFailureMail,
  confirmationMail,
  digestMail,
  evaluatorDigestMail,
  israeliDate,
  noteMentionMail,
  panelLink,
  panelPageLink,
  staffNotificationMail,
  type MailMessage,
  type MailTexts,
} from './templates';

/**
 * A job with nothing left to say: an evaluator's digest whose every assignment went meanwhile, or a
 * mail for an account switched off since.
 */
export const NOTHING_TO_SEND = 'nothing-to-send' as const;

/**
 * What a message takes from Settings (the staff's area names and texts, in Hebrew, and each
 * language's for a visitor), and the address the panel's links start with.
 */
export type MessageSettings = {
  areaLabels: Record<string, string>;
  texts: MailTexts;
  textsByLocale: Record<LocaleCode, LocaleMailTexts>;
  publicUrl: string;
};

type LeadFacts = {
  reference: string;
  visionSubmissionArea: string;
  attachmentName: string;
  documentId: string;
  submissionLocale: string | null;
};
const LEAD_FIELDS = ['reference', 'visionSubmissionArea', 'attachmentName', 'documentId', 'submissionLocale'];

/** A test send's kept message: a JSON column answers an object (PostgreSQL) or its text (SQLite). */
const storedMessage = (stored: unknown): MailMessage | null => {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const { subject, text, html } = (value ?? {}) as Partial<Record<keyof MailMessage, unknown>>;
  return typeof subject === 'string' && typeof text === 'string' && typeof html === 'string'
    ? { subject, text, html }
    : null;
};

const isUsableAccount = async (strapi: Core.Strapi, id: number) => {
  const user = (await strapi.db.query('admin::user').findOne({ where: { id }, select: ['isActive', 'blocked'] })) as {
    isActive: boolean;
    blocked: boolean | null;
  } | null;
  return !!user && user.isActive === true && user.blocked !== true;
};

/** A colleague's mention: the note as written (author's name as kept) on its lead, or null once erased. */
const mentionMessage = async (strapi: Core.Strapi, job: ClaimedJob, publicUrl: string) => {
  if (job.noteId === null) return null;
  const note = (await strapi.db
    .query(NOTE_UID)
    .findOne({ where: { id: job.noteId }, select: ['leadId', 'authorName', 'text'] })) as {
    leadId: number;
    authorName: string | null;
    text: string;
  } | null;
  if (!note) return null;
  const lead = (await strapi.db
    .query(LEAD_UID)
    .findOne({ where: { id: note.leadId }, select: ['reference', 'documentId'] })) as {
    reference: string;
    documentId: string;
  } | null;
  if (!lead) return null;
  return noteMentionMail({
    author: note.authorName ?? '',
    reference: lead.reference,
    note: note.text,
    link: panelLink(publicUrl, lead.documentId),
  });
};

/** An evaluator's digest of one day, as the assignments stand when it is sent. */
const evaluatorDigestMessage = async (strapi: Core.Strapi, job: ClaimedJob, publicUrl: string) => {
  if (job.adminUserId === null || !job.digestDay) return null;
  const { references, open } = await evaluatorDigestContent(strapi, job.adminUserId, job.digestDay);
  if (references.length === 0) return NOTHING_TO_SEND;
  return evaluatorDigestMail({
    date: israeliDate(job.digestDay),
    references,
    open,
    link: panelPageLink(publicUrl, EVALUATION_QUEUE_ROUTE),
  });
};

/**
 * The message of a job; null when what it is about no longer exists (an erased lead), NOTHING_TO_SEND
 * when there is nothing left to tell.
 */
export const messageOf = async (
  strapi: Core.Strapi,
  job: ClaimedJob,
  { areaLabels, texts, textsByLocale, publicUrl }: MessageSettings,
): Promise<MailMessage | null | typeof NOTHING_TO_SEND> => {
  const areaOf = (key: string) => areaLabels[key] ?? key;
  if (job.kind === 'test') return storedMessage(job.testMessage);
  // A mail about a panel account's work is for that account while it is one: switched off or
  // blocked meanwhile, it is told nothing (its address may no longer be theirs to read).
  if (job.adminUserId !== null && !(await isUsableAccount(strapi, job.adminUserId))) return NOTHING_TO_SEND;
  if (job.kind === 'note-mention') return mentionMessage(strapi, job, publicUrl);
  if (job.kind === 'evaluator-digest') return evaluatorDigestMessage(strapi, job, publicUrl);
  if (job.kind === 'backup-failure') return job.digestDay ? backupFailureMail(israeliDate(job.digestDay)) : null;
  if (job.kind === 'staff-digest') {
    if (!job.digestDay) return null;
    const leads = (await strapi.db.query(LEAD_UID).findMany({
      where: { receivedDay: job.digestDay },
      select: LEAD_FIELDS,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    })) as LeadFacts[];
    if (leads.length === 0) return null;
    return digestMail(
      texts,
      israeliDate(job.digestDay),
      leads.map((lead) => ({
        reference: lead.reference,
        area: areaOf(lead.visionSubmissionArea),
        link: panelLink(publicUrl, lead.documentId),
      })),
    );
  }
  if (job.leadId === null) return null;
  const lead = (await strapi.db
    .query(LEAD_UID)
    .findOne({ where: { id: job.leadId }, select: LEAD_FIELDS })) as LeadFacts | null;
  if (!lead) return null;
  if (job.kind === 'confirmation') {
    const locale = isLocale(lead.submissionLocale) ? lead.submissionLocale : DEFAULT_LOCALE;
    const visitor = textsByLocale[locale];
    const key = lead.visionSubmissionArea;
    return confirmationMail(
      visitor.texts,
      {
        reference: lead.reference,
        area: (visitor.areaLabels as Record<string, string>)[key] ?? key,
        fileName: lead.attachmentName,
      },
      locale,
    );
  }
  const area = areaOf(lead.visionSubmissionArea);
  return staffNotificationMail(texts, {
    reference: lead.reference,
    area,
    link: panelLink(publicUrl, lead.documentId),
  });
};

/** A Message-ID derived from the job, so a repeated send is recognisably the same message. */
export const messageIdOf = (job: ClaimedJob, publicUrl: string) => {
  const host = (() => {
    try {
      return new URL(publicUrl).hostname || 'localhost';
    } catch {
      return 'localhost';
    }
  })();
  return `<mail-job-${job.id}@${host}>`;
};

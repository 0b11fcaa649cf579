// The e-mails as a person reads them: Hebrew, right to left, an HTML part and a plain-text part,
// built from the editors' texts (Settings, group "emails") with their {placeholders} filled in.
// Every value is HTML-escaped in the HTML part: a file named "<script>.pdf" stays text.

import { BACKUP_FAILURE_MAIL } from '@vision/config';

export type MailMessage = { subject: string; text: string; html: string };

export type MailTexts = Record<
  | 'confirmationSubject'
  | 'confirmationBody'
  | 'staffSubject'
  | 'staffBody'
  | 'digestSubject'
  | 'digestIntro'
  | 'digestLine',
  string
>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]);

type Values = Record<string, string | number>;

/** A subject is one line: line breaks an editor or a value brings in become spaces. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** Plain text: each {name} replaced by its value; unknown names stay as written. */
export const fillPlain = (template: string, values: Values) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * HTML: the editor's text escaped, then each {name} replaced by its escaped value; a value that
 * is a web address becomes a link. Paragraphs at blank lines, line breaks kept.
 */
export const fillHtml = (template: string, values: Values) => {
  const filled = escapeHtml(template).replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in values)) return whole;
    const value = escapeHtml(String(values[name]));
    return /^https?:\/\//.test(String(values[name])) ? `<a href="${value}" dir="ltr">${value}</a>` : value;
  });
  return filled
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${paragraph.replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');
};

const document = (subject: string, body: string) =>
  `<!DOCTYPE html>
<html dir="rtl" lang="he">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body dir="rtl" style="direction: rtl; text-align: right; font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5;">
${body}
</body>
</html>
`;

const message = (subjectTemplate: string, bodyTemplate: string, values: Values): MailMessage => {
  const subject = oneLine(fillPlain(subjectTemplate, values));
  return {
    subject,
    text: `${fillPlain(bodyTemplate, values).trim()}\n`,
    html: document(subject, fillHtml(bodyTemplate, values)),
  };
};

export type LeadFacts = { reference: string; area: string; fileName: string };

/** To a contact of the lead: the reference, the area and the file, nothing about anyone else. */
export const confirmationMail = (texts: MailTexts, lead: LeadFacts) =>
  message(texts.confirmationSubject, texts.confirmationBody, { ...lead });

/** To the staff: the reference, the area and the panel link; no name, address or phone. */
export const staffNotificationMail = (texts: MailTexts, lead: { reference: string; area: string; link: string }) =>
  message(texts.staffSubject, texts.staffBody, { ...lead });

export type DigestLine = { reference: string; area: string; link: string };

/** To the staff: the day's leads, one line each. `date` is the Israel-time day as people write it. */
export const digestMail = (texts: MailTexts, date: string, lines: DigestLine[]): MailMessage => {
  const values = { date, count: lines.length };
  const subject = oneLine(fillPlain(texts.digestSubject, values));
  const intro = texts.digestIntro;
  const text = [fillPlain(intro, values).trim(), '', ...lines.map((line) => fillPlain(texts.digestLine, line))].join(
    '\n',
  );
  const items = lines.map((line) => `<li>${fillHtml(texts.digestLine, line).replace(/^<p>|<\/p>$/g, '')}</li>`);
  return {
    subject,
    text: `${text}\n`,
    html: document(subject, `${fillHtml(intro, values)}\n<ul>\n${items.join('\n')}\n</ul>`),
  };
};

/** To the super admins: the scheduled backup of `date` (as written in Israel) failed; fixed Hebrew. */
export const backupFailureMail = (date: string) =>
  message(BACKUP_FAILURE_MAIL.subject, BACKUP_FAILURE_MAIL.body, { date });

/** 2026-03-27 → 27.3.2026, as dates are written in Israel. */
export const israeliDate = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return `${date}.${month}.${year}`;
};

/** The lead's page in the panel (PUBLIC_URL/admin/…), where only signed-in staff may look. */
export const panelLink = (publicUrl: string, documentId: string) =>
  `${publicUrl.replace(/\/+$/, '')}/admin/content-manager/collection-types/api::lead.lead/${documentId}`;

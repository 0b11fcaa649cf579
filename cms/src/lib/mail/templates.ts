// The e-mails as a person reads them: an HTML part and a plain-text part, built from the editors'
// texts (Settings, group "emails") with their {placeholders} filled in. The staff's are Hebrew, right
// to left; a visitor's confirmation is in the language they wrote in, in its direction
// (config/src/locales.ts). Every value is HTML-escaped in the HTML part: a file named
// "<script>.pdf" stays text.

import {
  BACKUP_FAILURE_MAIL,
  DEFAULT_LOCALE,
  EVALUATOR_DIGEST_MAIL,
  LOCALES,
  NOTE_MENTION_MAIL,
  type LocaleCode,
} from '@vision/config';

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

/** The page of an HTML part, in `locale`'s language and direction (the staff's: Hebrew). */
const document = (subject: string, body: string, locale: LocaleCode = DEFAULT_LOCALE) => {
  const { dir } = LOCALES[locale];
  const align = dir === 'rtl' ? 'right' : 'left';
  return `<!DOCTYPE html>
<html dir="${dir}" lang="${locale}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body dir="${dir}" style="direction: ${dir}; text-align: ${align}; font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5;">
${body}
</body>
</html>
`;
};

const message = (
  subjectTemplate: string,
  bodyTemplate: string,
  values: Values,
  locale: LocaleCode = DEFAULT_LOCALE,
): MailMessage => {
  const subject = oneLine(fillPlain(subjectTemplate, values));
  return {
    subject,
    text: `${fillPlain(bodyTemplate, values).trim()}\n`,
    html: document(subject, fillHtml(bodyTemplate, values), locale),
  };
};

export type LeadFacts = { reference: string; area: string; fileName: string };

/**
 * To a contact of the lead: the reference, the area and the file, nothing about anyone else; in the
 * language the lead was written in (`texts` and the area's name are that language's).
 */
export const confirmationMail = (texts: MailTexts, lead: LeadFacts, locale: LocaleCode = DEFAULT_LOCALE) =>
  message(texts.confirmationSubject, texts.confirmationBody, { ...lead }, locale);

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

export type MentionFacts = { author: string; reference: string; note: string; link: string };

/**
 * To a colleague a note mentions: who wrote it on which lead, the note quoted (as typed, escaped in
 * the HTML part, its own direction), the lead's page in the panel. Nothing of the presenters.
 */
export const noteMentionMail = ({ author, reference, note, link }: MentionFacts): MailMessage => {
  const values = { author, reference, link };
  const subject = oneLine(fillPlain(NOTE_MENTION_MAIL.subject, values));
  const quoted = note
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [fillPlain(NOTE_MENTION_MAIL.intro, values), '', quoted, '', fillPlain(NOTE_MENTION_MAIL.outro, values)];
  const quote = `<blockquote dir="auto" style="margin: 0 0 1em; padding: 0.5em 1em; border-inline-start: 3px solid #ccc; white-space: pre-wrap;">${escapeHtml(note)}</blockquote>`;
  return {
    subject,
    text: `${text.join('\n')}\n`,
    html: document(
      subject,
      `${fillHtml(NOTE_MENTION_MAIL.intro, values)}\n${quote}\n${fillHtml(NOTE_MENTION_MAIL.outro, values)}`,
    ),
  };
};

/** `date`: the Israel-time day as people write it; `open`: the evaluator's assignments not yet submitted. */
export type EvaluatorDigestFacts = { date: string; references: string[]; open: number; link: string };

/** To an evaluator: the day's new assignments by reference, the queue's size and its link. */
export const evaluatorDigestMail = ({ date, references, open, link }: EvaluatorDigestFacts): MailMessage => {
  const one = references.length === 1;
  const values = { date, count: references.length, open, link };
  const subject = oneLine(fillPlain(one ? EVALUATOR_DIGEST_MAIL.oneSubject : EVALUATOR_DIGEST_MAIL.subject, values));
  const intro = one ? EVALUATOR_DIGEST_MAIL.oneIntro : EVALUATOR_DIGEST_MAIL.intro;
  const lines = references.map((reference) => fillPlain(EVALUATOR_DIGEST_MAIL.line, { reference }));
  const outro = open === 1 ? EVALUATOR_DIGEST_MAIL.oneOutro : EVALUATOR_DIGEST_MAIL.outro;
  const text = [fillPlain(intro, values), '', ...lines, '', fillPlain(outro, values)];
  const items = lines.map((line) => `<li><bdi>${escapeHtml(line)}</bdi></li>`);
  return {
    subject,
    text: `${text.join('\n')}\n`,
    html: document(subject, `${fillHtml(intro, values)}\n<ul>\n${items.join('\n')}\n</ul>\n${fillHtml(outro, values)}`),
  };
};

/** 2026-03-27 → 27.3.2026, as dates are written in Israel. */
export const israeliDate = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return `${date}.${month}.${year}`;
};

/** A page of the panel by its route (PUBLIC_URL/admin/<route>), where only signed-in staff may look. */
export const panelPageLink = (publicUrl: string, route: string) => `${publicUrl.replace(/\/+$/, '')}/admin/${route}`;

/** The lead's page in the panel (PUBLIC_URL/admin/…), where only signed-in staff may look. */
export const panelLink = (publicUrl: string, documentId: string) =>
  `${publicUrl.replace(/\/+$/, '')}/admin/content-manager/collection-types/api::lead.lead/${documentId}`;

// E-mail settings editors choose in the panel: who on the staff is told of new leads, and how.
// Shared by the CMS (schema, save check, outbox) and its panel (the Hebrew select).

import { isEmail } from './lead-schema';

export const STAFF_NOTIFICATION_MODES = ['perLead', 'dailyDigest', 'off'] as const;

export type StaffNotificationMode = (typeof STAFF_NOTIFICATION_MODES)[number];

export const DEFAULT_STAFF_NOTIFICATION_MODE: StaffNotificationMode = 'perLead';

export const STAFF_NOTIFICATION_LABELS: Record<StaffNotificationMode, string> = {
  perLead: 'הודעה על כל הצעה',
  dailyDigest: 'סיכום יומי',
  off: 'בלי הודעות לצוות',
};

export const isStaffNotificationMode = (value: unknown): value is StaffNotificationMode =>
  typeof value === 'string' && (STAFF_NOTIFICATION_MODES as readonly string[]).includes(value);

/** More staff addresses than this is a mailing list's job, not the CMS's. */
export const STAFF_ADDRESSES_MAX = 20;

export type AddressList = { addresses: string[]; invalid: string[]; tooMany: boolean };

/**
 * The staff addresses as an editor types them: separated by commas, semicolons, spaces or lines;
 * trimmed, in lower case, each once. `invalid` holds what is not an address.
 */
export const parseAddressList = (text: unknown): AddressList => {
  const items = typeof text === 'string' ? text.split(/[\s,;]+/).filter((item) => item !== '') : [];
  const addresses: string[] = [];
  const invalid: string[] = [];
  for (const item of items) {
    if (!isEmail(item) || item.length > 254) invalid.push(item);
    else if (!addresses.includes(item.toLowerCase())) addresses.push(item.toLowerCase());
  }
  return { addresses, invalid, tooMany: addresses.length > STAFF_ADDRESSES_MAX };
};

/** Why a staff address list cannot be saved, in Hebrew, or null when it can. */
export const addressListProblem = (text: unknown): string | null => {
  const { invalid, tooMany } = parseAddressList(text);
  if (invalid.length > 0) {
    return `כתובות הצוות: "${invalid.slice(0, 3).join('", "')}" אינה כתובת דואר אלקטרוני תקינה. הפרידו כתובות בפסיק או בשורה חדשה.`;
  }
  if (tooMany) return `כתובות הצוות: אפשר לרשום עד ${STAFF_ADDRESSES_MAX} כתובות.`;
  return null;
};

/**
 * The alert the super admins get when the scheduled backup fails (docs/deployment.md, "Backups and
 * restore"). Fixed, not an editor's text: it is about running the site, not about the campaign.
 * `{date}` is the Israel-time day, as dates are written in Israel.
 */
export const BACKUP_FAILURE_MAIL = {
  subject: 'הגיבוי היומי של אתר החזון נכשל ({date})',
  body: [
    'הגיבוי המתוזמן של אתר החזון נכשל ביום {date}, ולכן אין עותק גיבוי חדש של ההצעות והקבצים המצורפים.',
    'פרטי התקלה נרשמו ביומן השרת. כדאי לבדוק אותה ולהריץ גיבוי ידני (npm run backup) עוד היום.',
  ].join('\n\n'),
} as const;

/**
 * The e-mail a colleague gets when a note mentions them (README.md, "E-mail"): who wrote it, on
 * which lead (its reference), the note quoted, and the lead's page in the panel; never anything of
 * the presenters. Fixed, like the backup alert: staff e-mails stay Hebrew, about the work, not the
 * campaign. `{author}`, `{reference}`, `{note}`, `{link}`.
 */
export const NOTE_MENTION_MAIL = {
  subject: '{author} הזכיר/ה אותך בהערה על ההצעה {reference}',
  intro: '{author} הזכיר/ה אותך בהערה פנימית על ההצעה {reference}:',
  outro: 'לצפייה בהצעה ובהערות בממשק הניהול: {link}',
} as const;

/**
 * The evaluator's digest of new assignments, at most one a day (README.md, "E-mail"): how many
 * proposals were assigned that day, their references, how many wait in the queue, and the queue's
 * link. `{count}`, `{date}`, `{open}`, `{link}`; each line `{reference}`.
 */
export const EVALUATOR_DIGEST_MAIL = {
  subject: 'הוקצו לך {count} הצעות חדשות להערכה',
  oneSubject: 'הוקצתה לך הצעה חדשה להערכה',
  intro: 'ביום {date} הוקצו לך {count} הצעות חדשות להערכה:',
  oneIntro: 'ביום {date} הוקצתה לך הצעה חדשה להערכה:',
  line: 'הצעה {reference}',
  outro: 'בתור שלך ממתינות עכשיו {open} הצעות להערכה. לתור ההערכה: {link}',
  oneOutro: 'בתור שלך ממתינה עכשיו הצעה אחת להערכה. לתור ההערכה: {link}',
} as const;

// The e-mail preview's texts (shared/messages.ts). The e-mails' Hebrew names are config's.

import { MAIL_PREVIEW_LABELS } from '@vision/config';
import type { Messages } from '../../shared/messages';

const KIND_HEBREW = Object.fromEntries(
  Object.entries(MAIL_PREVIEW_LABELS).map(([kind, label]) => [`vision.mail-preview.kind.${kind}`, label]),
);

export const MAIL_PREVIEW_MESSAGES: Messages = {
  he: {
    'vision.mail-preview.title': 'תצוגת הדוא״ל',
    'vision.mail-preview.kind': 'איזו הודעה',
    'vision.mail-preview.subject': 'נושא',
    'vision.mail-preview.frame': 'ההודעה כפי שהנמען יראה אותה',
    'vision.mail-preview.sample': 'עם הצעה לדוגמה, כולל הטקסטים שעוד לא נשמרו.',
    'vision.mail-preview.loading': 'טוען את התצוגה…',
    'vision.mail-preview.send': 'שליחת דוא״ל ניסיון',
    'vision.mail-preview.sent': 'נשלח אל {to}',
    'vision.mail-preview.too-many': 'נשלחו כבר 10 הודעות ניסיון בשעה האחרונה. אפשר לנסות שוב מאוחר יותר.',
    ...KIND_HEBREW,
  },
  en: {
    'vision.mail-preview.title': 'E-mail preview',
    'vision.mail-preview.kind': 'Which message',
    'vision.mail-preview.subject': 'Subject',
    'vision.mail-preview.frame': 'The message as its recipient will see it',
    'vision.mail-preview.sample': 'With a sample proposal, including texts not saved yet.',
    'vision.mail-preview.loading': 'Loading the preview…',
    'vision.mail-preview.send': 'Send a test e-mail',
    'vision.mail-preview.sent': 'Sent to {to}',
    'vision.mail-preview.too-many': '10 test e-mails were sent in the last hour. Try again later.',
    'vision.mail-preview.kind.confirmation': 'Confirmation to the submitters',
    'vision.mail-preview.kind.staffNotice': 'Staff notice of a new proposal',
    'vision.mail-preview.kind.digest': 'Daily digest to the staff',
  },
};

// The mail outbox's texts (shared/messages.ts).

import { STAFF_NOTIFICATION_LABELS } from '@vision/config';
import type { Messages } from '../../shared/messages';

/** The staff-notification choices' Hebrew is config's (the stored keys are its keys too). */
const MODE_HEBREW = Object.fromEntries(
  Object.entries(STAFF_NOTIFICATION_LABELS).map(([mode, label]) => [`vision.mail.staff-notification.${mode}`, label]),
);

export const MAIL_MESSAGES: Messages = {
  he: {
    'vision.mail.retry.title': 'שליחה מחדש',
    'vision.mail.retry.queued': 'ההודעה חזרה לתור ותישלח בדקות הקרובות',
    'vision.mail.retry.explanation': 'שרת הדואר לא קיבל את ההודעה. אפשר לשלוח אותה שוב: היא תחזור לתור ותישלח מההתחלה.',
    'vision.mail.retry.waiting': 'ממתינה לשליחה',
    'vision.mail.retry.send': 'שליחה מחדש',
    'vision.mail.staff-notification.label': 'הודעות לצוות על הצעות חדשות',
    ...MODE_HEBREW,
  },
  en: {
    'vision.mail.retry.title': 'Send again',
    'vision.mail.retry.queued': 'The message is back in the queue and will be sent in the next few minutes',
    'vision.mail.retry.explanation':
      'The mail server did not accept the message. You can send it again: it goes back to the queue and is sent from the start.',
    'vision.mail.retry.waiting': 'Waiting to be sent',
    'vision.mail.retry.send': 'Send again',
    'vision.mail.staff-notification.label': 'Staff notifications of new proposals',
    'vision.mail.staff-notification.perLead': 'A message for every proposal',
    'vision.mail.staff-notification.dailyDigest': 'Daily digest',
    'vision.mail.staff-notification.off': 'No staff notifications',
  },
};

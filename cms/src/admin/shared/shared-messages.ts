// The texts every feature shows: yes/no, review statuses, areas, reviewers, the outbox's kinds and
// states, the files' scan states, the leads' languages, and what a failed request says
// (shared/messages.ts).

import { completeAreas, FILE_SCAN_LABELS, FILE_SCAN_STATES, LOCALE_CODES, LOCALES } from '@vision/config';
import type { Messages } from './messages';

/** The areas' shipped Hebrew names are config's (its one list); the panel adds their English below. */
const AREA_HEBREW = Object.fromEntries(completeAreas([]).map((area) => [`vision.shared.area.${area.key}`, area.label]));

/** So are the scan states' Hebrew names (config/src/file-scan.ts). */
const FILE_SCAN_HEBREW = Object.fromEntries(
  FILE_SCAN_STATES.map((state) => [`vision.shared.file-scan.${state}`, FILE_SCAN_LABELS[state]]),
);

/** The languages' names in Hebrew and in English are config's too (config/src/locales.ts). */
const localeNames = (name: 'nameHe' | 'nameEn') =>
  Object.fromEntries(LOCALE_CODES.map((code) => [`vision.shared.locale.${code}`, LOCALES[code][name]]));

export const SHARED_MESSAGES: Messages = {
  he: {
    'vision.shared.yes': 'כן',
    'vision.shared.no': 'לא',
    'vision.shared.status.new': 'חדשה',
    'vision.shared.status.inReview': 'בבדיקה',
    'vision.shared.status.shortlisted': 'ברשימה הקצרה',
    'vision.shared.status.declined': 'לא נבחרה',
    'vision.shared.reviewer.none': 'ללא בודק/ת',
    'vision.shared.reviewer.me': 'משויכות למבצע/ת הפעולה',
    'vision.shared.reviewer.unknown': 'חשבון שאינו ברשימת הבודקים',
    'vision.shared.mail.kind.confirmation': 'אישור למגיש/ה',
    'vision.shared.mail.kind.staff-notification': 'הודעה לצוות',
    'vision.shared.mail.kind.staff-digest': 'סיכום יומי לצוות',
    'vision.shared.mail.kind.backup-failure': 'התראה על גיבוי שנכשל',
    'vision.shared.mail.kind.test': 'דוא״ל ניסיון של עורך/ת',
    'vision.shared.mail.kind.note-mention': 'אזכור בהערה',
    'vision.shared.mail.kind.evaluator-digest': 'סיכום הקצאות למעריך/ה',
    'vision.shared.mail.status.pending': 'ממתינה לשליחה',
    'vision.shared.mail.status.sent': 'נשלחה',
    'vision.shared.mail.status.failed': 'נכשלה',
    'vision.shared.failure.400': 'הבקשה אינה תקינה. בדקו את הסינון ונסו שוב.',
    'vision.shared.failure.401': 'פג תוקף ההתחברות. התחברו מחדש ונסו שוב.',
    'vision.shared.failure.403': 'אין לכם הרשאה לפעולה הזאת.',
    'vision.shared.failure.404': 'הפריט לא נמצא. ייתכן שנמחק בינתיים.',
    'vision.shared.failure.429': 'יותר מדי בקשות בזמן קצר. נסו שוב בעוד דקה.',
    'vision.shared.failure.503': 'השרת אינו זמין כרגע. נסו שוב בעוד כמה דקות.',
    'vision.shared.failure.offline': 'אין חיבור לשרת. בדקו את החיבור ונסו שוב.',
    'vision.shared.failure.other': 'הפעולה נכשלה. נסו שוב מאוחר יותר.',
    'vision.shared.israel-time': '{time} (שעון ישראל)',
    ...AREA_HEBREW,
    ...FILE_SCAN_HEBREW,
    ...localeNames('nameHe'),
    'vision.shared.scan.pending.title': 'הקובץ ממתין לסריקה',
    'vision.shared.scan.pending.body':
      'כל קובץ נסרק לאיתור נוזקות לפני שאפשר להוריד אותו. רעננו את הדף בעוד כמה רגעים.',
    'vision.shared.scan.infected.title': 'קובץ נגוע',
    'vision.shared.scan.infected.body':
      'בקובץ נמצאה נוזקה, והוא הועבר להסגר ואינו ניתן להורדה. ההצעה עצמה נשמרה: אפשר לפנות למגישים ולבקש מהם קובץ נקי.',
    'vision.shared.scan.unscannable.title': 'לא ניתן לסרוק את הקובץ',
    'vision.shared.scan.unscannable.body':
      'הסורק לא הצליח לבדוק את תוכן הקובץ (למשל קובץ מוגן בסיסמה או קובץ החורג ממגבלות הסורק), ולכן אי אפשר להוריד אותו. אפשר לפנות למגישים ולבקש קובץ בלי סיסמה.',
    'vision.shared.scan.off.title': 'סריקת הקבצים כבויה בשרת הזה',
    'vision.shared.scan.off.body':
      'הקובץ התקבל כשלא הוגדר בשרת סורק נוזקות (ClamAV), ולכן סומן „לא ניתן לסריקה" ואי אפשר להוריד אותו. כדי שקבצים ייסרקו, יש להגדיר את הסורק בשרת.',
    'vision.shared.scan.signature': 'שם הממצא: {signature}',
  },
  en: {
    'vision.shared.yes': 'Yes',
    'vision.shared.no': 'No',
    'vision.shared.status.new': 'New',
    'vision.shared.status.inReview': 'In review',
    'vision.shared.status.shortlisted': 'Shortlisted',
    'vision.shared.status.declined': 'Not selected',
    'vision.shared.reviewer.none': 'No reviewer',
    'vision.shared.reviewer.me': 'Assigned to whoever runs it',
    'vision.shared.reviewer.unknown': 'An account not among the reviewers',
    'vision.shared.mail.kind.confirmation': 'Confirmation to the sender',
    'vision.shared.mail.kind.staff-notification': 'Staff notification',
    'vision.shared.mail.kind.staff-digest': 'Daily staff digest',
    'vision.shared.mail.kind.backup-failure': 'Failed backup alert',
    'vision.shared.mail.kind.test': "An editor's test e-mail",
    'vision.shared.mail.kind.note-mention': 'A mention in a note',
    'vision.shared.mail.kind.evaluator-digest': "An evaluator's assignment digest",
    'vision.shared.mail.status.pending': 'Waiting to be sent',
    'vision.shared.mail.status.sent': 'Sent',
    'vision.shared.mail.status.failed': 'Failed',
    'vision.shared.failure.400': 'The request is not valid. Check the filters and try again.',
    'vision.shared.failure.401': 'Your session has expired. Sign in again and retry.',
    'vision.shared.failure.403': 'You are not allowed to do this.',
    'vision.shared.failure.404': 'The item was not found. It may have been deleted meanwhile.',
    'vision.shared.failure.429': 'Too many requests in a short time. Try again in a minute.',
    'vision.shared.failure.503': 'The server is not available right now. Try again in a few minutes.',
    'vision.shared.failure.offline': 'No connection to the server. Check the connection and try again.',
    'vision.shared.failure.other': 'The action failed. Try again later.',
    'vision.shared.israel-time': '{time} (Israel time)',
    'vision.shared.file-scan.pending': 'Waiting for its scan',
    'vision.shared.file-scan.clean': 'Clean',
    'vision.shared.file-scan.infected': 'Infected',
    'vision.shared.file-scan.unscannable': 'Cannot be scanned',
    ...localeNames('nameEn'),
    'vision.shared.area.governmentAndAdministration': 'Government and public administration',
    'vision.shared.area.regionalSecurityPolicy': 'Regional security policy',
    'vision.shared.area.securityIDF': 'Security and the IDF',
    'vision.shared.area.internalSecurityPolice': 'Internal security and police',
    'vision.shared.area.equalityAndWelfare': 'Equality and welfare',
    'vision.shared.area.educationAndEnlightenment': 'Education and higher learning',
    'vision.shared.area.economy': 'Economy',
    'vision.shared.area.lawAndJustice': 'Law and justice',
    'vision.shared.area.gender': 'Gender',
    'vision.shared.area.health': 'Health',
    'vision.shared.scan.pending.title': 'The file is waiting for its scan',
    'vision.shared.scan.pending.body':
      'Every file is scanned for malware before it can be downloaded. Reload the page in a few moments.',
    'vision.shared.scan.infected.title': 'Infected file',
    'vision.shared.scan.infected.body':
      'Malware was found in this file. It has been moved to quarantine and cannot be downloaded. The proposal itself is kept: you may contact the presenters and ask them for a clean file.',
    'vision.shared.scan.unscannable.title': 'The file cannot be scanned',
    'vision.shared.scan.unscannable.body':
      "The scanner could not check what the file contains (it may be password-protected, or beyond the scanner's limits), so it cannot be downloaded. You may contact the presenters and ask for a file without a password.",
    'vision.shared.scan.off.title': 'File scanning is off on this server',
    'vision.shared.scan.off.body':
      'This file arrived while no malware scanner (ClamAV) was configured on the server, so it is marked as not scannable and cannot be downloaded. Configure the scanner on the server to have files scanned.',
    'vision.shared.scan.signature': 'Found: {signature}',
  },
};

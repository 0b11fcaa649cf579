// The privacy feature's texts (shared/messages.ts).

import type { Messages } from '../../shared/messages';

export const PRIVACY_MESSAGES: Messages = {
  he: {
    'vision.privacy.open': 'מחיקת מידע אישי',
    'vision.privacy.title': 'מחיקת מידע אישי וייצוא מידע לבקשת פונה',
    'vision.privacy.explanation':
      'לפי כתובת דואר אלקטרוני נמצאות כל ההצעות וההגשות שבהסגר שבהן אחד מאנשי הקשר השתמש בכתובת (בלי הבדל בין אותיות גדולות לקטנות). לפי מספר אסמכתה נמצאת הצעה אחת.',
    'vision.privacy.subject': 'כתובת דואר אלקטרוני או מספר אסמכתה',
    'vision.privacy.nothing-found': 'לא נמצא מידע עם הכתובת או מספר האסמכתה האלה.',
    'vision.privacy.checking': 'בודק…',
    'vision.privacy.erasing': 'מוחק…',
    'vision.privacy.exporting': 'מייצא…',
    'vision.privacy.export-by-email': 'ייצוא המידע נעשה לפי כתובת דואר אלקטרוני.',
    'vision.privacy.will-erase': 'זה מה שיימחק לצמיתות:',
    'vision.privacy.nothing-to-erase': 'אין מה למחוק.',
    'vision.privacy.saved': 'הקובץ נשמר: {fileName}',
    'vision.privacy.close': 'סגירה',
    'vision.privacy.export': 'ייצוא המידע',
    'vision.privacy.check': 'בדיקה',
    'vision.privacy.erase': 'מחיקה לצמיתות',
    'vision.privacy.confirm':
      'למחוק לצמיתות את ההצעות, אנשי הקשר, הקבצים וההגשות שבהסגר שנמצאו? אי אפשר לבטל את המחיקה.',
    'vision.privacy.cancel': 'ביטול',
    'vision.privacy.problem.empty': 'יש להקליד כתובת דואר אלקטרוני או מספר אסמכתה.',
    'vision.privacy.problem.email': 'כתובת הדואר האלקטרוני אינה תקינה.',
    'vision.privacy.problem.reference': 'מספר האסמכתה אינו תקין. הוא נראה כך: VN-ABCD-1234.',
    'vision.privacy.erased': 'המידע נמחק לצמיתות. הפעולה נרשמה ביומן הפעולות (בלי הכתובת ובלי מספר האסמכתה).',
    'vision.privacy.files-left':
      'שימו לב: {count} קבצים לא נמחקו מהאחסון. יש לפנות למנהל המערכת כדי שימחק אותם ידנית (מפתחות הקבצים מופיעים ביומן השרת).',
  },
  en: {
    'vision.privacy.open': 'Erase personal data',
    'vision.privacy.title': 'Erase personal data and export it on request',
    'vision.privacy.explanation':
      'An e-mail address finds every proposal and quarantined submission in which one of the contacts used it (upper and lower case alike). A reference number finds one proposal.',
    'vision.privacy.subject': 'E-mail address or reference number',
    'vision.privacy.nothing-found': 'No data was found with this address or reference number.',
    'vision.privacy.checking': 'Checking…',
    'vision.privacy.erasing': 'Erasing…',
    'vision.privacy.exporting': 'Exporting…',
    'vision.privacy.export-by-email': 'The data is exported by e-mail address.',
    'vision.privacy.will-erase': 'This is what will be erased for good:',
    'vision.privacy.nothing-to-erase': 'There is nothing to erase.',
    'vision.privacy.saved': 'The file was saved: {fileName}',
    'vision.privacy.close': 'Close',
    'vision.privacy.export': 'Export the data',
    'vision.privacy.check': 'Check',
    'vision.privacy.erase': 'Erase for good',
    'vision.privacy.confirm':
      'Erase for good the proposals, contacts, files and quarantined submissions found? The erasure cannot be undone.',
    'vision.privacy.cancel': 'Cancel',
    'vision.privacy.problem.empty': 'Type an e-mail address or a reference number.',
    'vision.privacy.problem.email': 'The e-mail address is not valid.',
    'vision.privacy.problem.reference': 'The reference number is not valid. It looks like this: VN-ABCD-1234.',
    'vision.privacy.erased':
      'The data was erased for good. The action was recorded in the audit log (without the address or the reference number).',
    'vision.privacy.files-left':
      'Note: {count} files were not removed from storage. Ask the system administrator to remove them by hand (the file keys are in the server log).',
  },
};

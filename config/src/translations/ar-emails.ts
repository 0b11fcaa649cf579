// The Arabic e-mails a new install seeds (translations/index.ts): the visitor's confirmation in
// the lead's language. Apart from the page's texts (ar.ts), which the site loads and these it never needs.

import type { Texts } from '../texts';

export const ARABIC_EMAILS: Texts['emails'] = {
  confirmationSubject: 'تم استلام اقتراح الرؤية الخاص بكم – رقم المرجع {reference}',
  confirmationBody:
    'مرحبًا،\n\nتم استلام اقتراح الرؤية الخاص بكم في مجال «{area}»، مع الملف «{fileName}»، وسنقرؤه بعناية.\n\nرقم المرجع الخاص بكم: {reference}. يُرجى الاحتفاظ به لأي تواصل بهذا الشأن.\n\nمع الشكر،\nفريق مبادرة الرؤية الوطنية',
  staffSubject: 'اقتراح رؤية جديد: {reference} ({area})',
  staffBody: 'وصل اقتراح رؤية جديد.\n\nرقم المرجع: {reference}\nالمجال: {area}\n\nلعرض الاقتراح: {link}',
  digestSubject: 'ملخص يومي: اقتراحات الرؤية بتاريخ {date} (العدد: {count})',
  digestIntro: 'اقتراحات الرؤية التي وصلت بتاريخ {date} (العدد: {count}):',
  digestLine: '{reference} – {area}: {link}',
};

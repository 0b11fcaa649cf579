// Every text the site shows, in five groups, with the Hebrew label an editor sees in the panel (the
// English one is panel-fields-texts.ts) and the default the CMS seeds. The site falls back to these
// when a text is missing.
// Placeholders in braces ({reference}, {number}, ...) are filled in by the site.

import type { AreaKey } from './areas';
import type { ValidationKey } from './error-keys';

export type TextDefinition = {
  /** The field's label in the admin panel. */
  label: string;
  /** Help shown under the field in the panel. */
  hint?: string;
  /** A long text gets a multi-line box in the panel. */
  long?: boolean;
  /** The seeded Hebrew text. */
  value: string;
};

export const TEXT_GROUP_NAMES = ['general', 'seo', 'topSection', 'form', 'errors', 'emails'] as const;
export type TextGroupName = (typeof TEXT_GROUP_NAMES)[number];

export const TEXT_GROUP_LABELS: Record<TextGroupName, string> = {
  general: 'טקסטים כלליים',
  seo: 'שיתוף ומנועי חיפוש',
  topSection: 'פתיח העמוד',
  form: 'טופס ההגשה',
  errors: 'הודעות שגיאה',
  emails: 'הודעות דואר אלקטרוני',
};

const general = {
  skipToContent: { label: 'קישור "דילוג לתוכן" (למשתמשי מקלדת)', value: 'דילוג לטופס ההגשה' },
  homeLink: { label: 'תיאור קישור הלוגו לדף הבית', value: 'החזון הלאומי – לדף הבית' },
  partnerLogoAlt: { label: 'תיאור לוגו המיזם (לקוראי מסך)', value: 'לוגו מיזם החזון הלאומי' },
  mediaLogoAlt: { label: 'תיאור לוגו השותף התקשורתי (לקוראי מסך)', value: 'לוגו השותף התקשורתי' },
  shareLabel: { label: 'כותרת אזור השיתוף (לקוראי מסך)', value: 'שיתוף העמוד' },
  copyLink: { label: 'כפתור העתקת קישור', value: 'העתקת קישור לעמוד' },
  linkCopied: { label: 'הודעה אחרי העתקת הקישור', value: 'הקישור הועתק' },
  shareWhatsapp: { label: 'כפתור שיתוף בוואטסאפ', value: 'שיתוף בוואטסאפ' },
  shareFacebook: { label: 'כפתור שיתוף בפייסבוק', value: 'שיתוף בפייסבוק' },
  shareX: { label: 'כפתור שיתוף ב־X', value: 'שיתוף ב־X' },
  shareEmail: { label: 'כפתור שיתוף בדואר אלקטרוני', value: 'שיתוף בדואר אלקטרוני' },
  newWindow: { label: 'הערה לקוראי מסך על קישור שנפתח בחלון חדש', value: '(נפתח בחלון חדש)' },
  thanksTitle: { label: 'כותרת הודעת התודה', value: 'תודה רבה!' },
  thanks: {
    label: 'הודעת התודה אחרי שליחה',
    hint: 'המילה {reference} תוחלף במספר האסמכתה של ההגשה',
    long: true,
    value: 'הצעת החזון שלכם התקבלה ותיקרא בעיון. מספר האסמכתה שלכם: {reference}. שמרו אותו לכל פנייה בנושא.',
  },
  sendAnother: { label: 'כפתור הגשת הצעה נוספת', value: 'הגשת הצעה נוספת' },
  loading: { label: 'הודעת טעינה', value: 'טוען…' },
  accessibilityTitle: { label: 'כותרת הצהרת הנגישות', value: 'הצהרת נגישות' },
  accessibilityStatement: {
    label: 'הצהרת הנגישות',
    long: true,
    value:
      'האתר הונגש בהתאם לתקן הישראלי 5568 ולהנחיות WCAG 2.0 ברמה AA: אפשר לנווט בכל חלקי העמוד באמצעות המקלדת, לכל שדה יש תווית, הודעות השגיאה מוקראות לקוראי מסך והטקסט ניתן להגדלה. נתקלתם בבעיית נגישות? כתבו לנו לכתובת access@vision.org.il ונטפל בה בהקדם.',
  },
  footer: { label: 'שורת התחתית', value: '© מיזם החזון הלאומי. כל הזכויות שמורות.' },
  privacyLink: { label: 'טקסט הקישור למדיניות הפרטיות בתחתית העמוד', value: 'מדיניות הפרטיות' },
  footerLinksLabel: { label: 'כותרת הקישורים בתחתית העמוד (לקוראי מסך)', value: 'מידע על האתר' },
  languageSwitcher: { label: 'שם תפריט השפות בראש העמוד (לקוראי מסך)', value: 'בחירת שפה' },
} satisfies Record<string, TextDefinition>;

const seo = {
  title: { label: 'כותרת העמוד (בלשונית הדפדפן ובשיתוף)', value: 'החזון הלאומי | הגישו הצעת חזון לישראל' },
  description: {
    label: 'תיאור העמוד (במנועי חיפוש ובשיתוף)',
    long: true,
    value:
      'מיזם החזון הלאומי מזמין את הציבור להגיש הצעות חזון לישראל בעשרה תחומים: ממשל, ביטחון, חינוך, כלכלה, בריאות ועוד. כל הצעה נקראת.',
  },
  siteName: { label: 'שם האתר', value: 'החזון הלאומי' },
  canonicalUrl: {
    label: 'כתובת העמוד הקנונית',
    hint: 'הכתובת הציבורית של האתר, למשל https://vision.org.il/ ; "/" פירושו הכתובת שבה האתר נפתח',
    value: '/',
  },
  socialImageAlt: { label: 'תיאור תמונת השיתוף', value: 'החזון הלאומי – ישראל של מחר מתחילה בחזון שלכם' },
} satisfies Record<string, TextDefinition>;

const topSection = {
  title: { label: 'הכותרת הראשית', value: 'ישראל של מחר מתחילה בחזון שלכם' },
  titleImageAlt: { label: 'תיאור תמונת הכותרת (לקוראי מסך)', value: 'החזון הלאומי – ישראל של מחר' },
  paragraph1: {
    label: 'פסקת פתיחה 1',
    long: true,
    value:
      'מיזם החזון הלאומי, בשיתוף כלי תקשורת מוביל, מזמין את כל מי שעתידה של ישראל חשוב לו להציע חזון: איך תיראה המדינה בעוד עשרים וחמש שנה, ומה צריך לעשות כבר היום כדי שנגיע לשם.',
  },
  paragraph2: {
    label: 'פסקת פתיחה 2',
    long: true,
    value:
      'אנחנו מחפשים רעיונות אמיצים ומעשיים מכל חלקי החברה: אנשי מקצוע, ארגונים, קהילות, סטודנטים ובני נוער. כל הצעה תיקרא בידי צוות המיזם, והבולטות שבהן יוצגו לציבור ולמקבלי ההחלטות.',
  },
  subtitle1: { label: 'כותרת משנה 1', value: 'מי יכול להגיש?' },
  paragraph3: {
    label: 'פסקה אחרי כותרת משנה 1',
    long: true,
    value: 'כל אדם, קבוצה או ארגון. אפשר להגיש יותר מהצעה אחת, בכל אחד מעשרת תחומי החזון.',
  },
  subtitle2: { label: 'כותרת משנה 2', value: 'מה מצרפים להגשה?' },
  listItem1: {
    label: 'רשימה – פריט 1',
    long: true,
    value: 'מסמך חזון של עד חמישה עמודים (PDF, Word או תמונה) שמתאר את המצב הרצוי ואת הדרך להגיע אליו.',
  },
  listItem2: {
    label: 'רשימה – פריט 2',
    long: true,
    value: 'שמות מגישי החזון ופרטי הקשר של איש קשר אחד לפחות, ועד חמישה אנשי קשר.',
  },
  listLinkText: {
    label: 'קישור למסמך ההנחיות (מתחת לרשימה)',
    hint: 'הקישור מוביל ל"מסמך ההנחיות" שבשדות המדיה',
    value: 'למסמך ההנחיות המלא',
  },
  note: {
    label: 'הערה מודגשת',
    long: true,
    value: 'שימו לב: ההצעות נשמרות בצורה מאובטחת ומשמשות את צוות המיזם בלבד. פרטי הקשר לא יפורסמו בלי הסכמתכם.',
  },
  imageAlt: { label: 'תיאור תמונת הפתיח (לקוראי מסך)', value: 'אנשים משוחחים סביב שולחן עגול על עתיד המדינה' },
} satisfies Record<string, TextDefinition>;

const form = {
  title: { label: 'כותרת הטופס', value: 'הגשת הצעת חזון' },
  deadline: {
    label: 'המועד האחרון להגשה (מוצג ליד הטופס כשנקבע "סיום ההגשה")',
    hint: 'המילים {date} ו־{time} יוחלפו בתאריך ובשעה בשעון ישראל, למשל "יום חמישי, 31 בדצמבר 2026" ו־"23:59"',
    value: 'אפשר להגיש עד {date}, בשעה {time}',
  },
  countdown: {
    label: 'הזמן שנותר (ב־48 השעות האחרונות)',
    hint: 'המילה {time} תוחלף בזמן שנותר, למשל "5 שעות ו-12 דקות"',
    value: 'נותרו {time} עד סוף ההגשה',
  },
  opensOn: {
    label: 'הודעה לפני פתיחת ההגשה (מוצגת במקום הטופס)',
    hint: 'המילים {date} ו־{time} יוחלפו במועד הפתיחה בשעון ישראל',
    long: true,
    value: 'ההגשה תיפתח ב{date}, בשעה {time}. נשמח לקבל את הצעתכם אז.',
  },
  intro: { label: 'הסבר בראש הטופס', value: 'השדות המסומנים בכוכבית (*) הם שדות חובה.' },
  draftRestored: {
    label: 'הודעה על שחזור טיוטה (כשהמבקר חוזר לטופס שמילא)',
    hint: 'הפרטים שהוקלדו נשמרים בדפדפן של המבקר עד 7 ימים; הקובץ אינו נשמר',
    long: true,
    value: 'שחזרנו את מה שמילאתם בביקור הקודם בדפדפן זה. את מסמך החזון יש לצרף מחדש.',
  },
  clearForm: { label: 'כפתור ניקוי הטופס', value: 'ניקוי הטופס' },
  clearFormQuestion: {
    label: 'שאלת האישור לפני ניקוי הטופס',
    long: true,
    value: 'לנקות את כל השדות? מה שמילאתם יימחק גם מהדפדפן הזה.',
  },
  clearFormConfirm: { label: 'כפתור אישור הניקוי', value: 'כן, לנקות' },
  clearFormCancel: { label: 'כפתור ביטול הניקוי', value: 'ביטול' },
  requiredMark: { label: 'הסבר לכוכבית של שדה חובה (לקוראי מסך)', value: 'שדה חובה' },
  visionPresentersLabel: { label: 'תווית: שמות מגישי החזון', value: 'שמות מגישי החזון' },
  visionPresentersPlaceholder: { label: 'טקסט לדוגמה: שמות מגישי החזון', value: 'לדוגמה: ישראל ישראלי, שרה כהן' },
  contactsTitle: { label: 'כותרת אזור אנשי הקשר', value: 'אנשי קשר' },
  contactsHint: {
    label: 'הסבר לאזור אנשי הקשר',
    value: 'אפשר להוסיף עד חמישה אנשי קשר. כתובת דואר אלקטרוני היא חובה.',
  },
  contactLegend: {
    label: 'כותרת של איש קשר',
    hint: 'המילה {number} תוחלף במספר איש הקשר',
    value: 'איש קשר {number}',
  },
  fullNameLabel: { label: 'תווית: שם מלא', value: 'שם מלא' },
  fullNamePlaceholder: { label: 'טקסט לדוגמה: שם מלא', value: 'שם פרטי ושם משפחה' },
  roleLabel: { label: 'תווית: תפקיד', value: 'תפקיד' },
  rolePlaceholder: { label: 'טקסט לדוגמה: תפקיד', value: 'לדוגמה: מנהלת מחלקה' },
  phoneNumberLabel: { label: 'תווית: טלפון', value: 'טלפון' },
  phoneNumberPlaceholder: { label: 'טקסט לדוגמה: טלפון', value: '0501234567' },
  emailLabel: { label: 'תווית: דואר אלקטרוני', value: 'דואר אלקטרוני' },
  emailPlaceholder: { label: 'טקסט לדוגמה: דואר אלקטרוני', value: 'name@example.com' },
  addContact: { label: 'כפתור הוספת איש קשר', value: 'הוספת איש קשר' },
  removeContact: {
    label: 'כפתור הסרת איש קשר',
    hint: 'המילה {number} תוחלף במספר איש הקשר',
    value: 'הסרת איש קשר {number}',
  },
  areaTitle: { label: 'כותרת בחירת התחום', value: 'תחום החזון' },
  areaHint: { label: 'הסבר לבחירת התחום', value: 'בחרו את התחום שההצעה עוסקת בו.' },
  fileLabel: { label: 'תווית: קובץ החזון', value: 'מסמך החזון' },
  fileHint: { label: 'הסבר לצירוף הקובץ', value: 'PDF, Word (doc או docx), PNG או JPG, עד 5MB.' },
  fileButton: { label: 'כפתור בחירת קובץ', value: 'בחירת קובץ' },
  fileChosen: {
    label: 'הודעה על הקובץ שנבחר',
    hint: 'המילה {name} תוחלף בשם הקובץ',
    value: 'הקובץ שנבחר: {name}',
  },
  confirmationLabel: {
    label: 'תווית תיבת האישור',
    hint: 'המילה {terms} תוחלף בקישור לתקנון',
    value: 'קראתי ואני מסכים/ה ל{terms}',
  },
  confirmationTermsLink: { label: 'טקסט הקישור לתקנון', value: 'תנאי ההשתתפות' },
  privacyNotice: {
    label: 'הודעת הפרטיות מתחת לתיבת האישור',
    hint: 'המילה {privacy} תוחלף בקישור למדיניות הפרטיות',
    value: 'הפרטים שתמסרו ישמשו לבחינת ההצעה וליצירת קשר בעניינה בלבד, כמפורט ב{privacy}.',
  },
  privacyLink: { label: 'טקסט הקישור למדיניות הפרטיות ליד תיבת האישור', value: 'מדיניות הפרטיות' },
  submit: { label: 'כפתור השליחה', value: 'שליחת ההצעה' },
  submitting: { label: 'כפתור השליחה בזמן שליחה', value: 'שולחים…' },
  uploadProgress: {
    label: 'התקדמות העלאת הקובץ',
    hint: 'המילה {percent} תוחלף באחוז שהועלה',
    value: 'העלאת הקובץ: {percent}%',
  },
} satisfies Record<string, TextDefinition>;

/** Which validation keys each field can show, and their texts. */
const fieldErrors = {
  visionPresenters: {
    REQUIRED: 'נא למלא את שמות מגישי החזון',
    XSS: 'ערך לא תקין: הטקסט מכיל קוד או תווים אסורים',
    INVALID_CHARACTERS: "אפשר להקליד אותיות בעברית, בערבית או באנגלית, רווח והסימנים , . ' - בלבד",
    MAX_LENGTH: 'הטקסט ארוך מדי (עד 300 תווים)',
  },
  contacts: {
    REQUIRED: 'נא להוסיף איש קשר',
    MIN_LENGTH_ARRAY: 'נא להוסיף לפחות איש קשר אחד',
    MAX_LENGTH_ARRAY: 'אפשר להוסיף עד חמישה אנשי קשר',
  },
  fullName: {
    INVALID_CHARACTERS: "אפשר להקליד אותיות בעברית, בערבית או באנגלית, רווח והסימנים , . ' - בלבד",
    MAX_LENGTH: 'השם ארוך מדי (עד 100 תווים)',
  },
  role: {
    INVALID_CHARACTERS: "אפשר להקליד אותיות בעברית, בערבית או באנגלית, רווח והסימנים , . ' - בלבד",
    MAX_LENGTH: 'התפקיד ארוך מדי (עד 100 תווים)',
  },
  phoneNumber: {
    INVALID_CHARACTERS: 'מספר טלפון יכול להכיל ספרות בלבד',
    MIN_LENGTH_PHONE: 'מספר הטלפון קצר מדי (לפחות 9 ספרות)',
    MAX_LENGTH_PHONE: 'מספר הטלפון ארוך מדי (עד 10 ספרות)',
  },
  email: {
    REQUIRED: 'נא למלא כתובת דואר אלקטרוני',
    INVALID_EMAIL: 'כתובת הדואר האלקטרוני אינה תקינה',
    MAX_LENGTH: 'כתובת הדואר האלקטרוני ארוכה מדי',
  },
  visionSubmissionArea: {
    REQUIRED: 'נא לבחור תחום חזון',
  },
  file: {
    REQUIRED: 'נא לצרף את מסמך החזון',
    INVALID_FORMAT: 'סוג הקובץ אינו נתמך. אפשר לצרף PDF, Word, PNG או JPG',
    INVALID_SIZE: 'הקובץ גדול מדי. הגודל המרבי הוא 5MB',
  },
  confirmation: {
    REQUIRED: 'יש לאשר את תנאי ההשתתפות',
  },
} satisfies Record<string, Partial<Record<ValidationKey, string>>>;

export type ErrorField = keyof typeof fieldErrors;

const FIELD_LABELS: Record<ErrorField, string> = {
  visionPresenters: 'שמות המגישים',
  contacts: 'אנשי קשר',
  fullName: 'שם מלא',
  role: 'תפקיד',
  phoneNumber: 'טלפון',
  email: 'דואר אלקטרוני',
  visionSubmissionArea: 'תחום החזון',
  file: 'קובץ החזון',
  confirmation: 'אישור התנאים',
};

const KEY_LABELS: Record<ValidationKey, string> = {
  REQUIRED: 'שדה חובה ריק',
  MIN_LENGTH_ARRAY: 'מעט מדי',
  MAX_LENGTH_ARRAY: 'יותר מדי',
  INVALID_EMAIL: 'כתובת לא תקינה',
  MIN_LENGTH_PHONE: 'קצר מדי',
  MAX_LENGTH_PHONE: 'ארוך מדי',
  INVALID_FORMAT: 'סוג קובץ לא נתמך',
  INVALID_SIZE: 'קובץ גדול מדי',
  XSS: 'קוד או תווים אסורים',
  INVALID_CHARACTERS: 'תווים לא מותרים',
  MAX_LENGTH: 'ארוך מדי',
};

const pascalCase = (validationKey: string) =>
  validationKey
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** The errors-group text key for a field's broken rule: ('email', 'INVALID_EMAIL') → 'emailInvalidEmail'. */
export const errorTextKey = (field: string, validationKey: ValidationKey): string =>
  `${field}${pascalCase(validationKey)}`;

/** The field name at the end of an error path: 'contacts[2].email' → 'email'. */
export const fieldOfPath = (path: string): string =>
  path
    .replace(/\[\d+\]/g, '')
    .split('.')
    .pop() ?? path;

/** The errors group's texts written out; the rest are one per field and rule it breaks (FIELD_ERROR_RULES). */
const generalErrors = {
  submitFailed: {
    label: 'שגיאה כללית בשליחה',
    long: true,
    value: 'השליחה לא הושלמה. הפרטים והקובץ נשמרו בטופס – אפשר לנסות לשלוח שוב בעוד רגע.',
  },
  botCheckFailed: {
    label: 'שגיאה: בדיקת האבטחה נכשלה',
    long: true,
    value: 'לא הצלחנו לוודא שהשליחה נעשתה בידי אדם. רעננו את העמוד ונסו שוב.',
  },
  rateLimited: {
    label: 'שגיאה: יותר מדי שליחות',
    long: true,
    value: 'נשלחו מכאן הצעות רבות בזמן קצר. נסו שוב בעוד כמה דקות.',
  },
  loadFailed: {
    label: 'שגיאה: טעינת העמוד',
    value: 'חלק מהעמוד לא נטען. בדקו את החיבור לאינטרנט ורעננו את העמוד.',
  },
  formHasErrors: {
    label: 'הודעה כשיש שגיאות בטופס (לקוראי מסך)',
    value: 'בטופס יש שדות שצריך לתקן.',
  },
} satisfies Record<string, TextDefinition>;

/** Each rule a form field can break, in the order of fieldErrors: one errors-group text each. */
export const FIELD_ERROR_RULES: readonly { field: ErrorField; validationKey: ValidationKey }[] = Object.entries(
  fieldErrors,
).flatMap(([field, byKey]) =>
  Object.keys(byKey).map((validationKey) => ({
    field: field as ErrorField,
    validationKey: validationKey as ValidationKey,
  })),
);

const errors: Record<string, TextDefinition> = { ...generalErrors };
for (const { field, validationKey } of FIELD_ERROR_RULES) {
  errors[errorTextKey(field, validationKey)] = {
    label: `שגיאה – ${FIELD_LABELS[field]}: ${KEY_LABELS[validationKey]}`,
    value: (fieldErrors[field] as Record<string, string>)[validationKey],
  };
}

// The e-mails the CMS sends (cms/src/lib/mail/templates.ts): to each contact of a lead, and to the
// staff. Placeholders are filled in by the CMS; a blank line starts a new paragraph.
const PLACEHOLDERS = 'המילים {reference}, {area} ו־{fileName} יוחלפו באסמכתה, בשם התחום ובשם הקובץ';
const emails = {
  confirmationSubject: {
    label: 'אישור למגישים – נושא',
    hint: 'המילה {reference} תוחלף במספר האסמכתה',
    value: 'הצעת החזון שלכם התקבלה – אסמכתה {reference}',
  },
  confirmationBody: {
    label: 'אישור למגישים – תוכן',
    hint: PLACEHOLDERS,
    long: true,
    value:
      'שלום,\n\nהצעת החזון שלכם בתחום "{area}" התקבלה, עם הקובץ "{fileName}", ותיקרא בעיון.\n\nמספר האסמכתה שלכם: {reference}. שמרו אותו לכל פנייה בנושא.\n\nתודה,\nצוות מיזם החזון הלאומי',
  },
  staffSubject: {
    label: 'הודעה לצוות על הצעה חדשה – נושא',
    hint: 'המילים {reference} ו־{area} יוחלפו באסמכתה ובשם התחום',
    value: 'הצעת חזון חדשה: {reference} ({area})',
  },
  staffBody: {
    label: 'הודעה לצוות על הצעה חדשה – תוכן',
    hint: 'המילים {reference} ו־{area} יוחלפו באסמכתה ובשם התחום, והמילה {link} בקישור להצעה בפאנל. פרטי המגישים לא נשלחים בדואר',
    long: true,
    value: 'התקבלה הצעת חזון חדשה.\n\nאסמכתה: {reference}\nתחום: {area}\n\nלצפייה בהצעה: {link}',
  },
  digestSubject: {
    label: 'סיכום יומי לצוות – נושא',
    hint: 'המילים {count} ו־{date} יוחלפו במספר ההצעות ובתאריך',
    value: 'סיכום יומי: {count} הצעות חזון מ־{date}',
  },
  digestIntro: {
    label: 'סיכום יומי לצוות – פתיחה',
    hint: 'המילים {count} ו־{date} יוחלפו במספר ההצעות ובתאריך (שעון ישראל). אחריה באה רשימת ההצעות',
    long: true,
    value: 'ב־{date} התקבלו {count} הצעות חזון:',
  },
  digestLine: {
    label: 'סיכום יומי לצוות – שורה לכל הצעה',
    hint: 'המילים {reference}, {area} ו־{link} יוחלפו באסמכתה, בשם התחום ובקישור להצעה בפאנל',
    value: '{reference} – {area}: {link}',
  },
} satisfies Record<string, TextDefinition>;

export const TEXT_DEFINITIONS = { general, seo, topSection, form, errors, emails } as const;

/**
 * The texts each group writes out, as typed objects: a table keyed by them (the panel's English
 * names, panel-fields-texts.ts) must name every one. The errors group adds one text per field rule.
 */
export type WrittenTextDefinitions = {
  general: typeof general;
  seo: typeof seo;
  topSection: typeof topSection;
  form: typeof form;
  errors: typeof generalErrors;
  emails: typeof emails;
};

type DefinitionGroups = typeof TEXT_DEFINITIONS;
export type Texts = {
  [G in TextGroupName]: { [K in keyof DefinitionGroups[G]]: string };
};

const valuesOf = <T extends Record<string, TextDefinition>>(group: T) =>
  Object.fromEntries(Object.entries(group).map(([name, definition]) => [name, definition.value])) as {
    [K in keyof T]: string;
  };

export const DEFAULT_TEXTS: Texts = {
  general: valuesOf(general),
  seo: valuesOf(seo),
  topSection: valuesOf(topSection),
  form: valuesOf(form),
  errors: valuesOf(errors),
  emails: valuesOf(emails),
};

export type AreaText = { key: AreaKey; label: string; info: string };

export const DEFAULT_AREAS: readonly AreaText[] = [
  {
    key: 'governmentAndAdministration',
    label: 'ממשל ומינהל ציבורי',
    info: 'מבנה הממשלה, יעילות השירות הציבורי, שקיפות, שלטון מקומי והקשר בין האזרח למדינה.',
  },
  {
    key: 'regionalSecurityPolicy',
    label: 'מדיניות ביטחון אזורית',
    info: 'מקומה של ישראל במזרח התיכון: הסדרים מדיניים, בריתות אזוריות, היחסים עם שכנותיה וגבולותיה.',
  },
  {
    key: 'securityIDF',
    label: 'ביטחון וצה"ל',
    info: 'עתיד צה"ל: מודל השירות, בניין הכוח, טכנולוגיה, מערך המילואים והקשר בין הצבא לחברה.',
  },
  {
    key: 'internalSecurityPolice',
    label: 'ביטחון פנים ומשטרה',
    info: 'ביטחון אישי, אכיפה, מאבק בפשיעה ובאלימות, שיטור קהילתי והיערכות לחירום אזרחי.',
  },
  {
    key: 'equalityAndWelfare',
    label: 'שוויון ורווחה',
    info: 'צמצום פערים, ביטחון סוציאלי, דיור, אוכלוסיות בסיכון, אנשים עם מוגבלות והגיל השלישי.',
  },
  {
    key: 'educationAndEnlightenment',
    label: 'חינוך והשכלה',
    info: 'מהגן ועד האקדמיה: מה ילמדו ילדינו, מעמד המורים, ההשכלה הגבוהה ולמידה לאורך החיים.',
  },
  {
    key: 'economy',
    label: 'כלכלה',
    info: 'צמיחה, יוקר המחיה, תעסוקה, חדשנות, תשתיות ומדיניות המסים והתקציב.',
  },
  {
    key: 'lawAndJustice',
    label: 'משפט וצדק',
    info: 'מערכת המשפט, זכויות האדם, חוקה, שלטון החוק ונגישות הצדק לכל אזרח ואזרחית.',
  },
  {
    key: 'gender',
    label: 'מגדר',
    info: 'שוויון מגדרי בעבודה, בייצוג ובמשפחה, מניעת אלימות ויצירת הזדמנויות שוות לכולם.',
  },
  {
    key: 'health',
    label: 'בריאות',
    info: 'מערכת הבריאות הציבורית, רפואה מונעת, בריאות הנפש, כוח אדם רפואי וצמצום הפערים בין המרכז לפריפריה.',
  },
];

/** Every text of one language: the groups, the ten areas (in DEFAULT_AREAS's order), the closed text. */
export type LocaleTexts = {
  texts: Texts;
  areas: readonly AreaText[];
  closedText: string;
};

/** What a language's page shows: every text but the e-mails', the areas, the closed text. */
export type PageTexts = {
  texts: Omit<Texts, 'emails'>;
  areas: readonly AreaText[];
  closedText: string;
};

export const DEFAULT_CLOSED_TEXT =
  'הגשת הצעות החזון הסתיימה. תודה לכל מי שהגיש הצעה – ההצעות הנבחרות יפורסמו בקרוב באתר זה.';

/** Replaces {name} placeholders: fillText('איש קשר {number}', { number: 2 }). */
export const fillText = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

// The names of our fields in the CMS's admin panel, and the help under them, in Hebrew (the panel's
// language) and in English (for an account that chose English), side by side. The CMS writes the
// Hebrew into the Content Manager's layouts at every start (cms/src/bootstrap/admin-labels.ts); the
// panel turns both into messages under the Content Manager's own ids
// (cms/src/admin/features/field-names/messages.ts). Tables are keyed by the Content Manager's uid
// of the content type or component. The site's texts keep their Hebrew names in texts.ts and their
// English ones in panel-fields-texts.ts.

import { englishTextNames, TEXT_GROUP_LABELS_EN } from './panel-fields-texts';
import {
  TEXT_DEFINITIONS,
  TEXT_GROUP_LABELS,
  TEXT_GROUP_NAMES,
  type TextDefinition,
  type TextGroupName,
} from './texts';

type Named = { label: string; description?: never };
type Described = { label: string; description: string };

/** A field's name in both languages; help in one language needs help in the other. */
export type PanelFieldName = { he: Named; en: Named } | { he: Described; en: Described };
export type PanelFieldNames = Readonly<Record<string, PanelFieldName>>;

/** A text group's component: its file in cms/src/components/texts/ is the kebab-case group. */
export const textComponentUid = (group: TextGroupName) =>
  `texts.${group.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const SETTINGS: PanelFieldNames = {
  isClosed: {
    he: { label: 'מצב ההגשה', description: 'כשההגשה סגורה הטופס מוסתר ובמקומו מוצג "טקסט ההגשה הסגורה"' },
    en: {
      label: 'Submission status',
      description: 'When submissions are closed, the form is hidden and the "Message when closed" shows instead',
    },
  },
  opensAt: {
    he: {
      label: 'פתיחת ההגשה',
      description:
        'התאריך והשעה לפי השעון של המחשב שלך (במחשב שמכוון לישראל: שעון ישראל); באתר יוצגו בשעון ישראל. ריק: פתוח כבר עכשיו. לפני המועד מוצגת במקום הטופס "הודעה לפני פתיחת ההגשה" (בקבוצת טופס ההגשה)',
    },
    en: {
      label: 'Opening date',
      description:
        'Date and time in your computer\'s time zone (Israel time if it is set to Israel); the site shows them in Israel time. Empty: open now. Until then the "Message before opening" (in the Submission form group) shows instead of the form',
    },
  },
  closesAt: {
    he: {
      label: 'סיום ההגשה',
      description:
        'התאריך והשעה לפי השעון של המחשב שלך (במחשב שמכוון לישראל: שעון ישראל). מהשנייה הזאת השרת לא מקבל הצעות ומוצג "טקסט ההגשה הסגורה"; ריק: בלי מועד סיום. המתג "מצב ההגשה" גובר תמיד',
    },
    en: {
      label: 'Closing date',
      description:
        'Date and time in your computer\'s time zone (Israel time if it is set to Israel). From that second the server accepts no proposals and the "Message when closed" shows; empty: no closing date. The "Submission status" switch always takes precedence',
    },
  },
  retentionDays: {
    he: {
      label: 'תקופת שמירת ההצעות (ימים)',
      description:
        'מספר הימים אחרי מועד "סיום ההגשה" שבהם נשמרות ההצעות. בתום התקופה נמחקות אוטומטית, פעם ביום, כל ההצעות שהתקבלו עד מועד הסיום, עם אנשי הקשר, הקבצים וההגשות שבהסגר. ריק: שומרים בלי הגבלה; בלי מועד סיום לא נמחק דבר',
    },
    en: {
      label: 'Retention period (days)',
      description:
        'How many days after the "Closing date" proposals are kept. When the period ends, a daily job deletes every proposal received up to the closing date, with its contacts, files and quarantined submissions. Empty: kept indefinitely; with no closing date nothing is deleted',
    },
  },
  evaluatorsSeeContacts: {
    he: {
      label: 'המעריכים רואים את פרטי הקשר',
      description:
        'כבוי: המעריכים רואים את ההצעה ואת הקובץ בלי שמות, טלפונים וכתובות של אנשי הקשר. רק מנהלי־על משנים זאת',
    },
    en: {
      label: 'Evaluators see contact details',
      description:
        "Off: evaluators read the proposal and its file without the contacts' names, phones and addresses. Only super admins change it",
    },
  },
  closedText: {
    he: { label: 'טקסט ההגשה הסגורה', description: 'מוצג במקום הטופס כשההגשה סגורה' },
    en: { label: 'Message when closed', description: 'Shown instead of the form when submissions are closed' },
  },
  staffNotification: {
    he: {
      label: 'הודעות לצוות על הצעות חדשות',
      description:
        'הודעה על כל הצעה, או סיכום יומי בבוקר של ההצעות מאתמול (שעון ישראל). בהודעה רק האסמכתה, התחום וקישור להצעה בפאנל',
    },
    en: {
      label: 'Staff notifications of new proposals',
      description:
        "A message for each proposal, or a morning digest of yesterday's proposals (Israel time). Messages include only the reference, the area and a link to the proposal in the admin panel",
    },
  },
  staffEmails: {
    he: {
      label: 'כתובות הדואר של הצוות',
      description: 'כתובת אחת או יותר, מופרדות בפסיק או בשורה חדשה. הכתובות לא מוצגות באתר',
    },
    en: {
      label: 'Staff e-mail addresses',
      description: 'One or more addresses, separated by commas or new lines. They are not shown on the site',
    },
  },
  // Each text group is a component field that opens a box of its own on the Settings page.
  ...Object.fromEntries(
    TEXT_GROUP_NAMES.map((group) => [
      group,
      { he: { label: TEXT_GROUP_LABELS[group] }, en: { label: TEXT_GROUP_LABELS_EN[group] } },
    ]),
  ),
  areas: {
    he: { label: 'תחומי החזון', description: 'עשרה תחומים; לכל תחום שם והסבר שמוצג כשבוחרים בו' },
    en: {
      label: 'Vision areas',
      description: 'Ten areas, each with a name and an explanation shown when it is chosen',
    },
  },
  titleImage: { he: { label: 'תמונת הכותרת' }, en: { label: 'Title image' } },
  desktopBackground: { he: { label: 'רקע הכותרת – מחשב' }, en: { label: 'Title background – desktop' } },
  mobileBackground: { he: { label: 'רקע הכותרת – נייד' }, en: { label: 'Title background – mobile' } },
  partnerLogo: { he: { label: 'לוגו המיזם' }, en: { label: 'Initiative logo' } },
  mediaLogo: { he: { label: 'לוגו השותף התקשורתי' }, en: { label: 'Media partner logo' } },
  introImage: { he: { label: 'תמונת הפתיח' }, en: { label: 'Intro image' } },
  socialImage: {
    he: { label: 'תמונת השיתוף ברשתות', description: 'PNG או JPG ברוחב 1200 ובגובה 630 פיקסלים' },
    en: { label: 'Social sharing image', description: 'PNG or JPG, 1200 pixels wide and 630 high' },
  },
  favicon: { he: { label: 'סמל האתר (בלשונית הדפדפן)' }, en: { label: 'Site icon (in the browser tab)' } },
  termsDocument: {
    he: { label: 'מסמך תנאי ההשתתפות', description: 'הקישור בתיבת האישור בטופס' },
    en: { label: 'Terms of participation', description: "Linked from the form's consent checkbox" },
  },
  informationDocument: {
    he: { label: 'מסמך ההנחיות', description: 'הקישור שמתחת לרשימה בפתיח' },
    en: { label: 'Guidelines document', description: 'Linked below the list in the page intro' },
  },
  privacyDocument: {
    he: { label: 'מדיניות הפרטיות', description: 'הקישור ליד תיבת האישור בטופס ובתחתית העמוד' },
    en: { label: 'Privacy policy', description: "Linked next to the form's consent checkbox and in the page footer" },
  },
};

const AREA: PanelFieldNames = {
  key: { he: { label: 'התחום (קבוע)' }, en: { label: 'Area (fixed)' } },
  label: { he: { label: 'שם התחום' }, en: { label: 'Area name' } },
  info: { he: { label: 'הסבר על התחום' }, en: { label: 'About the area' } },
};

const CONTACT: PanelFieldNames = {
  fullName: { he: { label: 'שם מלא' }, en: { label: 'Full name' } },
  role: { he: { label: 'תפקיד' }, en: { label: 'Role' } },
  phoneNumber: { he: { label: 'טלפון' }, en: { label: 'Phone' } },
  email: { he: { label: 'דואר אלקטרוני' }, en: { label: 'E-mail' } },
};

/** What a submission holds, whether it became a lead or waits in quarantine. */
const SUBMISSION: PanelFieldNames = {
  reference: { he: { label: 'אסמכתה' }, en: { label: 'Reference' } },
  visionPresenters: { he: { label: 'מגישי החזון' }, en: { label: 'Vision presenters' } },
  contacts: { he: { label: 'אנשי קשר' }, en: { label: 'Contacts' } },
  visionSubmissionArea: { he: { label: 'תחום' }, en: { label: 'Area' } },
  confirmation: { he: { label: 'אישר את התנאים' }, en: { label: 'Accepted the terms' } },
  attachmentName: { he: { label: 'שם הקובץ' }, en: { label: 'File name' } },
  attachmentType: { he: { label: 'סוג הקובץ' }, en: { label: 'File type' } },
  attachmentSize: { he: { label: 'גודל הקובץ (בתים)' }, en: { label: 'File size (bytes)' } },
  // A quarantined attempt's file is scanned too (its list shows the state).
  fileScan: { he: { label: 'סריקת הקובץ' }, en: { label: 'File scan' } },
  // Kept in view: a reviewer of a quarantined attempt decides by it (0 = a bot, 1 = a person).
  recaptchaScore: { he: { label: 'ציון בדיקת הבוטים (0 עד 1)' }, en: { label: 'Bot check score (0 to 1)' } },
  createdAt: { he: { label: 'התקבל ב־' }, en: { label: 'Received on' } },
  // The language of the page it was sent from (locales.ts): the visitor's e-mails follow it.
  submissionLocale: { he: { label: 'שפה' }, en: { label: 'Language' } },
};

const LEAD: PanelFieldNames = {
  ...SUBMISSION,
  reviewStatus: { he: { label: 'סטטוס' }, en: { label: 'Review status' } },
  reviewer: { he: { label: 'בודק/ת' }, en: { label: 'Reviewer' } },
  scoreMean: { he: { label: 'ציון ממוצע משוקלל' }, en: { label: 'Weighted mean score' } },
  scoreCount: { he: { label: 'הערכות שהוגשו' }, en: { label: 'Scores submitted' } },
  scoreDisagreement: { he: { label: 'פער בין המעריכים' }, en: { label: 'Evaluators disagree' } },
};

const QUARANTINED_LEAD: PanelFieldNames = {
  ...SUBMISSION,
  reason: { he: { label: 'סיבת ההסגר' }, en: { label: 'Quarantine reason' } },
  createdAt: { he: { label: 'נחסם ב־' }, en: { label: 'Blocked at' } },
};

const AUDIT_ENTRY: PanelFieldNames = {
  createdAt: { he: { label: 'מתי' }, en: { label: 'When' } },
  action: { he: { label: 'פעולה' }, en: { label: 'Action' } },
  actor: { he: { label: 'מי' }, en: { label: 'Who' } },
  leadReference: { he: { label: 'אסמכתת ההצעה' }, en: { label: 'Proposal reference' } },
  details: { he: { label: 'פרטים' }, en: { label: 'Details' } },
};

const MAIL_JOB: PanelFieldNames = {
  createdAt: { he: { label: 'נוצרה ב־' }, en: { label: 'Created at' } },
  kind: { he: { label: 'סוג ההודעה' }, en: { label: 'Message type' } },
  recipient: { he: { label: 'נמען' }, en: { label: 'Recipient' } },
  leadId: { he: { label: 'מספר ההצעה' }, en: { label: 'Proposal ID' } },
  leadReference: { he: { label: 'אסמכתת ההצעה' }, en: { label: 'Proposal reference' } },
  digestDay: { he: { label: 'יום הסיכום' }, en: { label: 'Digest day' } },
  noteId: { he: { label: 'מספר ההערה' }, en: { label: 'Note ID' } },
  adminUserId: { he: { label: 'מספר החשבון של הנמען' }, en: { label: "Recipient's account ID" } },
  deliveryStatus: { he: { label: 'מצב' }, en: { label: 'Status' } },
  attempts: { he: { label: 'ניסיונות שליחה' }, en: { label: 'Send attempts' } },
  nextAttemptAt: { he: { label: 'הניסיון הבא' }, en: { label: 'Next attempt' } },
  lastError: { he: { label: 'תשובת שרת הדואר האחרונה' }, en: { label: "Mail server's last reply" } },
  sentAt: { he: { label: 'נשלחה ב־' }, en: { label: 'Sent at' } },
};

/**
 * A text group's fields: the Hebrew from the text definitions, the English beside it. A text
 * without a hint gets an empty one, so that a hint the text no longer has is cleared.
 */
const textFields = (group: TextGroupName): PanelFieldNames => {
  const english = englishTextNames(group);
  return Object.fromEntries(
    Object.entries(TEXT_DEFINITIONS[group] as Record<string, TextDefinition>).map(([name, definition]) => [
      name,
      {
        he: { label: definition.label, description: definition.hint ?? '' },
        en: { label: english[name].label, description: english[name].hint ?? '' },
      },
    ]),
  );
};

/** By content-type uid. */
export const CONTENT_TYPE_FIELD_NAMES: Readonly<Record<string, PanelFieldNames>> = {
  'api::setting.setting': SETTINGS,
  'api::lead.lead': LEAD,
  'api::quarantined-lead.quarantined-lead': QUARANTINED_LEAD,
  'api::audit-entry.audit-entry': AUDIT_ENTRY,
  'api::mail-job.mail-job': MAIL_JOB,
};

/** By component uid. */
export const COMPONENT_FIELD_NAMES: Readonly<Record<string, PanelFieldNames>> = {
  'texts.area': AREA,
  'lead.contact': CONTACT,
  ...Object.fromEntries(TEXT_GROUP_NAMES.map((group) => [textComponentUid(group), textFields(group)])),
};

type ModelName = { he: string; en: string };

/**
 * Our content types' and components' names: the schemas' `displayName` is the Hebrew, and the panel
 * names a model by the message whose id is that Hebrew (the Content Manager's menu, a list's title,
 * a single type's page), so an English account reads the English.
 */
export const MODEL_NAMES = {
  'api::setting.setting': { he: 'תוכן האתר', en: 'Site content' },
  'api::lead.lead': { he: 'הצעות חזון', en: 'Vision proposals' },
  'api::lead.lead-note': { he: 'הערות על הצעות', en: 'Proposal notes' },
  'api::lead.lead-match': { he: 'מפתחות שכפול', en: 'Duplicate keys' },
  'api::quarantined-lead.quarantined-lead': { he: 'הגשות בהסגר', en: 'Quarantined submissions' },
  'api::audit-entry.audit-entry': { he: 'יומן פעולות', en: 'Activity log' },
  'api::mail-job.mail-job': { he: 'דואר יוצא', en: 'Outgoing mail' },
  'api::setting.setting-version': { he: 'גרסאות תוכן האתר', en: 'Site content versions' },
  'api::evaluation.evaluation-criterion': { he: 'מחוון ההערכה', en: 'Evaluation rubric' },
  'api::evaluation.evaluation-assignment': { he: 'הערכות', en: 'Evaluations' },
  'api::evaluation.evaluation-conflict': { he: 'ניגודי עניינים', en: 'Conflicts of interest' },
  'api::evaluation.evaluator-area': { he: 'תחומי המעריכים', en: "Evaluators' areas" },
  'lead.contact': { he: 'איש קשר', en: 'Contact' },
  'texts.area': { he: 'תחום חזון', en: 'Vision area' },
} as const satisfies Record<string, ModelName>;

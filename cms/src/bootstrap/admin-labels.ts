// Gives every field of the site's content a Hebrew label and help text in the panel, taken from
// the text definitions in @vision/config, so an editor knows what each box changes on the site;
// the layouts themselves (lists, edit views, the Settings page) are admin-layouts.ts.

import type { Core } from '@strapi/strapi';
import { TEXT_DEFINITIONS, TEXT_GROUP_LABELS, TEXT_GROUP_NAMES, type TextDefinition } from '@vision/config';
import { textComponentUid } from '../content-model/text-fields';
import { AUDIT_UID, LEAD_UID, MAIL_JOB_UID, QUARANTINE_UID, SETTINGS_UID } from '../lib/uids';
import { layOutContentType, type Configuration } from './admin-layouts';
import { titleSingleTypesOnHome } from './admin-home';

type FieldLabel = { label: string; description?: string };

const SETTINGS_LABELS: Record<string, FieldLabel> = {
  isClosed: { label: 'מצב ההגשה', description: 'כשההגשה סגורה הטופס מוסתר ובמקומו מוצג "טקסט ההגשה הסגורה"' },
  opensAt: {
    label: 'פתיחת ההגשה',
    description:
      'התאריך והשעה לפי השעון של המחשב שלך (במחשב שמכוון לישראל: שעון ישראל); באתר יוצגו בשעון ישראל. ריק: פתוח כבר עכשיו. לפני המועד מוצגת במקום הטופס "הודעה לפני פתיחת ההגשה" (בקבוצת טופס ההגשה)',
  },
  closesAt: {
    label: 'סיום ההגשה',
    description:
      'התאריך והשעה לפי השעון של המחשב שלך (במחשב שמכוון לישראל: שעון ישראל). מהשנייה הזאת השרת לא מקבל הצעות ומוצג "טקסט ההגשה הסגורה"; ריק: בלי מועד סיום. המתג "מצב ההגשה" גובר תמיד',
  },
  retentionDays: {
    label: 'תקופת שמירת ההצעות (ימים)',
    description:
      'מספר הימים אחרי מועד "סיום ההגשה" שבהם נשמרות ההצעות. בתום התקופה נמחקות אוטומטית, פעם ביום, כל ההצעות שהתקבלו עד מועד הסיום, עם אנשי הקשר, הקבצים וההגשות שבהסגר. ריק: שומרים בלי הגבלה; בלי מועד סיום לא נמחק דבר',
  },
  closedText: { label: 'טקסט ההגשה הסגורה', description: 'מוצג במקום הטופס כשההגשה סגורה' },
  staffNotification: {
    label: 'הודעות לצוות על הצעות חדשות',
    description:
      'הודעה על כל הצעה, או סיכום יומי בבוקר של ההצעות מאתמול (שעון ישראל). בהודעה רק האסמכתה, התחום וקישור להצעה בפאנל',
  },
  staffEmails: {
    label: 'כתובות הדואר של הצוות',
    description: 'כתובת אחת או יותר, מופרדות בפסיק או בשורה חדשה. הכתובות לא מוצגות באתר',
  },
  ...Object.fromEntries(TEXT_GROUP_NAMES.map((group) => [group, { label: TEXT_GROUP_LABELS[group] }])),
  areas: { label: 'תחומי החזון', description: 'עשרה תחומים; לכל תחום שם והסבר שמוצג כשבוחרים בו' },
  titleImage: { label: 'תמונת הכותרת' },
  desktopBackground: { label: 'רקע הכותרת – מחשב' },
  mobileBackground: { label: 'רקע הכותרת – נייד' },
  partnerLogo: { label: 'לוגו המיזם' },
  mediaLogo: { label: 'לוגו השותף התקשורתי' },
  introImage: { label: 'תמונת הפתיח' },
  socialImage: { label: 'תמונת השיתוף ברשתות', description: 'PNG או JPG ברוחב 1200 ובגובה 630 פיקסלים' },
  favicon: { label: 'סמל האתר (בלשונית הדפדפן)' },
  termsDocument: { label: 'מסמך תנאי ההשתתפות', description: 'הקישור בתיבת האישור בטופס' },
  informationDocument: { label: 'מסמך ההנחיות', description: 'הקישור שמתחת לרשימה בפתיח' },
  privacyDocument: { label: 'מדיניות הפרטיות', description: 'הקישור ליד תיבת האישור בטופס ובתחתית העמוד' },
};

const AREA_LABELS: Record<string, FieldLabel> = {
  key: { label: 'התחום (קבוע)' },
  label: { label: 'שם התחום' },
  info: { label: 'הסבר על התחום' },
};

const CONTACT_LABELS: Record<string, FieldLabel> = {
  fullName: { label: 'שם מלא' },
  role: { label: 'תפקיד' },
  phoneNumber: { label: 'טלפון' },
  email: { label: 'דואר אלקטרוני' },
};

const LEAD_LABELS: Record<string, FieldLabel> = {
  reference: { label: 'אסמכתה' },
  visionPresenters: { label: 'מגישי החזון' },
  contacts: { label: 'אנשי קשר' },
  visionSubmissionArea: { label: 'תחום' },
  confirmation: { label: 'אישר את התנאים' },
  attachmentName: { label: 'שם הקובץ' },
  attachmentType: { label: 'סוג הקובץ' },
  attachmentSize: { label: 'גודל הקובץ (בתים)' },
  // Kept in view: a reviewer of a quarantined attempt decides by it (0 = a bot, 1 = a person).
  recaptchaScore: { label: 'ציון בדיקת הבוטים (0 עד 1)' },
  createdAt: { label: 'התקבל ב־' },
  reviewStatus: { label: 'סטטוס' },
  reviewer: { label: 'בודק/ת' },
};

const QUARANTINE_LABELS: Record<string, FieldLabel> = {
  ...LEAD_LABELS,
  reason: { label: 'סיבת ההסגר' },
  createdAt: { label: 'נחסם ב־' },
};

const AUDIT_LABELS: Record<string, FieldLabel> = {
  createdAt: { label: 'מתי' },
  action: { label: 'פעולה' },
  actor: { label: 'מי' },
  leadReference: { label: 'אסמכתת ההצעה' },
  details: { label: 'פרטים' },
};

const MAIL_JOB_LABELS: Record<string, FieldLabel> = {
  createdAt: { label: 'נוצרה ב־' },
  kind: { label: 'סוג ההודעה' },
  recipient: { label: 'נמען' },
  leadId: { label: 'מספר ההצעה' },
  leadReference: { label: 'אסמכתת ההצעה' },
  digestDay: { label: 'יום הסיכום' },
  deliveryStatus: { label: 'מצב' },
  attempts: { label: 'ניסיונות שליחה' },
  nextAttemptAt: { label: 'הניסיון הבא' },
  lastError: { label: 'תשובת שרת הדואר האחרונה' },
  sentAt: { label: 'נשלחה ב־' },
};

const fromDefinitions = (definitions: Record<string, TextDefinition>): Record<string, FieldLabel> =>
  Object.fromEntries(
    Object.entries(definitions).map(([name, definition]) => [
      name,
      { label: definition.label, description: definition.hint ?? '' },
    ]),
  );

const relabel = (configuration: Configuration, labels: Record<string, FieldLabel>) => {
  for (const [name, { label, description }] of Object.entries(labels)) {
    const metadata = configuration.metadatas?.[name];
    if (!metadata) continue;
    metadata.edit = { ...metadata.edit, label, ...(description !== undefined ? { description } : {}) };
    metadata.list = { ...metadata.list, label };
  }
};

export const applyAdminLabels = async (strapi: Core.Strapi) => {
  const contentManager = strapi.plugin('content-manager');
  const components = contentManager.service('components');
  const contentTypes = contentManager.service('content-types');

  const componentLabels: Record<string, Record<string, FieldLabel>> = {
    'texts.area': AREA_LABELS,
    'lead.contact': CONTACT_LABELS,
    ...Object.fromEntries(
      TEXT_GROUP_NAMES.map((group) => [textComponentUid(group), fromDefinitions(TEXT_DEFINITIONS[group])]),
    ),
  };
  for (const [uid, labels] of Object.entries(componentLabels)) {
    const component = components.findComponent(uid);
    if (!component) continue;
    const configuration = (await components.findConfiguration(component)) as Configuration;
    relabel(configuration, labels);
    // Contacts exist only inside leads and quarantined attempts, which nobody edits.
    if (uid === 'lead.contact') {
      for (const metadata of Object.values(configuration.metadatas))
        metadata.edit = { ...metadata.edit, editable: false };
      configuration.settings = { ...configuration.settings, mainField: 'email' };
    }
    await components.updateConfiguration(component, configuration);
  }

  for (const [uid, labels] of [
    [SETTINGS_UID, SETTINGS_LABELS],
    [LEAD_UID, LEAD_LABELS],
    [QUARANTINE_UID, QUARANTINE_LABELS],
    [AUDIT_UID, AUDIT_LABELS],
    [MAIL_JOB_UID, MAIL_JOB_LABELS],
  ] as const) {
    const contentType = contentTypes.findContentType(uid);
    if (!contentType) continue;
    const configuration = await contentTypes.findConfiguration(contentType);
    relabel(configuration, labels);
    layOutContentType(uid, configuration);
    await contentTypes.updateConfiguration(contentType, configuration);
  }
  titleSingleTypesOnHome(strapi);
};

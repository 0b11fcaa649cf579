// Gives every field of the site's content a Hebrew label and help text in the panel, taken from
// the text definitions in @vision/config, so an editor knows what each box changes on the site.

import type { Core } from '@strapi/strapi';
import { TEXT_DEFINITIONS, TEXT_GROUP_LABELS, TEXT_GROUP_NAMES, type TextDefinition } from '@vision/config';
import { textComponentUid } from '../content-model/text-fields';
import { LEAD_UID, SETTINGS_UID } from '../utils/uids';

type FieldLabel = { label: string; description?: string };

const SETTINGS_LABELS: Record<string, FieldLabel> = {
  isClosed: { label: 'ההגשה סגורה', description: 'כשהמתג פעיל הטופס מוסתר ובמקומו מוצג "טקסט ההגשה הסגורה"' },
  closedText: { label: 'טקסט ההגשה הסגורה', description: 'מוצג במקום הטופס כשההגשה סגורה' },
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
};

const AREA_LABELS: Record<string, FieldLabel> = {
  key: { label: 'מזהה התחום (קבוע)' },
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
  attachmentSha256: { label: 'טביעת הקובץ (SHA-256)' },
  recaptchaScore: { label: 'ציון בדיקת הבוטים' },
  createdAt: { label: 'התקבל ב־' },
};

const fromDefinitions = (definitions: Record<string, TextDefinition>): Record<string, FieldLabel> =>
  Object.fromEntries(
    Object.entries(definitions).map(([name, definition]) => [
      name,
      { label: definition.label, description: definition.hint ?? '' },
    ]),
  );

type Configuration = { metadatas: Record<string, { edit: Record<string, unknown>; list: Record<string, unknown> }> };

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
    const configuration = await components.findConfiguration(component);
    relabel(configuration, labels);
    await components.updateConfiguration(component, configuration);
  }

  for (const [uid, labels] of [
    [SETTINGS_UID, SETTINGS_LABELS],
    [LEAD_UID, LEAD_LABELS],
  ] as const) {
    const contentType = contentTypes.findContentType(uid);
    if (!contentType) continue;
    const configuration = await contentTypes.findConfiguration(contentType);
    relabel(configuration, labels);
    await contentTypes.updateConfiguration(contentType, configuration);
  }
};

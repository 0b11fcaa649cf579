// Gives every field of the site's content a Hebrew label and help text in the panel, taken from
// the text definitions in @vision/config, so an editor knows what each box changes on the site;
// and lays out the lead, quarantine and audit lists (columns, newest first, search and filters)
// and their read-only edit views: leads are evidence, not drafts.

import type { Core } from '@strapi/strapi';
import { TEXT_DEFINITIONS, TEXT_GROUP_LABELS, TEXT_GROUP_NAMES, type TextDefinition } from '@vision/config';
import { CONTACTS_SNAPSHOT } from '../lib/leads/contacts-snapshot';
import { textComponentUid } from '../content-model/text-fields';
import { AUDIT_UID, LEAD_UID, QUARANTINE_UID, SETTINGS_UID } from '../lib/uids';

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

/**
 * How a list opens and what it shows. The Hebrew area label and the first contact's e-mail are
 * columns the admin panel adds (src/admin/app.tsx): they are not stored fields.
 */
type ListView = { columns: string[]; searchable: string[]; mainField: string; hidden?: string[] };

const LEAD_FIELDS_HIDDEN = ['attachmentKey', 'idempotencyKey', CONTACTS_SNAPSHOT];

const LIST_VIEWS: Record<string, ListView> = {
  [LEAD_UID]: {
    columns: ['createdAt', 'reference', 'visionPresenters', 'visionSubmissionArea', 'attachmentName'],
    searchable: ['reference', 'visionPresenters', 'attachmentName'],
    mainField: 'reference',
    hidden: LEAD_FIELDS_HIDDEN,
  },
  [QUARANTINE_UID]: {
    columns: ['createdAt', 'reference', 'visionPresenters', 'visionSubmissionArea', 'attachmentName', 'reason'],
    searchable: ['reference', 'visionPresenters', 'attachmentName'],
    mainField: 'reference',
    hidden: LEAD_FIELDS_HIDDEN,
  },
  [AUDIT_UID]: {
    columns: ['createdAt', 'action', 'actor', 'leadReference'],
    searchable: ['actor', 'leadReference'],
    mainField: 'actor',
  },
};

const fromDefinitions = (definitions: Record<string, TextDefinition>): Record<string, FieldLabel> =>
  Object.fromEntries(
    Object.entries(definitions).map(([name, definition]) => [
      name,
      { label: definition.label, description: definition.hint ?? '' },
    ]),
  );

type Configuration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit: Record<string, unknown>; list: Record<string, unknown> }>;
  layouts: { list: string[]; edit: { name: string; size: number }[][] };
};

const relabel = (configuration: Configuration, labels: Record<string, FieldLabel>) => {
  for (const [name, { label, description }] of Object.entries(labels)) {
    const metadata = configuration.metadatas?.[name];
    if (!metadata) continue;
    metadata.edit = { ...metadata.edit, label, ...(description !== undefined ? { description } : {}) };
    metadata.list = { ...metadata.list, label };
  }
};

/** Newest first, the chosen columns, and nothing editable: these rows are written by the server. */
const layOut = (configuration: Configuration, view: ListView) => {
  configuration.settings = {
    ...configuration.settings,
    searchable: true,
    filterable: true,
    bulkable: true,
    mainField: view.mainField,
    defaultSortBy: 'createdAt',
    defaultSortOrder: 'DESC',
  };
  configuration.layouts.list = view.columns.filter((name) => configuration.metadatas[name]);
  const hidden = view.hidden ?? [];
  for (const [name, metadata] of Object.entries(configuration.metadatas)) {
    metadata.edit = { ...metadata.edit, editable: false, ...(hidden.includes(name) ? { visible: false } : {}) };
    if ('searchable' in metadata.list || view.searchable.includes(name)) {
      metadata.list = { ...metadata.list, searchable: view.searchable.includes(name) };
    }
  }
  configuration.layouts.edit = configuration.layouts.edit
    .map((row) => row.filter((field) => !hidden.includes(field.name)))
    .filter((row) => row.length > 0);
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
  ] as const) {
    const contentType = contentTypes.findContentType(uid);
    if (!contentType) continue;
    const configuration = await contentTypes.findConfiguration(contentType);
    relabel(configuration, labels);
    if (LIST_VIEWS[uid]) layOut(configuration, LIST_VIEWS[uid]);
    await contentTypes.updateConfiguration(contentType, configuration);
  }
};

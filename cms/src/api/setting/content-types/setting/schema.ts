import {
  DEFAULT_STAFF_NOTIFICATION_MODE,
  MODEL_NAMES,
  STAFF_NOTIFICATION_MODES,
  TEXT_GROUP_NAMES,
  textComponentUid,
} from '@vision/config';

const localized = { i18n: { localized: true } };
const shared = { i18n: { localized: false } };

const textGroups = Object.fromEntries(
  TEXT_GROUP_NAMES.map((group) => [
    group,
    {
      type: 'component',
      repeatable: false,
      required: true,
      component: textComponentUid(group),
      pluginOptions: localized,
    },
  ]),
);

const image = { type: 'media', multiple: false, allowedTypes: ['images'], pluginOptions: shared };
// Each language has its own documents (the terms, the information file, the privacy notice); a
// language without one links the default language's (lib/publishing/settings-payload.ts).
const document = { type: 'media', multiple: false, allowedTypes: ['files'], pluginOptions: localized };

// The site's texts, images, documents, the open/closed switch and the submission window: one
// entry per language.
// Draft and publish: a save keeps a draft, and the site shows only what is published (issue 22).
// The call's controls (IMMEDIATE_SETTINGS_FIELDS in config: the switch, the window, the staff
// notification, retention) act as saved, read from the draft (services/settings-snapshot.ts).
export default {
  kind: 'singleType',
  collectionName: 'settings',
  info: {
    singularName: 'setting',
    pluralName: 'settings',
    displayName: MODEL_NAMES['api::setting.setting'].he,
    description: 'כל הטקסטים, התמונות והמסמכים של האתר, והמתג שסוגר את ההגשה',
  },
  options: { draftAndPublish: true },
  pluginOptions: localized,
  attributes: {
    isClosed: { type: 'boolean', default: false, required: true, pluginOptions: shared },
    // Acts at once like the switch, but is said in each language (from that language's draft).
    closedText: { type: 'text', required: true, pluginOptions: localized },
    // The submission window: instants (stored in UTC), entered and shown in Israel time.
    opensAt: { type: 'datetime', pluginOptions: shared },
    closesAt: { type: 'datetime', pluginOptions: shared },
    // Who on the staff hears of new leads, and how (src/lib/mail/): personal data, so never part
    // of the public settings answer (services/settings-snapshot.ts keeps them out of its body).
    staffNotification: {
      type: 'enumeration',
      enum: [...STAFF_NOTIFICATION_MODES],
      default: DEFAULT_STAFF_NOTIFICATION_MODE,
      pluginOptions: shared,
    },
    staffEmails: { type: 'text', pluginOptions: shared },
    // How long leads are kept: days after closesAt (README.md, "Privacy"); empty keeps them.
    retentionDays: { type: 'integer', min: 1, pluginOptions: shared },
    // Whether evaluators read a proposal's contacts (GET /api/leads/:id/proposal); super admins only.
    evaluatorsSeeContacts: { type: 'boolean', default: false, pluginOptions: shared },
    ...textGroups,
    areas: {
      type: 'component',
      repeatable: true,
      required: true,
      min: 10,
      max: 10,
      component: 'texts.area',
      pluginOptions: localized,
    },
    titleImage: image,
    desktopBackground: image,
    mobileBackground: image,
    partnerLogo: image,
    mediaLogo: image,
    introImage: image,
    socialImage: image,
    favicon: image,
    termsDocument: document,
    informationDocument: document,
    privacyDocument: document,
  },
};

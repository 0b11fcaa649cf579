import { MODEL_NAMES } from '@vision/config';

// What each publish of the site's texts made live, per language: its texts and images (`content`,
// src/lib/publishing/version-content.ts), who published, and which fields changed against the
// version before it. Written only by the server in the publish's own transaction
// (src/lib/publishing/versions.ts); read through GET /api/settings/versions; never changed or
// deleted (no route writes it, and the Content Manager does not show it).
export default {
  kind: 'collectionType',
  collectionName: 'setting_versions',
  info: {
    singularName: 'setting-version',
    pluralName: 'setting-versions',
    displayName: MODEL_NAMES['api::setting.setting-version'].he,
    description: 'מה כל פרסום של תוכן האתר העלה לאוויר, מי פרסם ומה השתנה',
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    i18n: { localized: false },
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
  },
  indexes: [{ name: 'setting_versions_locale_number_idx', columns: ['locale', 'number'], type: 'unique' }],
  attributes: {
    locale: { type: 'string', required: true, maxLength: 16 },
    number: { type: 'integer', required: true },
    content: { type: 'json', required: true },
    contentHash: { type: 'string', required: true, maxLength: 64 },
    changedFields: { type: 'json', required: true },
    authorId: { type: 'integer' },
    authorName: { type: 'string', required: true, maxLength: 255 },
    restoredFrom: { type: 'integer' },
  },
};

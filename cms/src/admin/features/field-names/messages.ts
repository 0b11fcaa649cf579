// Our fields' names as messages, under the Content Manager's own ids: it names a field of a
// content type `content-manager.content-types.<uid>.<field>` (edit view, list head) and a field of
// a component `content-manager.components.<uid>.<field>`, its default the layout's label. Both
// tables come from @vision/config (config/src/panel-fields.ts), whose Hebrew is also what the server
// writes into the layouts (src/bootstrap/admin-labels.ts). Strapi reads an id the chosen
// language's table lacks from the English one, so the Hebrew table must hold every id the English
// one does, or an English name would show in the Hebrew panel.

import { COMPONENT_FIELD_NAMES, CONTENT_TYPE_FIELD_NAMES, MODEL_NAMES, type PanelFieldNames } from '@vision/config';
import type { MessageTable, Messages } from '../../shared/messages';

const tableOf = (
  prefix: string,
  models: Readonly<Record<string, PanelFieldNames>>,
  language: 'he' | 'en',
): MessageTable =>
  Object.fromEntries(
    Object.entries(models).flatMap(([uid, fields]) =>
      Object.entries(fields).map(([field, names]) => [`${prefix}.${uid}.${field}`, names[language].label]),
    ),
  );

const messagesOf = (language: 'he' | 'en'): MessageTable => ({
  ...tableOf('content-manager.content-types', CONTENT_TYPE_FIELD_NAMES, language),
  ...tableOf('content-manager.components', COMPONENT_FIELD_NAMES, language),
});

export const FIELD_NAME_MESSAGES: Messages = { he: messagesOf('he'), en: messagesOf('en') };

// A model's name (the menu, a list's title, a single type's page) is formatted with its Hebrew
// `displayName` as the id (config's MODEL_NAMES).
const modelNames = (language: 'he' | 'en'): MessageTable =>
  Object.fromEntries(Object.values(MODEL_NAMES).map((names) => [names.he, names[language]]));

export const MODEL_NAME_MESSAGES: Messages = { he: modelNames('he'), en: modelNames('en') };

// Builds Strapi component attributes from the text definitions in @vision/config, so each text
// of the site is one labelled field in the panel and its list exists only in config/.

import type { TextDefinition } from '@vision/config';

/** Postgres stores Strapi "string" attributes as varchar(255). */
const SHORT_TEXT_MAX = 255;

export const textAttributes = (definitions: Record<string, TextDefinition>) =>
  Object.fromEntries(
    Object.entries(definitions).map(([name, definition]) => [
      name,
      definition.long || definition.value.length > SHORT_TEXT_MAX / 2
        ? { type: 'text', required: true }
        : { type: 'string', required: true, maxLength: SHORT_TEXT_MAX },
    ]),
  );

export const textComponent = (
  collectionName: string,
  displayName: string,
  definitions: Record<string, TextDefinition>,
) => ({
  collectionName,
  info: { displayName, icon: 'feather', description: '' },
  options: {},
  attributes: textAttributes(definitions),
});

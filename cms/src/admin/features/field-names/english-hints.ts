// The help under a field for an account in English. Strapi translates a field's name (its message
// id) but shows its help as the layout has it, and the server writes the layout's help in Hebrew
// (src/bootstrap/admin-labels.ts). The edit-view layout hook swaps it for the English: it is not
// told the model, so a help text is known by the Hebrew the server wrote, which comes from the
// same table (config/src/panel-fields.ts); a help text from elsewhere stays as it is. The hook
// runs when an edit view opens, and an account changes its language on its profile page, so the
// language is read then.

import { COMPONENT_FIELD_NAMES, CONTENT_TYPE_FIELD_NAMES } from '@vision/config';
import { panelLocale } from '../../shared/messages';

/** Each Hebrew help text and its English. */
export const ENGLISH_HINTS: ReadonlyMap<string, string> = new Map(
  [...Object.values(CONTENT_TYPE_FIELD_NAMES), ...Object.values(COMPONENT_FIELD_NAMES)]
    .flatMap((fields) => Object.values(fields))
    .flatMap(({ he, en }) => (he.description && en.description ? [[he.description, en.description] as const] : [])),
);

type EditField = { hint?: unknown } & Record<string, unknown>;
type ComponentLayout = { layout: EditField[][] } & Record<string, unknown>;
type HookArgs = {
  layout: { layout: EditField[][][]; components?: Record<string, ComponentLayout> } & Record<string, unknown>;
  query: unknown;
};

const inEnglish = (field: EditField): EditField => {
  const english = typeof field.hint === 'string' ? ENGLISH_HINTS.get(field.hint) : undefined;
  return english ? { ...field, hint: english } : field;
};

const rowsInEnglish = (rows: EditField[][]) => rows.map((row) => row.map(inEnglish));

/** The edit-view layout hook: fields and components' fields with English help. */
export const englishHints = ({ layout, query }: HookArgs): HookArgs => {
  if (panelLocale() !== 'en') return { layout, query };
  const components =
    layout.components &&
    Object.fromEntries(
      Object.entries(layout.components).map(([uid, component]) => [
        uid,
        { ...component, layout: rowsInEnglish(component.layout) },
      ]),
    );
  return {
    layout: { ...layout, layout: layout.layout.map(rowsInEnglish), ...(components ? { components } : {}) },
    query,
  };
};

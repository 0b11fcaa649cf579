// The Settings page in boxes, one per part of the site, in the order the server stores
// (src/bootstrap/admin-layouts.ts SETTINGS_ORDER). The Content Manager draws one box per "panel"
// of its edit layout; the edit-view layout hook starts a new one at each group's first field,
// whose Hebrew label names the group.

import { WINDOW_EDGE_NAMES } from './window-edge-field';
import {
  CLOSED_SWITCH_FIELD,
  READ_ONLY_FIELD,
  STAFF_NOTIFICATION_FIELD,
  WINDOW_EDGE_FIELD,
} from '../../shared/field-types';

/** The fields that open a group: the switch, then the text components. */
export const GROUP_STARTS = ['isClosed', 'topSection', 'form', 'emails', 'general', 'seo'];

type EditField = { name: string; type: string } & Record<string, unknown>;
type ComponentLayout = { layout: EditField[][] } & Record<string, unknown>;
type HookArgs = {
  layout: {
    layout: EditField[][][];
    metadatas: Record<string, unknown>;
    components?: Record<string, ComponentLayout>;
  } & Record<string, unknown>;
  query: unknown;
};

/** An area's fixed key is its identity, not a choice: shown as text, by the area's Hebrew name. */
const AREA_COMPONENT = 'texts.area';

const withAreaKeyAsText = (components: Record<string, ComponentLayout> = {}) => {
  const area = components[AREA_COMPONENT];
  if (!area) return components;
  const layout = area.layout.map((row) =>
    row.map((field) => (field.name === 'key' ? { ...field, type: READ_ONLY_FIELD, disabled: true } : field)),
  );
  return { ...components, [AREA_COMPONENT]: { ...area, layout } };
};

const isSettings = (metadatas: Record<string, unknown>) => 'isClosed' in metadatas && 'closedText' in metadatas;

const ourField = (field: EditField): EditField => {
  if (field.name === 'isClosed') return { ...field, type: CLOSED_SWITCH_FIELD };
  if (WINDOW_EDGE_NAMES.includes(field.name)) return { ...field, type: WINDOW_EDGE_FIELD };
  if (field.name === 'staffNotification') return { ...field, type: STAFF_NOTIFICATION_FIELD };
  return field;
};

/** Rows split into boxes at each group's first field; the switch and the window's dates become ours. */
export const settingsInGroups = ({ layout, query }: HookArgs): HookArgs => {
  if (!isSettings(layout.metadatas ?? {})) return { layout, query };
  const panels: EditField[][][] = [];
  for (const row of layout.layout.flat()) {
    const fields = row.map(ourField);
    if (panels.length === 0 || fields.some((field) => GROUP_STARTS.includes(field.name))) panels.push([]);
    panels[panels.length - 1].push(fields);
  }
  return { layout: { ...layout, layout: panels, components: withAreaKeyAsText(layout.components) }, query };
};

// What a feature of the panel is: it registers itself on Strapi's extension points, and app.tsx
// reads as the list of them. Side panels are listed by name so that features stay apart and the
// edit view still shows them in the order a reader goes through a lead (SIDE_PANEL_ORDER).

import type { ComponentType } from 'react';
import type { StrapiApp } from '@strapi/strapi/admin';
import type { Messages } from './messages';

/** An edit-view side panel as the Content Manager takes it (PanelComponent in 5.54). */
export type SidePanel = (props: never) => unknown;

export const SIDE_PANEL_ORDER = [
  'publication',
  'translations',
  'received',
  'duplicates',
  'review',
  'evaluation',
  'notes',
  'attachment',
  'contacts',
  'quarantine',
  'audit-details',
  'mail-retry',
  'mail-preview',
] as const;

export type SidePanelName = (typeof SIDE_PANEL_ORDER)[number];

export type Feature = {
  name: string;
  /** Before the first render (widgets, translations). */
  register?: (app: StrapiApp) => void;
  /** Once the plugins are loaded (injection zones, hooks, document actions, fields). */
  bootstrap?: (app: StrapiApp) => void;
  sidePanels?: Partial<Record<SidePanelName, SidePanel>>;
  /** The panel's own field components by type (app.addFields; names in field-types.ts). */
  fields?: Record<string, ComponentType>;
  /** The feature's own texts by message id, per interface language (messages.ts). */
  messages?: Messages;
};

/** Every feature's side panels, in the reader's order. */
export const sidePanelsOf = (features: Feature[]): SidePanel[] =>
  SIDE_PANEL_ORDER.flatMap((name) => {
    const panel = features.find((feature) => feature.sidePanels?.[name])?.sidePanels?.[name];
    return panel ? [panel] : [];
  });

/**
 * The Content Manager's plugin APIs for edit-view panels, document and bulk actions: public in
 * Strapi 5 but typed `unknown` on the plugin object.
 */
export type ContentManagerApis = {
  addEditViewSidePanel: (panels: unknown[] | ((current: never[]) => unknown[])) => void;
  addDocumentAction: (actions: (current: never[]) => unknown[]) => void;
  addBulkAction: (actions: unknown[] | ((current: never[]) => unknown[])) => void;
};

export const contentManagerOf = (app: StrapiApp) => {
  const plugin = app.getPlugin('content-manager');
  return { plugin, apis: plugin.apis as ContentManagerApis };
};

// The dashboard's widgets on the panel's home page, shown only to those who may read leads (the
// Content Manager's read permission on Lead: Leads managers and super admins, never Editors). The
// titles are messages (messages.ts, merged into the translations by app.tsx).

import type { StrapiApp } from '@strapi/strapi/admin';
import { Calendar, ChartPie, Layout, Shield } from '@strapi/icons';
import { describe } from '../../shared/messages';
import { LEAD_UID } from '../../shared/uids';
import { DASHBOARD_MESSAGES } from './messages';

const message = (id: string) => describe(DASHBOARD_MESSAGES, id);

const READ_LEADS = [{ action: 'plugin::content-manager.explorer.read', subject: LEAD_UID }];
const LEADS_LIST = `/content-manager/collection-types/${LEAD_UID}`;

/** A widget as `app.widgets.register` takes it (Strapi does not export the type). */
type Widget = Extract<Parameters<StrapiApp['widgets']['register']>[0], unknown[]>[number];

/**
 * The Content Manager's widgets that say nothing here: nothing on this site is drafted and
 * published, so "recently published" is always empty and the entries chart counts every record
 * as "published".
 */
const MEANINGLESS = new Set(['content-manager:last-published-entries', 'content-manager:chart-entries']);

/** The leads' dashboard first, where staff look; Strapi's own widgets after it, minus the meaningless. */
export const withLeadWidgetsFirst =
  (ours: Widget[]) =>
  (current: Widget[]): Widget[] => [
    ...ours,
    ...current.filter((widget) => !MEANINGLESS.has(`${widget.pluginId ?? ''}:${widget.id}`)),
  ];

export const registerLeadWidgets = (app: StrapiApp) => {
  const ours: Widget[] = [
    {
      id: 'vision-leads-summary',
      icon: ChartPie,
      title: message('vision.dashboard.summary.title'),
      link: { label: message('vision.dashboard.link'), href: LEADS_LIST },
      component: async () => (await import('./leads-widgets')).LeadsSummaryWidget,
      permissions: READ_LEADS,
    },
    {
      id: 'vision-leads-by-day',
      icon: Calendar,
      title: message('vision.dashboard.by-day.title'),
      component: async () => (await import('./leads-widgets')).LeadsByDayWidget,
      permissions: READ_LEADS,
    },
    {
      id: 'vision-leads-by-area',
      icon: Layout,
      title: message('vision.dashboard.by-area.title'),
      component: async () => (await import('./leads-widgets')).LeadsByAreaWidget,
      permissions: READ_LEADS,
    },
    {
      id: 'vision-files-by-scan',
      icon: Shield,
      title: message('vision.dashboard.by-scan.title'),
      link: {
        label: message('vision.dashboard.scan-link'),
        href: `${LEADS_LIST}?filters[$and][0][fileScan][$ne]=clean`,
      },
      component: async () => (await import('./leads-widgets')).FilesByScanWidget,
      permissions: READ_LEADS,
    },
  ];
  app.widgets.register(withLeadWidgetsFirst(ours));
};

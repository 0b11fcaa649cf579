// The dashboard's widgets on the panel's home page, shown only to those who may read leads (the
// Content Manager's read permission on Lead: Leads managers and super admins, never Editors). The
// titles are messages of the panel's Hebrew (DASHBOARD_MESSAGES, added to the translations).

import type { StrapiApp } from '@strapi/strapi/admin';
import { Calendar, ChartPie, Layout } from '@strapi/icons';
import { LEAD_UID } from '../leads/uids';

export const DASHBOARD_MESSAGES: Record<string, string> = {
  'vision.dashboard.summary.title': 'הצעות החזון',
  'vision.dashboard.by-day.title': 'הגשות לפי יום',
  'vision.dashboard.by-area.title': 'הצעות לפי תחום',
  'vision.dashboard.link': 'לרשימת ההצעות',
};

const message = (id: keyof typeof DASHBOARD_MESSAGES & string) => ({ id, defaultMessage: DASHBOARD_MESSAGES[id] });

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
  ];
  app.widgets.register(withLeadWidgetsFirst(ours));
};

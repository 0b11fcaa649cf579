// The admin panel's customisation: Hebrew as its interface language (English for an account that
// chooses it), and the project's features, each registering itself on Strapi's extension points.
// What must reach into Strapi's internals lives in ./workarounds, listed in its README.md.

import type { ComponentType } from 'react';
import type { StrapiApp } from '@strapi/strapi/admin';
import { audit } from './features/audit';
import { concurrency } from './features/concurrency';
import { dashboard } from './features/dashboard';
import { evaluation } from './features/evaluation';
import { fieldNames } from './features/field-names';
import { leads } from './features/leads';
import { mail } from './features/mail';
import { mailPreview } from './features/mail-preview';
import { privacy } from './features/privacy';
import { publishing } from './features/publishing';
import { review } from './features/review';
import { settings } from './features/settings';
import { staffGuide } from './features/staff-guide';
import { translations } from './features/translations';
import { contentManagerOf, sidePanelsOf, type Feature } from './shared/feature';
import { mergeMessages, PANEL_LOCALES } from './shared/messages';
import { PANEL_MESSAGES } from './shared/panel-messages';
import { SHARED_MESSAGES } from './shared/shared-messages';
import { LABEL_MESSAGES } from './shared/labels/messages';
import { HEBREW } from './translations/he';
import { installWorkarounds } from './workarounds';

/** In this order: list actions, layout hooks and bulk actions take the order they are added in. */
const FEATURES: Feature[] = [
  leads,
  review,
  evaluation,
  privacy,
  audit,
  mail,
  mailPreview,
  settings,
  publishing,
  translations,
  concurrency,
  dashboard,
  fieldNames,
  staffGuide,
];

const messages = mergeMessages([
  PANEL_MESSAGES,
  SHARED_MESSAGES,
  LABEL_MESSAGES,
  ...FEATURES.map((feature) => feature.messages),
]);

export default {
  config: {
    locales: [...PANEL_LOCALES],
    translations: {
      he: { ...HEBREW, ...messages.he },
      en: messages.en,
    },
    tutorials: false,
    notifications: { releases: false },
  },
  register(app: StrapiApp) {
    installWorkarounds();
    for (const feature of FEATURES) feature.register?.(app);
  },
  bootstrap(app: StrapiApp) {
    for (const feature of FEATURES) feature.bootstrap?.(app);
    contentManagerOf(app).apis.addEditViewSidePanel(sidePanelsOf(FEATURES));
    app.addFields(
      FEATURES.flatMap((feature) =>
        Object.entries(feature.fields ?? {}).map(([type, Component]) => ({
          type,
          Component: Component as ComponentType,
        })),
      ),
    );
  },
};

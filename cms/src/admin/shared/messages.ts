// The panel's own texts are messages: an id `vision.<feature>.<name>`, a Hebrew text (the
// default: Hebrew is the panel's language) and an English one for an account that chose English.
// Each feature owns its table (its messages.ts); app.tsx merges them into config.translations,
// beside Strapi's own Hebrew (../translations/he). Components read them with react-intl's
// useIntl, as Strapi's own code does; the few labels computed outside React (a list column's
// cell, a filter's option) read the interface language the way Strapi shows it: <html lang>,
// which Strapi sets from the chosen language (its App and setLocale).

import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export type MessageTable = Readonly<Record<string, string>>;
export type Messages = { he: MessageTable; en: MessageTable };
export type MessageValues = Record<string, string | number>;

/** The interface languages the panel offers; the first is the default. */
export const PANEL_LOCALES = ['he', 'en'] as const;
export type PanelLocale = (typeof PANEL_LOCALES)[number];

/** All features' tables merged, per language. */
export const mergeMessages = (tables: (Messages | undefined)[]): Messages => ({
  he: Object.assign({}, ...tables.map((table) => table?.he ?? {})) as MessageTable,
  en: Object.assign({}, ...tables.map((table) => table?.en ?? {})) as MessageTable,
});

/** A message descriptor for formatMessage, its default the Hebrew. */
export const describe = (table: Messages, id: string) => ({ id, defaultMessage: table.he[id] ?? id });

/** The interface language now: English when Strapi shows English, Hebrew otherwise. */
export const panelLocale = (): PanelLocale =>
  typeof document !== 'undefined' && document.documentElement.lang.startsWith('en') ? 'en' : 'he';

/** The interface language a component renders in, following the panel's language as React sees it. */
export const usePanelLocale = (): PanelLocale => (useIntl().locale.startsWith('en') ? 'en' : 'he');

/** Fills `{name}` placeholders (the only ICU the panel's own messages use outside React). */
const fill = (text: string, values?: MessageValues) =>
  values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : text;

/** A message in the current interface language, for code that runs outside a component. */
export const textOf = (table: Messages, id: string, values?: MessageValues): string =>
  fill(table[panelLocale()][id] ?? table.he[id] ?? id, values);

/** In a component: `text(id, values)` in the reader's language, re-rendered when it changes. */
export const useText = (table: Messages) => {
  const { formatMessage } = useIntl();
  return useCallback(
    (id: string, values?: MessageValues) => formatMessage(describe(table, id), values),
    [formatMessage, table],
  );
};

/** Numbers and dates in the reader's language ('he-IL' or 'en-GB': day before month either way). */
export const intlLocale = (): string => (panelLocale() === 'en' ? 'en-GB' : 'he-IL');

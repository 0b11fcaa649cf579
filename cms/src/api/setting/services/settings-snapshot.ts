// The public settings answer, one per language, built once and kept in memory: the published texts
// and images (each language's own, else the default language's, field by field), and
// the call's controls (the switch, the window, the staff plan) as saved in the draft, since they
// act at once (config/src/publishing.ts, IMMEDIATE_SETTINGS_FIELDS). An editor's save invalidates it on
// every CMS instance: src/index.ts announces the save through the shared store
// (src/lib/shared-state/shared-store.ts), whose notice reaches the others at once, without polling.

import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, type AreaKey, type LocaleCode, type SettingsPayload } from '@vision/config';
import {
  areaLabelsOf,
  mailPlanOf,
  settingsPayload,
  type LocaleEntry,
  type MailPlan,
  type PayloadSources,
  type StoredSettings,
} from '../../../lib/publishing/settings-payload';
import { SETTINGS_UID } from '../../../lib/uids';
import { appConfig } from '../../../lib/config/app-config';

export type SettingsSnapshot = {
  body: string;
  etag: string;
  isClosed: boolean;
  /** The submission window's edges (ISO 8601 with Jerusalem's offset), or null. */
  opensAt: string | null;
  closesAt: string | null;
  /** Each area's name in the default language, as editors set it (defaults filled in). */
  areaLabels: Record<AreaKey, string>;
  /**
   * For the e-mail outbox only (src/lib/mail/): the staff's addresses and how they are told, the
   * staff's texts in the default language, and each language's visitor texts. Never part of
   * `body`: staff addresses are personal.
   */
  mail: MailPlan;
};

const settingsSnapshot = ({ strapi }: { strapi: Core.Strapi }) => {
  // One answer per language, each built on its first request; a save drops them all together.
  const snapshots = new Map<string, SettingsSnapshot>();
  const building = new Map<string, Promise<SettingsSnapshot>>();
  let generation = 0;
  // Every build still running, also one an invalidation replaced: idle() waits for them all.
  const inFlight = new Set<Promise<SettingsSnapshot>>();

  const localeCodes = async (): Promise<string[]> => {
    const all = (await strapi.plugin('i18n').service('locales').find()) as { code: string }[];
    return all.length ? all.map((locale) => locale.code) : [DEFAULT_LOCALE];
  };

  const entryIn = (locale: string, status: 'draft' | 'published') =>
    strapi.documents(SETTINGS_UID).findFirst({ locale, status, populate: '*' }) as Promise<StoredSettings | null>;

  /** The default language's draft: where the call's controls are read, as they were saved. */
  const controlsOf = () =>
    strapi
      .documents(SETTINGS_UID)
      .findFirst({ locale: DEFAULT_LOCALE, status: 'draft' }) as Promise<StoredSettings | null>;

  /** The language's draft, for its closed text (it acts as saved, like the switch). */
  const closedTextOf = (lang: string) =>
    strapi
      .documents(SETTINGS_UID)
      .findFirst({ locale: lang, status: 'draft', fields: ['closedText'] }) as Promise<StoredSettings | null>;

  /** One language's answer, from its entry and the default language's in `status`. */
  const payloadOf = async (lang: string, status: 'draft' | 'published') => {
    const isDefault = lang === DEFAULT_LOCALE;
    const [fallback, entry, controls, draft] = await Promise.all([
      entryIn(DEFAULT_LOCALE, status),
      isDefault ? null : entryIn(lang, status),
      controlsOf(),
      isDefault ? null : closedTextOf(lang),
    ]);
    const sources: PayloadSources = isDefault
      ? { lang, entry: fallback, fallback, controls, draft: controls }
      : { lang, entry, fallback, controls, draft };
    return { main: fallback, controls, payload: settingsPayload(sources, appConfig(strapi, 'recaptcha').siteKey) };
  };

  /** Every language's published entry: the e-mail outbox writes to each visitor in theirs. */
  const publishedEntries = async (): Promise<LocaleEntry[]> =>
    Promise.all((await localeCodes()).map(async (locale) => ({ locale, entry: await entryIn(locale, 'published') })));

  const build = async (lang: string): Promise<SettingsSnapshot> => {
    const [{ main, controls, payload }, entries] = await Promise.all([
      payloadOf(lang, 'published'),
      publishedEntries(),
    ]);
    const body = JSON.stringify({ success: true, data: payload });
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    const { isClosed, opensAt, closesAt } = payload.general;
    return {
      body,
      etag,
      isClosed,
      opensAt,
      closesAt,
      areaLabels: areaLabelsOf(main),
      mail: mailPlanOf(main, controls, entries),
    };
  };

  const invalidate = () => {
    generation += 1;
    snapshots.clear();
    building.clear();
  };

  return {
    /** The answer in `locale` (the default language when absent; the caller checks the code). */
    async get(locale: LocaleCode = DEFAULT_LOCALE): Promise<SettingsSnapshot> {
      const kept = snapshots.get(locale);
      if (kept) return kept;
      const pending = building.get(locale);
      if (pending) return pending;
      const started = generation;
      const running: Promise<SettingsSnapshot> = build(locale)
        .then((built) => {
          if (generation === started) snapshots.set(locale, built);
          return built;
        })
        .finally(() => {
          if (generation === started) building.delete(locale);
          inFlight.delete(running);
        });
      building.set(locale, running);
      inFlight.add(running);
      return running;
    },

    invalidate,

    /**
     * The drafts in the public answer's shape, for the site's preview (GET /api/settings/draft):
     * built at each call, never kept, never cached. `lang` is the language previewed; each text
     * the language's draft leaves empty is the default language's draft's.
     */
    async draft(locale?: string): Promise<SettingsPayload | null> {
      const lang = locale ?? DEFAULT_LOCALE;
      if (!(await localeCodes()).includes(lang)) return null;
      return (await payloadOf(lang, 'draft')).payload;
    },

    /**
     * Resolves once no build is running, including one an invalidation left behind (it still holds
     * a database connection): the CMS waits for them before it stops and closes its pool.
     */
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
};

export default settingsSnapshot;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'settings-snapshot': ReturnType<typeof settingsSnapshot>;
  }
}

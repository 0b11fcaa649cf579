// The public settings answer, built once and kept in memory: the published texts and images, and
// the call's controls (the switch, the window, the staff plan) as saved in the draft, since they
// act at once (config/src/publishing.ts, IMMEDIATE_SETTINGS_FIELDS). An editor's save invalidates it on
// every CMS instance: src/index.ts announces the save through the shared store
// (src/lib/shared-state/shared-store.ts), whose notice reaches the others at once, without polling.

import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, type AreaKey, type SettingsPayload } from '@vision/config';
import {
  areaLabelsOf,
  entryOf,
  mailPlanOf,
  settingsPayload,
  type LocaleEntry,
  type MailPlan,
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
  let snapshot: SettingsSnapshot | null = null;
  let building: Promise<SettingsSnapshot> | null = null;
  let generation = 0;
  // Every build still running, also one an invalidation replaced: idle() waits for them all.
  const inFlight = new Set<Promise<SettingsSnapshot>>();

  const localeCodes = async (): Promise<{ codes: string[]; defaultCode: string }> => {
    const locales = strapi.plugin('i18n').service('locales');
    const all = (await locales.find()) as { code: string }[];
    const defaultCode = ((await locales.getDefaultLocale()) as string | undefined) ?? DEFAULT_LOCALE;
    return { codes: all.length ? all.map((locale) => locale.code) : [defaultCode], defaultCode };
  };

  const entriesOf = (codes: string[], status: 'draft' | 'published'): Promise<LocaleEntry[]> =>
    Promise.all(
      codes.map(async (locale) => ({
        locale,
        entry: (await strapi
          .documents(SETTINGS_UID)
          .findFirst({ locale, status, populate: '*' })) as StoredSettings | null,
      })),
    );

  /** The default language's draft: where the call's controls are read, as they were saved. */
  const controlsOf = (defaultCode: string) =>
    strapi
      .documents(SETTINGS_UID)
      .findFirst({ locale: defaultCode, status: 'draft' }) as Promise<StoredSettings | null>;

  const payloadOf = (lang: string, entries: LocaleEntry[], controls: StoredSettings | null) =>
    settingsPayload(lang, entries, controls, appConfig(strapi, 'recaptcha').siteKey);

  const build = async (): Promise<SettingsSnapshot> => {
    const { codes, defaultCode } = await localeCodes();
    const [entries, controls] = await Promise.all([entriesOf(codes, 'published'), controlsOf(defaultCode)]);
    const main = entryOf(defaultCode, entries);
    const payload = payloadOf(defaultCode, entries, controls);
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
    snapshot = null;
    building = null;
  };

  return {
    async get(): Promise<SettingsSnapshot> {
      if (snapshot) return snapshot;
      if (!building) {
        const started = generation;
        const running: Promise<SettingsSnapshot> = build()
          .then((built) => {
            if (generation === started) snapshot = built;
            return built;
          })
          .finally(() => {
            if (generation === started) building = null;
            inFlight.delete(running);
          });
        building = running;
        inFlight.add(running);
      }
      return building;
    },

    invalidate,

    /**
     * The drafts in the public answer's shape, for the site's preview (GET /api/settings/draft):
     * built at each call, never kept, never cached. `lang` is the language previewed.
     */
    async draft(locale?: string): Promise<SettingsPayload | null> {
      const { codes, defaultCode } = await localeCodes();
      const lang = locale ?? defaultCode;
      if (!codes.includes(lang)) return null;
      const [entries, controls] = await Promise.all([entriesOf(codes, 'draft'), controlsOf(defaultCode)]);
      return payloadOf(lang, entries, controls);
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

// The public settings answer, built once and kept in memory. An editor's save invalidates it on
// every CMS instance: src/index.ts announces the save through the shared store
// (src/lib/shared-state/shared-store.ts), whose notice reaches the others at once, without polling.

import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
import {
  DEFAULT_CLOSED_TEXT,
  DEFAULT_LANG,
  DEFAULT_STAFF_NOTIFICATION_MODE,
  MEDIA_FIELDS,
  isStaffNotificationMode,
  parseAddressList,
  completeAreas,
  completeTexts,
  textOr,
  toInstant,
  type AreaKey,
  type LocalizedTexts,
  type MediaAsset,
  type SettingsPayload,
  type Texts,
} from '@vision/config';
import type { StaffPlan } from '../../../lib/mail/outbox';
import { isSeededDefault } from '../../../content-model/seeded-media';
import { jerusalemIso } from '../../../lib/time/jerusalem';
import { SETTINGS_UID } from '../../../lib/uids';

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
   * For the e-mail outbox only (src/lib/mail/): the staff's addresses and how they are told, and
   * the mails' texts in the default language. Never part of `body`: staff addresses are personal.
   */
  mail: { staff: StaffPlan; texts: Texts['emails'] };
};

type StoredFile = {
  url: string;
  name?: string | null;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
  mime: string;
};
type StoredSettings = Record<string, unknown> & { updatedAt?: string | Date; locale?: string };

/** A stored datetime (a Date or an ISO text in UTC, per database) as the API gives it, or null. */
const windowEdge = (value: unknown): string | null => {
  const readable = typeof value === 'string' || typeof value === 'number' || value instanceof Date;
  const instant = readable ? toInstant(value) : null;
  return instant === null ? null : jerusalemIso(instant);
};

const textsOf = (entry: StoredSettings | null): LocalizedTexts => ({
  ...completeTexts(entry),
  areas: completeAreas(entry?.areas),
});

const mediaOf = (entry: StoredSettings | null): SettingsPayload['media'] => {
  const media: SettingsPayload['media'] = {};
  for (const field of MEDIA_FIELDS) {
    const file = entry?.[field] as StoredFile | null | undefined;
    // Until an editor picks another file, the site's own preloaded copy is the one to show.
    if (!file?.url || isSeededDefault(field, file)) continue;
    const asset: MediaAsset = {
      url: file.url,
      alternativeText: file.alternativeText ?? null,
      width: file.width ?? null,
      height: file.height ?? null,
      mime: file.mime,
    };
    media[field] = asset;
  }
  return media;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  let snapshot: SettingsSnapshot | null = null;
  let building: Promise<SettingsSnapshot> | null = null;
  let generation = 0;

  const localeCodes = async (): Promise<{ codes: string[]; defaultCode: string }> => {
    const locales = strapi.plugin('i18n').service('locales');
    const all = (await locales.find()) as { code: string }[];
    const defaultCode = ((await locales.getDefaultLocale()) as string | undefined) ?? DEFAULT_LANG;
    return { codes: all.length ? all.map((locale) => locale.code) : [defaultCode], defaultCode };
  };

  const build = async (): Promise<SettingsSnapshot> => {
    const { codes, defaultCode } = await localeCodes();
    const entries = await Promise.all(
      codes.map(async (locale) => ({
        locale,
        entry: (await strapi.documents(SETTINGS_UID).findFirst({ locale, populate: '*' })) as StoredSettings | null,
      })),
    );
    const main = entries.find((item) => item.locale === defaultCode)?.entry ?? entries[0]?.entry ?? null;
    const payload: SettingsPayload = {
      lang: defaultCode,
      texts: Object.fromEntries(entries.map(({ locale, entry }) => [locale, textsOf(entry)])),
      general: {
        isClosed: main?.isClosed === true,
        closedText: textOr(main?.closedText, DEFAULT_CLOSED_TEXT),
        opensAt: windowEdge(main?.opensAt),
        closesAt: windowEdge(main?.closesAt),
      },
      media: mediaOf(main),
      recaptchaSiteKey: strapi.config.get('recaptcha.siteKey') as string | null,
    };
    const body = JSON.stringify({ success: true, data: payload });
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    const areaLabels = Object.fromEntries(completeAreas(main?.areas).map((area) => [area.key, area.label])) as Record<
      AreaKey,
      string
    >;
    const { isClosed, opensAt, closesAt } = payload.general;
    const mail = {
      staff: {
        mode: isStaffNotificationMode(main?.staffNotification)
          ? main.staffNotification
          : DEFAULT_STAFF_NOTIFICATION_MODE,
        addresses: parseAddressList(main?.staffEmails).addresses,
      },
      texts: completeTexts(main).emails,
    };
    return { body, etag, isClosed, opensAt, closesAt, areaLabels, mail };
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
        building = build()
          .then((built) => {
            if (generation === started) snapshot = built;
            return built;
          })
          .finally(() => {
            if (generation === started) building = null;
          });
      }
      return building;
    },

    invalidate,

    /** Resolves once no build is running: the CMS waits for it before it stops. */
    async idle() {
      await Promise.allSettled([building]);
    },
  };
};

// The public settings answer, built once and kept in memory. An editor's save invalidates it
// (see src/index.ts); other CMS instances notice a newer save within RECHECK_MS.

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
  version: string;
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

/** How often a cached answer asks the database whether another instance saved a change. */
const RECHECK_MS = 5_000;

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
  let checkedAt = 0;
  let checking: Promise<void> | null = null;

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
    const version = entries.map(({ entry }) => String(entry?.updatedAt ?? '')).join('|');
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
    return { body, etag, version, isClosed, opensAt, closesAt, areaLabels, mail };
  };

  const latestVersion = async (): Promise<string> => {
    const { codes } = await localeCodes();
    const rows = await Promise.all(
      codes.map(
        (locale) =>
          strapi.db
            .query(SETTINGS_UID)
            .findOne({ where: { locale }, select: ['updatedAt'] }) as Promise<StoredSettings | null>,
      ),
    );
    return rows.map((row) => String(row?.updatedAt ?? '')).join('|');
  };

  const invalidate = () => {
    generation += 1;
    snapshot = null;
    building = null;
  };

  /** Without delaying the answer, asks whether another instance saved since the snapshot was built. */
  const recheckInBackground = (current: SettingsSnapshot) => {
    if (checking || Date.now() - checkedAt < RECHECK_MS) return;
    checkedAt = Date.now();
    checking = latestVersion()
      .then((version) => {
        if (snapshot === current && version !== current.version) invalidate();
      })
      .catch((error) => {
        strapi.log.warn(`[settings] recheck failed: ${error.message}`);
      })
      .finally(() => {
        checking = null;
      });
  };

  return {
    async get(): Promise<SettingsSnapshot> {
      if (snapshot) {
        recheckInBackground(snapshot);
        return snapshot;
      }
      if (!building) {
        const started = generation;
        building = build()
          .then((built) => {
            if (generation === started) {
              snapshot = built;
              checkedAt = Date.now();
            }
            return built;
          })
          .finally(() => {
            if (generation === started) building = null;
          });
      }
      return building;
    },

    invalidate,

    /** Resolves once no background query is running: the CMS waits for it before it stops. */
    async idle() {
      await Promise.allSettled([checking, building]);
    },
  };
};

// The public settings answer's shape, built from stored Settings entries: pure functions, no
// database. The service that keeps the built answer (api/setting/services/settings-snapshot.ts)
// reads the entries and calls these; the preview (GET /api/settings/draft) calls them on the drafts.

import {
  DEFAULT_CLOSED_TEXT,
  DEFAULT_LOCALE,
  DEFAULT_STAFF_NOTIFICATION_MODE,
  LOCALE_CODES,
  MEDIA_FIELDS,
  isStaffNotificationMode,
  parseAddressList,
  completeAreas,
  completeTexts,
  publicTexts,
  SEEDED_TEXTS,
  textOr,
  toInstant,
  type AreaKey,
  type LocaleCode,
  type LocalizedTexts,
  type MediaAsset,
  type SettingsPayload,
  type Texts,
} from '@vision/config';
import type { StaffPlan } from '../mail/outbox';
import { isSeededDefault } from './seeded-media';
import { jerusalemIso } from '../time/jerusalem';

type StoredFile = {
  url: string;
  name?: string | null;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
  mime: string;
};
export type StoredSettings = Record<string, unknown> & { updatedAt?: string | Date; locale?: string };
export type LocaleEntry = { locale: string; entry: StoredSettings | null };

/** A stored datetime (a Date or an ISO text in UTC, per database) as the API gives it, or null. */
const windowEdge = (value: unknown): string | null => {
  const readable = typeof value === 'string' || typeof value === 'number' || value instanceof Date;
  const instant = readable ? toInstant(value) : null;
  return instant === null ? null : jerusalemIso(instant);
};

const textsOf = (entry: StoredSettings | null): LocalizedTexts => ({
  ...publicTexts(entry),
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

/** The entry of `lang`, or the first one when that language has none. */
export const entryOf = (lang: string, entries: LocaleEntry[]): StoredSettings | null =>
  entries.find((item) => item.locale === lang)?.entry ?? entries[0]?.entry ?? null;

/**
 * The public answer's payload from one copy of the texts (the published one, or the drafts for
 * the preview), with the call's controls as saved (`controls`: the default language's draft).
 */
export const settingsPayload = (
  lang: string,
  entries: LocaleEntry[],
  controls: StoredSettings | null,
  recaptchaSiteKey: SettingsPayload['recaptchaSiteKey'],
): SettingsPayload => ({
  lang,
  texts: Object.fromEntries(entries.map(({ locale, entry }) => [locale, textsOf(entry)])),
  general: {
    isClosed: controls?.isClosed === true,
    closedText: textOr(controls?.closedText, DEFAULT_CLOSED_TEXT),
    opensAt: windowEdge(controls?.opensAt),
    closesAt: windowEdge(controls?.closesAt),
  },
  media: mediaOf(entryOf(lang, entries)),
  recaptchaSiteKey,
});

/** Each area's name in the default language, as editors set it (defaults filled in). */
export const areaLabelsOf = (main: StoredSettings | null) =>
  Object.fromEntries(completeAreas(main?.areas).map((area) => [area.key, area.label])) as Record<AreaKey, string>;

/** What a visitor's e-mail says in one language: its texts and the areas' names. */
export type LocaleMailTexts = { texts: Texts['emails']; areaLabels: Record<AreaKey, string> };

/**
 * What the e-mail outbox needs: the staff plan, the staff's texts (Hebrew) and, per language, what
 * a visitor who wrote in it is told (`textsByLocale`).
 */
export type MailPlan = { staff: StaffPlan; texts: Texts['emails']; textsByLocale: Record<LocaleCode, LocaleMailTexts> };

const areaLabelsFrom = (areas: readonly { key: AreaKey; label: string }[]) =>
  Object.fromEntries(areas.map((area) => [area.key, area.label])) as Record<AreaKey, string>;

/**
 * A visitor's e-mail in `locale`, as published. Each empty field of that language falls back to the
 * default language's published text, then to the language's seeded one. A language with nothing
 * published yet takes its seeded texts whole: the default language's would reach its reader in a
 * language they did not write in, under their own language's direction.
 */
const localeMailTexts = (locale: LocaleCode, main: StoredSettings | null, entries: LocaleEntry[]): LocaleMailTexts => {
  if (locale === DEFAULT_LOCALE) return { texts: completeTexts(main).emails, areaLabels: areaLabelsOf(main) };
  const seeded = SEEDED_TEXTS[locale];
  const entry = entries.find((item) => item.locale === locale)?.entry ?? null;
  if (!entry) return { texts: seeded.texts.emails, areaLabels: areaLabelsFrom(seeded.areas) };
  return {
    texts: completeTexts(entry, completeTexts(main, seeded.texts)).emails,
    areaLabels: areaLabelsFrom(completeAreas(entry.areas, completeAreas(main?.areas, seeded.areas))),
  };
};

/**
 * What the e-mail outbox needs: the staff plan is a control (acts as saved, from `controls`); the
 * mails' texts are content (as published: `main`, the default language's, and `entries`, each
 * language's).
 */
export const mailPlanOf = (
  main: StoredSettings | null,
  controls: StoredSettings | null,
  entries: LocaleEntry[] = [],
): MailPlan => ({
  staff: {
    mode: isStaffNotificationMode(controls?.staffNotification)
      ? controls.staffNotification
      : DEFAULT_STAFF_NOTIFICATION_MODE,
    addresses: parseAddressList(controls?.staffEmails).addresses,
  },
  texts: completeTexts(main).emails,
  textsByLocale: Object.fromEntries(
    LOCALE_CODES.map((locale) => [locale, localeMailTexts(locale, main, entries)]),
  ) as Record<LocaleCode, LocaleMailTexts>,
});

// The public settings answer's shape, built from stored Settings entries: pure functions, no
// database. The service that keeps the built answer (api/setting/services/settings-snapshot.ts)
// reads the entries and calls these; the preview (GET /api/settings/draft) calls them on the drafts.

import {
  DEFAULT_CLOSED_TEXT,
  DEFAULT_LOCALE,
  DEFAULT_STAFF_NOTIFICATION_MODE,
  DOCUMENT_FIELDS,
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
  type MediaField,
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

/** A language's texts: each its own, else `fallback`'s (the default language's, complete). */
const textsOf = (entry: StoredSettings | null, fallback?: LocalizedTexts): LocalizedTexts => ({
  ...publicTexts(entry, fallback),
  areas: completeAreas(entry?.areas, fallback?.areas),
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

const DOCUMENTS: ReadonlySet<MediaField> = new Set(DOCUMENT_FIELDS);

/**
 * The images are the same in every language (the language's own copy of them, or the default
 * language's while it has no entry); each document is the language's own, else the default's.
 */
const languageMedia = (entry: StoredSettings | null, fallback: StoredSettings | null): SettingsPayload['media'] => {
  const own = mediaOf(entry);
  const base = mediaOf(fallback);
  const media: SettingsPayload['media'] = {};
  for (const field of MEDIA_FIELDS) {
    const asset = DOCUMENTS.has(field) ? (own[field] ?? base[field]) : entry ? own[field] : base[field];
    if (asset) media[field] = asset;
  }
  return media;
};

/** The entry of `lang`, or the first one when that language has none. */
export const entryOf = (lang: string, entries: LocaleEntry[]): StoredSettings | null =>
  entries.find((item) => item.locale === lang)?.entry ?? entries[0]?.entry ?? null;

/** What one language's answer is built from: one copy of the texts (published, or the drafts). */
export type PayloadSources = {
  lang: string;
  /** The language's entry, and the default language's: its fallback field by field. */
  entry: StoredSettings | null;
  fallback: StoredSettings | null;
  /**
   * The call's controls as saved (the default language's draft), and the language's own draft:
   * its closed text acts at once like the switch, in its own words or else the default's.
   */
  controls: StoredSettings | null;
  draft: StoredSettings | null;
};

/**
 * The public answer's payload for one language: `texts` carries that language only (`texts[lang]`),
 * each text its own, else the default language's, else the seeded default. The default language's
 * answer is its own texts and media alone.
 */
export const settingsPayload = (
  { lang, entry, fallback, controls, draft }: PayloadSources,
  recaptchaSiteKey: SettingsPayload['recaptchaSiteKey'],
): SettingsPayload => {
  const isDefault = lang === DEFAULT_LOCALE;
  const base = isDefault ? undefined : textsOf(fallback);
  return {
    lang,
    texts: { [lang]: textsOf(entry, base) },
    general: {
      isClosed: controls?.isClosed === true,
      closedText: textOr(draft?.closedText, textOr(controls?.closedText, DEFAULT_CLOSED_TEXT)),
      opensAt: windowEdge(controls?.opensAt),
      closesAt: windowEdge(controls?.closesAt),
    },
    media: isDefault ? mediaOf(entry) : languageMedia(entry, fallback),
    recaptchaSiteKey,
  };
};

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
 * A language's e-mail texts and area names from its entry `own`: each empty field from the default
 * language's entry `main`, then from the language's seeded texts (the contract's defaults for the
 * default language). The outbox completes the published entries by it, the editors' preview the
 * drafts (api/mail-job/services/mail-preview.ts).
 */
export const completedMailTexts = (
  locale: LocaleCode,
  own: StoredSettings | null,
  main: StoredSettings | null,
): LocaleMailTexts => {
  if (locale === DEFAULT_LOCALE) return { texts: completeTexts(own).emails, areaLabels: areaLabelsOf(own) };
  const seeded = SEEDED_TEXTS[locale];
  return {
    texts: completeTexts(own, completeTexts(main, seeded.texts)).emails,
    areaLabels: areaLabelsFrom(completeAreas(own?.areas, completeAreas(main?.areas, seeded.areas))),
  };
};

/**
 * A visitor's e-mail in `locale`, as published (completedMailTexts). A language with nothing
 * published yet takes its seeded texts whole: the default language's would reach its reader in a
 * language they did not write in, under their own language's direction.
 */
const localeMailTexts = (locale: LocaleCode, main: StoredSettings | null, entries: LocaleEntry[]): LocaleMailTexts => {
  if (locale === DEFAULT_LOCALE) return completedMailTexts(locale, main, null);
  const entry = entries.find((item) => item.locale === locale)?.entry ?? null;
  if (!entry)
    return { texts: SEEDED_TEXTS[locale].texts.emails, areaLabels: areaLabelsFrom(SEEDED_TEXTS[locale].areas) };
  return completedMailTexts(locale, entry, main);
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

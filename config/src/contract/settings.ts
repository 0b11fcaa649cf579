// GET /api/settings/get: the site's texts, areas, images and open/closed state.

import { z } from 'zod';
import { AREA_KEYS } from '../areas';
import { DEFAULT_LOCALE, LOCALE_CODES } from '../locales';
import type { SettingsResponse } from '../settings-payload';
import { TEXT_GROUP_NAMES, type TextGroupName } from '../texts';
import { declareRoute, key, success } from './core';

const textGroup = z.record(z.string(), z.string());
/** The e-mails' texts stay in the CMS: the public answer carries every other group. */
const PUBLIC_TEXT_GROUPS = TEXT_GROUP_NAMES.filter(
  (name): name is Exclude<TextGroupName, 'emails'> => name !== 'emails',
);
const textGroups = Object.fromEntries(PUBLIC_TEXT_GROUPS.map((name) => [name, textGroup])) as Record<
  Exclude<TextGroupName, 'emails'>,
  typeof textGroup
>;

/** Per locale: every text group but the e-mails', and the areas, every text a string. */
const LocalizedTexts = z.object({
  ...textGroups,
  areas: z.array(z.object({ key: z.enum(AREA_KEYS), label: z.string(), info: z.string() })),
});

const MediaAsset = z.object({
  url: z.string(),
  alternativeText: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  mime: z.string(),
});

export const Settings = z.object({
  lang: z.string(),
  texts: z.record(z.string(), LocalizedTexts),
  general: z.object({
    isClosed: z.boolean(),
    closedText: z.string(),
    opensAt: z.string().nullable(),
    closesAt: z.string().nullable(),
  }),
  media: z.record(z.string(), MediaAsset),
  recaptchaSiteKey: z.string().nullable(),
});

export const SettingsAnswer = success({ data: Settings });

/**
 * The site's own type of this answer (../settings-payload.ts) names each text of each group; this
 * schema says what travels. The site bundles no schema library, so its type stays there, and the
 * compiler holds the two together here: every answer the site's type allows is one this accepts.
 */
type Holds<T extends true> = T;
export type SettingsAnswerAcceptsThePayload = Holds<
  SettingsResponse extends z.input<typeof SettingsAnswer> ? true : false
>;

/** `?locale=`: one of the call's languages (../locales.ts); the default language when absent. */
export const LocaleQuery = z.object({
  locale: z
    .enum(LOCALE_CODES, { error: key('INVALID_FORMAT') })
    .optional()
    .meta({
      description: `One of ${LOCALE_CODES.join(', ')}; ${DEFAULT_LOCALE} when absent. A text the language leaves empty is the ${DEFAULT_LOCALE} one.`,
    }),
});

export const settingsRoute = declareRoute({
  method: 'get',
  path: '/api/settings/get',
  summary: "The site's texts, areas, images and open/closed state",
  tags: ['public'],
  query: LocaleQuery,
  answers: {
    200: {
      description:
        "The language's settings, with its own ETag, Cache-Control and Vary: `texts` holds that language only, each text it leaves empty the Hebrew one.",
      json: SettingsAnswer,
    },
    304: { description: 'Not modified (If-None-Match matched the ETag).' },
  },
  errors: [400, 503],
});

export type Settings = z.infer<typeof Settings>;
export type SettingsAnswer = z.infer<typeof SettingsAnswer>;

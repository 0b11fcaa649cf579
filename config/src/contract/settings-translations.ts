// GET /api/settings/translations: per translated language (ar, en), which of its draft's fields a
// visitor would still read in Hebrew: a text left empty or holding Hebrew letters, or a document
// the language lacks (the Hebrew one is linked instead). The panel's side panel lists them.

import { z } from 'zod';
import { LOCALE_CODES } from '../locales';
import { UNTRANSLATED_REASONS } from '../translation-status';
import { ADMIN_ERRORS, declareRoute, success } from './core';

const BothLanguages = z.object({ he: z.string(), en: z.string() });

/** One field a visitor of the language reads in Hebrew. */
export const UntranslatedField = z.object({
  /** A text group (`general`…`emails`), `areas`, `closedText`'s `settings`, or `documents`. */
  group: z.string(),
  /** The text's key (`title`), `<area>.label|info` for an area, the field's name otherwise. */
  key: z.string(),
  /** The field's name in the panel, in Hebrew and in English. */
  label: BothLanguages,
  groupLabel: BothLanguages,
  reason: z.enum(UNTRANSLATED_REASONS),
});

export const TranslationState = z.object({
  locale: z.enum(LOCALE_CODES),
  untranslated: z.int(),
  fields: z.array(UntranslatedField),
});

export const TranslationsAnswer = success({ data: z.object({ locales: z.array(TranslationState) }) });

export const settingsTranslationsRoute = declareRoute({
  method: 'get',
  path: '/api/settings/translations',
  summary: 'Per translated language: how many fields of its draft are untranslated, and which (Editors, super admins)',
  tags: ['publishing'],
  security: 'admin',
  answers: { 200: { description: 'The translation state of every language but Hebrew.', json: TranslationsAnswer } },
  errors: [...ADMIN_ERRORS],
});

export type UntranslatedField = z.infer<typeof UntranslatedField>;
export type TranslationState = z.infer<typeof TranslationState>;

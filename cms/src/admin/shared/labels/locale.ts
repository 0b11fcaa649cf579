// The language a lead was written in, as a person reads it: its name in the panel's language
// ("ערבית" in the Hebrew panel, "Arabic" in the English one), never the stored code.

import { LOCALE_CODES, isLocale } from '@vision/config';
import { textOf } from '../messages';
import { SHARED_MESSAGES } from '../shared-messages';

export const localeLabel = (value: unknown): string =>
  isLocale(value) ? textOf(SHARED_MESSAGES, `vision.shared.locale.${value}`) : '—';

/** The languages in the call's order, for the list's filter. */
export const localeOptions = (): { value: string; label: string }[] =>
  LOCALE_CODES.map((code) => ({ value: code, label: localeLabel(code) }));

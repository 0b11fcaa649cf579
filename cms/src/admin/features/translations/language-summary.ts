// What the translation panel says of one language: the count in a sentence, and each untranslated
// field as "its name (its group, why)", in the panel's language. Pure, so a test reads it as is.

import type { TranslationState } from '@vision/config';
import type { MessageValues, PanelLocale } from '../../shared/messages';

type Text = (id: string, values?: MessageValues) => string;

export const languageSummary = (state: TranslationState, locale: PanelLocale, text: Text) => {
  const language = text(`vision.translations.language.${state.locale}`);
  const count = state.untranslated;
  const id =
    count === 0
      ? 'vision.translations.panel.complete'
      : count === 1
        ? 'vision.translations.panel.one'
        : 'vision.translations.panel.count';
  return {
    language,
    summary: text(id, { language, count }),
    fields: state.fields.map((field) => ({
      key: `${field.group}.${field.key}`,
      text: `${field.label[locale]} (${field.groupLabel[locale]}, ${text(`vision.translations.reason.${field.reason}`)})`,
    })),
  };
};

// The Settings edit view's "מצב התרגום": for Arabic and English, how many fields of the draft a
// visitor would still read in Hebrew (left empty, written in Hebrew, or a document the language
// lacks), and, folded, which, with their group. Read again after each save (the query key holds the
// document's updatedAt). Editors and super admins only: for anyone else nothing is shown.

import { Badge, Flex, Typography } from '@strapi/design-system';
import type { TranslationState } from '@vision/config';
import type { PanelProps } from '../../shared/downloads';
import { useText, usePanelLocale } from '../../shared/messages';
import { usePublishesSettings } from '../../shared/permissions';
import { useTranslations } from '../../shared/queries';
import { settingsPanelOf } from '../../shared/settings-panel';
import { SETTINGS_UID } from '../../shared/uids';
import { languageSummary } from './language-summary';
import { TRANSLATIONS_MESSAGES } from './messages';

const stampOf = (document: Record<string, unknown> | undefined) =>
  [document?.updatedAt, document?.locale].map((part) => String(part ?? '')).join('|');

const LanguageState = ({ state }: { state: TranslationState }) => {
  const text = useText(TRANSLATIONS_MESSAGES);
  const { language, summary, fields } = languageSummary(state, usePanelLocale(), text);
  const count = state.untranslated;
  const listId = `translations-${state.locale}`;
  return (
    <Flex direction="column" alignItems="stretch" gap={2} data-translation={state.locale}>
      <Flex>
        <Badge variant={count === 0 ? 'success' : 'warning'} role="status">
          {summary}
        </Badge>
      </Flex>
      {count > 0 && (
        <details>
          <summary style={{ cursor: 'pointer' }}>
            <Typography id={listId} textColor="primary600">
              {text('vision.translations.panel.list', { language })}
            </Typography>
          </summary>
          <ul aria-labelledby={listId} style={{ margin: 0, paddingInlineStart: '1.25rem', paddingTop: '0.5rem' }}>
            {fields.map((field) => (
              <li key={field.key}>
                <Typography variant="pi">{field.text}</Typography>
              </li>
            ))}
          </ul>
        </details>
      )}
    </Flex>
  );
};

export const TranslationsPanel = ({ model, document }: PanelProps) => {
  // Only those who publish are asked: the route refuses anyone else (403).
  const publishes = usePublishesSettings('TranslationsPanel');
  const isSettings = model === SETTINGS_UID && Boolean(document) && publishes;
  // Called on every page (hooks run in the same order each time); it reads only on the Settings page.
  const state = useTranslations(stampOf(document), isSettings);
  const text = useText(TRANSLATIONS_MESSAGES);
  if (!isSettings) return null;
  return settingsPanelOf(state, text('vision.translations.panel.title'), (languages) => (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      <Typography variant="pi" textColor="neutral600">
        {text('vision.translations.panel.intro')}
      </Typography>
      {languages.map((language) => (
        <LanguageState key={language.locale} state={language} />
      ))}
    </Flex>
  ));
};

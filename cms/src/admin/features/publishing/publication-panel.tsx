// The Settings edit view's "מצב הפרסום": for the language being edited, whether the live site shows
// this draft or the draft holds changes not yet published, in which groups (and, folded, which
// fields). Read again after each save and publish (the query key holds the document's updatedAt,
// publishedAt and status). Editors and super admins only: for anyone else the server answers 403
// and nothing is shown.

import { Badge, Flex, Link, Typography } from '@strapi/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_LOCALE, type PublicationState } from '@vision/config';
import type { PanelProps } from '../../shared/downloads';
import { jerusalemDateTime } from '../../shared/display';
import { useText, usePanelLocale } from '../../shared/messages';
import { usePublishesSettings } from '../../shared/permissions';
import { usePublication } from '../../shared/queries';
import { settingsPanelOf } from '../../shared/settings-panel';
import { SETTINGS_UID } from '../../shared/uids';
import { settingsFieldLabel, settingsGroupLabel } from '../../shared/labels/settings-fields';
import { PUBLISHING_MESSAGES } from './messages';
import { HISTORY_PATH } from './paths';

const stampOf = (document: Record<string, unknown> | undefined) =>
  [document?.updatedAt, document?.publishedAt, document?.status].map((part) => String(part ?? '')).join('|');

const StateContent = ({ state }: { state: PublicationState | undefined }) => {
  const text = useText(PUBLISHING_MESSAGES);
  const locale = usePanelLocale();
  const differs = state?.differs ?? false;
  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%" data-publication={differs ? 'differs' : 'same'}>
      <Flex>
        <Badge variant={differs ? 'warning' : 'success'} role="status">
          {text(differs ? 'vision.publishing.panel.differs' : 'vision.publishing.panel.same')}
        </Badge>
      </Flex>
      {state && differs && state.groups.length > 0 && (
        <Flex direction="column" alignItems="stretch" gap={1}>
          <Typography id="publication-groups" variant="sigma" textColor="neutral600">
            {text('vision.publishing.panel.groups')}
          </Typography>
          <ul aria-labelledby="publication-groups" style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {state.groups.map((group) => (
              <li key={group}>
                <Typography>{settingsGroupLabel(group, locale)}</Typography>
              </li>
            ))}
          </ul>
        </Flex>
      )}
      {state && differs && state.fields.length > 0 && (
        <details>
          <summary style={{ cursor: 'pointer' }}>
            <Typography textColor="primary600">
              {text('vision.publishing.panel.fields', { count: state.fields.length })}
            </Typography>
          </summary>
          <ul style={{ margin: 0, paddingInlineStart: '1.25rem', paddingTop: '0.5rem' }}>
            {state.fields.map((field) => (
              <li key={field}>
                <Typography variant="pi">{settingsFieldLabel(field, locale)}</Typography>
              </li>
            ))}
          </ul>
        </details>
      )}
      <Typography variant="pi" textColor="neutral600">
        {state?.publishedAt
          ? text('vision.publishing.panel.published-at', { time: jerusalemDateTime(state.publishedAt) })
          : text('vision.publishing.panel.never-published')}
      </Typography>
      <Link tag={RouterLink} to={HISTORY_PATH}>
        {text('vision.publishing.panel.history')}
      </Link>
    </Flex>
  );
};

export const PublicationPanel = ({ model, document }: PanelProps) => {
  // Only those who publish are asked: the route refuses anyone else (403).
  const publishes = usePublishesSettings('PublicationPanel');
  const isSettings = model === SETTINGS_UID && Boolean(document) && publishes;
  // Called on every page (hooks run in the same order each time); it reads only on the Settings page.
  const state = usePublication(stampOf(document), isSettings);
  const text = useText(PUBLISHING_MESSAGES);
  if (!isSettings) return null;
  const locale = typeof document?.locale === 'string' ? document.locale : DEFAULT_LOCALE;
  return settingsPanelOf(state, text('vision.publishing.panel.title'), (locales) => (
    <StateContent state={locales.find((entry) => entry.locale === locale)} />
  ));
};

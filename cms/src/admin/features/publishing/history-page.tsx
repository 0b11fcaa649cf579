// "היסטוריית הטקסטים": every publish of the site's texts as a version, newest first and paged, with
// when (Israel time), who and which fields changed; a version opens its comparison with the one
// before it, and "שחזור" makes it the draft. Editors and super admins only (the menu link asks for
// the publish permission; the server answers 403 to anyone else).

import { useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  EmptyStateLayout,
  Flex,
  Link,
  Table,
  Tbody,
  Td,
  Th,
  Thead,
  Tr,
  Typography,
} from '@strapi/design-system';
import { Layouts, Page } from '@strapi/strapi/admin';
import { Link as RouterLink } from 'react-router-dom';
import { isLocale, LOCALES, type SettingsVersionSummary } from '@vision/config';
import { jerusalemDateTime } from '../../shared/display';
import { failureMessage } from '../../shared/downloads';
import { useText, usePanelLocale } from '../../shared/messages';
import { usePublication, useSettingsVersions } from '../../shared/queries';
import { settingsFieldLabel } from '../../shared/labels/settings-fields';
import { PUBLISHING_MESSAGES } from './messages';
import { settingsEditPath } from './paths';
import { RestoreButton } from './restore-dialog';
import type { Restored } from './restore';
import { VersionComparison } from './version-comparison';

/** How many changed fields a row names before "ועוד N". */
const FIELDS_SHOWN = 4;

const ChangedFields = ({ version }: { version: SettingsVersionSummary }) => {
  const text = useText(PUBLISHING_MESSAGES);
  const locale = usePanelLocale();
  const names = version.changedFields.map((field) => settingsFieldLabel(field, locale));
  const shown = names.slice(0, FIELDS_SHOWN);
  return (
    <Flex direction="column" alignItems="flex-start" gap={1}>
      {version.restoredFrom !== null && (
        <Badge variant="secondary">
          {text('vision.publishing.history.restored-from', { number: version.restoredFrom })}
        </Badge>
      )}
      <Typography variant="omega" textColor="neutral800">
        {shown.length === 0
          ? text('vision.publishing.history.no-changes')
          : [
              ...shown,
              ...(names.length > shown.length
                ? [text('vision.publishing.history.more-fields', { count: names.length - shown.length })]
                : []),
            ].join(' · ')}
      </Typography>
    </Flex>
  );
};

type RestoreProps = {
  draftOf: (locale: string) => string | null | undefined;
  onRestored: (restored: Restored & { number: number }) => void;
};

const VersionRows = ({
  versions,
  selected,
  onSelect,
  ...restore
}: RestoreProps & { versions: SettingsVersionSummary[]; selected: number | null; onSelect: (id: number) => void }) => {
  const text = useText(PUBLISHING_MESSAGES);
  const panelLocale = usePanelLocale();
  // Each language keeps its own versions (their numbers start at 1 in each): the row says whose.
  const languageOf = (code: string) =>
    isLocale(code) ? (panelLocale === 'en' ? LOCALES[code].nameEn : LOCALES[code].nameHe) : code;
  return (
    <Table colCount={6} rowCount={versions.length + 1}>
      <Thead>
        <Tr>
          <Th>
            <Typography variant="sigma">{text('vision.publishing.history.column.number')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{text('vision.publishing.history.column.language')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{text('vision.publishing.history.column.date')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{text('vision.publishing.history.column.author')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{text('vision.publishing.history.column.changes')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{text('vision.publishing.history.column.actions')}</Typography>
          </Th>
        </Tr>
      </Thead>
      <Tbody>
        {versions.map((version) => (
          <Tr
            key={version.id}
            aria-selected={selected === version.id}
            data-version={version.number}
            data-locale={version.locale}
          >
            <Td>
              <Typography fontWeight="bold">
                {text('vision.publishing.history.version', { number: version.number })}
              </Typography>
            </Td>
            <Td>
              <Typography>{languageOf(version.locale)}</Typography>
            </Td>
            <Td>
              <Typography>
                <bdi>{jerusalemDateTime(version.createdAt)}</bdi>
              </Typography>
            </Td>
            <Td>
              <Typography>{version.author.name}</Typography>
            </Td>
            <Td style={{ whiteSpace: 'normal', maxWidth: 420 }}>
              <ChangedFields version={version} />
            </Td>
            <Td>
              <Flex gap={2}>
                <Button variant={selected === version.id ? 'default' : 'tertiary'} onClick={() => onSelect(version.id)}>
                  {text('vision.publishing.history.compare')}
                </Button>
                <RestoreButton
                  version={version}
                  draftUpdatedAt={restore.draftOf(version.locale)}
                  onRestored={restore.onRestored}
                />
              </Flex>
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
};

const Paging = ({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) => {
  const text = useText(PUBLISHING_MESSAGES);
  if (pageCount <= 1) return null;
  return (
    <Flex justifyContent="center" alignItems="center" gap={4} paddingTop={4} tag="nav">
      <Button variant="tertiary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {text('vision.publishing.history.newer')}
      </Button>
      <Typography textColor="neutral600">{text('vision.publishing.history.page', { page, pageCount })}</Typography>
      <Button variant="tertiary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {text('vision.publishing.history.older')}
      </Button>
    </Flex>
  );
};

export const HistoryPage = () => {
  const text = useText(PUBLISHING_MESSAGES);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const [restored, setRestored] = useState<(Restored & { number: number }) | null>(null);
  const versions = useSettingsVersions(page);
  const publication = usePublication('history');
  const title = text('vision.publishing.history.title');

  // The draft's updatedAt goes with a restore (X-Document-Version); undefined until it is known.
  const draftOf = (locale: string) =>
    publication.phase === 'ready'
      ? (publication.data.find((state) => state.locale === locale)?.draftUpdatedAt ?? null)
      : undefined;
  const restore: RestoreProps = { draftOf, onRestored: setRestored };

  const select = (id: number) => {
    setSelected(id);
    // The comparison opens under the list: bring it into view.
    window.setTimeout(() => document.getElementById('version-comparison')?.scrollIntoView({ behavior: 'smooth' }), 50);
  };

  let body: React.ReactNode;
  if (versions.phase === 'loading')
    body = <Typography textColor="neutral600">{text('vision.publishing.history.loading')}</Typography>;
  else if (versions.phase === 'failed')
    body = (
      <Typography role="alert" textColor="danger600">
        {versions.status === 403 ? text('vision.publishing.history.forbidden') : failureMessage(versions.status)}
      </Typography>
    );
  else if (versions.data.versions.length === 0)
    body = <EmptyStateLayout content={text('vision.publishing.history.empty')} />;
  else
    body = (
      <>
        <VersionRows versions={versions.data.versions} selected={selected} onSelect={select} {...restore} />
        <Paging page={page} pageCount={versions.data.pagination.pageCount} onPage={setPage} />
      </>
    );

  return (
    <Page.Main>
      <Page.Title>{title}</Page.Title>
      <Layouts.Header
        title={title}
        subtitle={text('vision.publishing.history.subtitle')}
        primaryAction={
          <Link tag={RouterLink} to={settingsEditPath('he')}>
            {text('vision.publishing.history.edit-settings')}
          </Link>
        }
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={6}>
          {restored && (
            <Alert
              variant="success"
              onClose={() => setRestored(null)}
              closeLabel={text('vision.publishing.history.dismiss')}
              action={
                <Link tag={RouterLink} to={settingsEditPath(restored.locale)}>
                  {text('vision.publishing.restore.open-draft')}
                </Link>
              }
            >
              {text('vision.publishing.restore.done', { number: restored.number })}
            </Alert>
          )}
          <Box>{body}</Box>
          {selected !== null && (
            <div id="version-comparison">
              <VersionComparison
                id={selected}
                onClose={() => setSelected(null)}
                restore={(version) => (
                  <RestoreButton version={version} draftUpdatedAt={draftOf(version.locale)} onRestored={setRestored} />
                )}
              />
            </div>
          )}
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
};

export default HistoryPage;

// One version against the one before it, field by field: the earlier text first in reading order
// (on the right in Hebrew) and the version's beside it, long texts wrapped with their line breaks,
// the words each side lacks of the other marked; images and documents by thumbnail and name.

import { Box, Button, Flex, Typography } from '@strapi/design-system';
import type { SettingsVersionDetail, VersionChange } from '@vision/config';
import { backendUrl, failureMessage } from '../../shared/downloads';
import { useText, usePanelLocale } from '../../shared/messages';
import { useSettingsVersion } from '../../shared/queries';
import { settingsFieldLabel } from '../../shared/labels/settings-fields';
import { PUBLISHING_MESSAGES } from './messages';
import { textDiff, type Run } from './text-diff';

type Media = Exclude<VersionChange['before'], string | null>;

/** The site's texts are written in their content language, whatever the panel's language is. */
const directionOf = (contentLocale: string) => (/^(he|ar|yi|fa)\b/.test(contentLocale) ? 'rtl' : 'ltr');

const MARKS = {
  removed: { background: '#fcecea', color: '#b72b1a', textDecoration: 'line-through' },
  added: { background: '#eafbe7', color: '#2f6846', textDecoration: 'none' },
} as const;

const TextSide = ({ runs, side, dir }: { runs: Run[]; side: 'removed' | 'added'; dir: string }) => {
  const text = useText(PUBLISHING_MESSAGES);
  const Mark = side === 'removed' ? 'del' : 'ins';
  if (runs.length === 0)
    return <Typography textColor="neutral500">{text('vision.publishing.compare.empty-text')}</Typography>;
  return (
    <Typography tag="div" dir={dir} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.7 }}>
      {runs.map((run, index) =>
        run.changed ? (
          <Mark key={index} style={{ ...MARKS[side], borderRadius: 2, padding: '0 1px' }}>
            {run.text}
          </Mark>
        ) : (
          <span key={index}>{run.text}</span>
        ),
      )}
    </Typography>
  );
};

const absolute = (url: string) => (/^(https?:)?\/\//.test(url) ? url : `${backendUrl()}${url}`);

const MediaSide = ({ media }: { media: Media | string | null }) => {
  const text = useText(PUBLISHING_MESSAGES);
  if (!media || typeof media === 'string')
    return <Typography textColor="neutral500">{text('vision.publishing.compare.no-image')}</Typography>;
  return (
    <Flex direction="column" alignItems="flex-start" gap={2}>
      {media.mime.startsWith('image/') ? (
        <a href={absolute(media.url)} target="_blank" rel="noreferrer">
          <img
            src={absolute(media.url)}
            alt={media.name}
            style={{
              maxWidth: 200,
              maxHeight: 140,
              objectFit: 'contain',
              border: '1px solid #dcdce4',
              borderRadius: 4,
            }}
          />
        </a>
      ) : null}
      <Typography variant="pi" textColor="neutral700" style={{ overflowWrap: 'anywhere' }}>
        <bdi>{media.name}</bdi>
      </Typography>
    </Flex>
  );
};

const Side = ({ heading, children }: { heading: string; children: React.ReactNode }) => (
  <Box padding={3} background="neutral100" hasRadius style={{ minWidth: 0 }}>
    <Typography variant="sigma" textColor="neutral600" tag="p" style={{ marginBottom: 8 }}>
      {heading}
    </Typography>
    {children}
  </Box>
);

const ChangeRow = ({ change, number, dir }: { change: VersionChange; number: number; dir: string }) => {
  const text = useText(PUBLISHING_MESSAGES);
  const locale = usePanelLocale();
  const before = text('vision.publishing.compare.before');
  const after = text('vision.publishing.compare.after', { number });
  let sides: [React.ReactNode, React.ReactNode];
  if (change.kind === 'media') sides = [<MediaSide media={change.before} />, <MediaSide media={change.after} />];
  else {
    const diff = textDiff(
      typeof change.before === 'string' ? change.before : null,
      typeof change.after === 'string' ? change.after : null,
    );
    sides = [
      <TextSide runs={diff.before} side="removed" dir={dir} />,
      <TextSide runs={diff.after} side="added" dir={dir} />,
    ];
  }
  return (
    <Box tag="li" paddingBottom={4} data-change={change.field}>
      <Typography tag="h3" variant="delta" style={{ marginBottom: 8 }}>
        {settingsFieldLabel(change.field, locale)}
      </Typography>
      {/* In the reader's direction: the earlier version first (on the right in Hebrew). */}
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 12 }}>
        <Side heading={before}>{sides[0]}</Side>
        <Side heading={after}>{sides[1]}</Side>
      </div>
    </Box>
  );
};

const Changes = ({ version }: { version: SettingsVersionDetail }) => {
  const text = useText(PUBLISHING_MESSAGES);
  if (version.changes.length === 0) return <Typography>{text('vision.publishing.compare.none')}</Typography>;
  const dir = directionOf(version.locale);
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {version.changes.map((change) => (
        <ChangeRow key={change.field} change={change} number={version.number} dir={dir} />
      ))}
    </ul>
  );
};

type Props = { id: number; onClose: () => void; restore: (version: SettingsVersionDetail) => React.ReactNode };

export const VersionComparison = ({ id, onClose, restore }: Props) => {
  const text = useText(PUBLISHING_MESSAGES);
  const state = useSettingsVersion(id);
  return (
    <Box
      tag="section"
      aria-labelledby="version-comparison-title"
      background="neutral0"
      padding={6}
      shadow="tableShadow"
      hasRadius
    >
      {state.phase === 'loading' && (
        <Typography textColor="neutral600">{text('vision.publishing.compare.loading')}</Typography>
      )}
      {state.phase === 'failed' && (
        <Typography role="alert" textColor="danger600">
          {failureMessage(state.status)}
        </Typography>
      )}
      {state.phase === 'ready' && (
        <Flex direction="column" alignItems="stretch" gap={4}>
          <Flex justifyContent="space-between" alignItems="flex-start" gap={4} wrap="wrap">
            <Flex direction="column" alignItems="flex-start" gap={1}>
              <Typography id="version-comparison-title" tag="h2" variant="beta">
                {text('vision.publishing.compare.title', { number: state.data.number })}
              </Typography>
              <Typography variant="pi" textColor="neutral600">
                {text('vision.publishing.compare.legend')}
              </Typography>
            </Flex>
            <Flex gap={2}>
              {restore(state.data)}
              <Button variant="tertiary" onClick={onClose}>
                {text('vision.publishing.compare.close')}
              </Button>
            </Flex>
          </Flex>
          <Changes version={state.data} />
        </Flex>
      )}
    </Box>
  );
};

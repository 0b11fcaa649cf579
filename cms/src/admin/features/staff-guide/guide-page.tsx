// The staff guide's page: the Markdown read once into blocks (markdown.ts) and drawn with the
// design system, right to left in every interface language (the guide is Hebrew), the text in a
// column of readable width and the screenshots as wide as the page allows, each opening at full
// size. The table of contents jumps to a section inside the panel's own scrolling area.

import { Box, Flex, Typography } from '@strapi/design-system';
import { Layouts, Page } from '@strapi/strapi/admin';
import { Fragment, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useText } from '../../shared/messages';
import { GUIDE_MARKDOWN, screenshotUrl } from './guide-source';
import { contentsOf, parseMarkdown, type Block, type Inline } from './markdown';
import { STAFF_GUIDE_MESSAGES } from './messages';

/** About 75 characters a line: the width a paragraph stays readable at. */
const TEXT_WIDTH = '75ch';

/** A jump to a section of the guide without leaving the panel's route. */
const jumpTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
};

const Inlines = ({ inlines }: { inlines: Inline[] }): ReactNode =>
  inlines.map((inline, index) => {
    if (inline.kind === 'text') return <Fragment key={index}>{inline.text}</Fragment>;
    if (inline.kind === 'strong')
      return (
        <strong key={index}>
          <Inlines inlines={inline.children} />
        </strong>
      );
    const internal = inline.href.startsWith('#');
    const id = internal ? decodeURI(inline.href.slice(1)) : '';
    return (
      <a
        key={index}
        href={inline.href}
        onClick={internal ? (event) => jumpTo(event, id) : undefined}
        {...(internal ? {} : { target: '_blank', rel: 'noreferrer' })}
      >
        <Inlines inlines={inline.children} />
      </a>
    );
  });

const HEADING_VARIANT = { 1: 'alpha', 2: 'beta', 3: 'delta', 4: 'epsilon' } as const;
const HEADING_TAG = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4' } as const;

const Screenshot = ({ alt, src }: { alt: string; src: string }) => {
  const text = useText(STAFF_GUIDE_MESSAGES);
  const url = screenshotUrl(src);
  if (!url)
    return (
      <Box padding={4} background="neutral100" hasRadius marginBottom={4}>
        <Typography textColor="neutral600">{`${text('vision.staff-guide.image-missing')}: ${alt}`}</Typography>
      </Box>
    );
  return (
    <Box tag="figure" margin={0} marginBottom={6}>
      <a href={url} target="_blank" rel="noreferrer" title={text('vision.staff-guide.image-open')}>
        <img
          src={url}
          alt={alt}
          loading="lazy"
          style={{
            display: 'block',
            maxWidth: '100%',
            height: 'auto',
            border: '1px solid var(--strapi-colors-neutral200, #dcdce4)',
            borderRadius: 4,
          }}
        />
      </a>
    </Box>
  );
};

const GuideBlock = ({ block }: { block: Block }) => {
  switch (block.kind) {
    case 'heading':
      return (
        <Box paddingTop={block.level <= 2 ? 6 : 4} paddingBottom={2} maxWidth={TEXT_WIDTH}>
          <Typography id={block.id} tag={HEADING_TAG[block.level]} variant={HEADING_VARIANT[block.level]}>
            {block.text}
          </Typography>
        </Box>
      );
    case 'paragraph':
      return (
        <Box paddingBottom={3} maxWidth={TEXT_WIDTH}>
          <Typography tag="p" variant="omega" style={{ lineHeight: 1.7 }}>
            <Inlines inlines={block.children} />
          </Typography>
        </Box>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <Box paddingBottom={3} maxWidth={TEXT_WIDTH}>
          <List style={{ listStyle: block.ordered ? 'decimal' : 'disc', paddingInlineStart: 24, margin: 0 }}>
            {block.items.map((item, index) => (
              <li key={index} style={{ marginBottom: 4 }}>
                <Typography variant="omega" style={{ lineHeight: 1.7 }}>
                  <Inlines inlines={item} />
                </Typography>
              </li>
            ))}
          </List>
        </Box>
      );
    }
    case 'image':
      return <Screenshot alt={block.alt} src={block.src} />;
    case 'table':
      return (
        <Box paddingBottom={4} maxWidth="100ch" style={{ overflowX: 'auto' }}>
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                {block.header.map((cell, index) => (
                  <th key={index} style={CELL}>
                    <Typography variant="sigma">
                      <Inlines inlines={cell} />
                    </Typography>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index} style={CELL}>
                      <Typography variant="omega">
                        <Inlines inlines={cell} />
                      </Typography>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      );
    case 'rule':
      return (
        <hr style={{ border: 0, borderTop: '1px solid var(--strapi-colors-neutral200, #dcdce4)', margin: '24px 0' }} />
      );
  }
};

const CELL = {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: '8px 12px',
  borderBottom: '1px solid var(--strapi-colors-neutral200, #dcdce4)',
} as const;

const StaffGuidePage = () => {
  const text = useText(STAFF_GUIDE_MESSAGES);
  // The guide's own title is the page's header; the blocks follow it.
  const blocks = useMemo(
    () => parseMarkdown(GUIDE_MARKDOWN).filter((block) => !(block.kind === 'heading' && block.level === 1)),
    [],
  );
  const contents = useMemo(() => contentsOf(blocks), [blocks]);
  return (
    <Page.Main>
      <Page.Title>{text('vision.staff-guide.title')}</Page.Title>
      <Layouts.Header title={text('vision.staff-guide.title')} subtitle={text('vision.staff-guide.subtitle')} />
      <Layouts.Content>
        <Box tag="article" dir="rtl" lang="he" background="neutral0" hasRadius shadow="tableShadow" padding={8}>
          <Box tag="nav" aria-labelledby="staff-guide-contents" paddingBottom={4} maxWidth={TEXT_WIDTH}>
            <Typography id="staff-guide-contents" tag="h2" variant="delta">
              {text('vision.staff-guide.contents')}
            </Typography>
            <Flex tag="ol" direction="column" alignItems="stretch" gap={1} paddingTop={2} style={{ margin: 0 }}>
              {contents.map((entry) => (
                <Box
                  tag="li"
                  key={entry.id}
                  paddingInlineStart={entry.level === 3 ? 5 : 0}
                  style={{ listStyle: 'none' }}
                >
                  <Typography
                    variant={entry.level === 2 ? 'omega' : 'pi'}
                    fontWeight={entry.level === 2 ? 'bold' : undefined}
                  >
                    <a href={`#${entry.id}`} onClick={(event) => jumpTo(event, entry.id)}>
                      {entry.text}
                    </a>
                  </Typography>
                </Box>
              ))}
            </Flex>
          </Box>
          {blocks.map((block, index) => (
            <GuideBlock key={index} block={block} />
          ))}
        </Box>
      </Layouts.Content>
    </Page.Main>
  );
};

export default StaffGuidePage;

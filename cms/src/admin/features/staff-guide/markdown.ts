// The staff guide's Markdown (docs/staff-guide/guide.md) read into blocks the page draws. Only the
// subset the guide uses: headings, paragraphs, bulleted and numbered lists, **bold**, links,
// images on a line of their own, tables, and a horizontal rule. A small reader of our own rather
// than a Markdown package: the guide is the only Markdown the panel shows, and the panel's bundle
// takes no new dependency for it. Anything else is shown as plain text, never as HTML.

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; id: string; text: string }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'image'; alt: string; src: string }
  | { kind: 'table'; header: Inline[][]; rows: Inline[][][] }
  | { kind: 'rule' };

/**
 * A heading's anchor as GitHub makes it (lower case, letters of any script, digits, '-' and '_'
 * kept, spaces as '-'), so that one link to a section works on GitHub and in the panel.
 */
export const anchorOf = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The inline text of a heading or a cell: bold and links as in paragraphs. */
export const parseInline = (text: string): Inline[] => {
  const out: Inline[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push({ kind: 'text', text: plain });
    plain = '';
  };
  let at = 0;
  while (at < text.length) {
    const rest = text.slice(at);
    const bold = /^\*\*(.+?)\*\*/.exec(rest);
    if (bold) {
      flush();
      out.push({ kind: 'strong', children: parseInline(bold[1]) });
      at += bold[0].length;
      continue;
    }
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest);
    if (link) {
      flush();
      out.push({ kind: 'link', href: link[2], children: parseInline(link[1]) });
      at += link[0].length;
      continue;
    }
    plain += text[at];
    at += 1;
  }
  flush();
  return out;
};

/** The plain text of inline content (a heading's anchor, an image's alternative). */
export const plainText = (inlines: Inline[]): string =>
  inlines.map((inline) => (inline.kind === 'text' ? inline.text : plainText(inline.children))).join('');

const HEADING = /^(#{1,4})\s+(.+?)\s*#*\s*$/;
const IMAGE = /^!\[([^\]]*)\]\(([^)\s]+)\)\s*$/;
const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_RULE = /^\s*\|(\s*:?-+:?\s*\|)+\s*$/;
const RULE = /^\s*(-{3,}|\*{3,})\s*$/;
const COMMENT_START = /^\s*<!--/;

const cellsOf = (row: string): Inline[][] =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => parseInline(cell.trim()));

/** Reads the guide's Markdown into blocks; the same heading twice gets `-1`, `-2` as on GitHub. */
export const parseMarkdown = (source: string): Block[] => {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  const anchors = new Map<string, number>();
  let index = 0;
  const uniqueAnchor = (text: string) => {
    const base = anchorOf(text);
    const seen = anchors.get(base) ?? 0;
    anchors.set(base, seen + 1);
    return seen ? `${base}-${seen}` : base;
  };
  const isBlockStart = (line: string) =>
    HEADING.test(line) || IMAGE.test(line) || BULLET.test(line) || NUMBERED.test(line) || TABLE_ROW.test(line);

  while (index < lines.length) {
    const line = lines[index];
    if (!line.trim()) {
      index += 1;
      continue;
    }
    // A comment for the guide's writers (a TODO, how the images are made), over one line or more.
    if (COMMENT_START.test(line)) {
      while (index < lines.length && !lines[index].includes('-->')) index += 1;
      index += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const text = plainText(parseInline(heading[2]));
      blocks.push({ kind: 'heading', level: heading[1].length as 1 | 2 | 3 | 4, id: uniqueAnchor(text), text });
      index += 1;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ kind: 'rule' });
      index += 1;
      continue;
    }
    const image = IMAGE.exec(line);
    if (image) {
      blocks.push({ kind: 'image', alt: image[1], src: image[2] });
      index += 1;
      continue;
    }
    if (TABLE_ROW.test(line) && TABLE_RULE.test(lines[index + 1] ?? '')) {
      const header = cellsOf(line);
      const rows: Inline[][][] = [];
      index += 2;
      while (index < lines.length && TABLE_ROW.test(lines[index])) rows.push(cellsOf(lines[index++]));
      blocks.push({ kind: 'table', header, rows });
      continue;
    }
    const ordered = NUMBERED.test(line);
    if (ordered || BULLET.test(line)) {
      const marker = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (index < lines.length) {
        const item = marker.exec(lines[index]);
        if (item) items.push(item[1]);
        // A line indented under an item continues it.
        else if (/^\s{2,}\S/.test(lines[index]) && items.length) items[items.length - 1] += ` ${lines[index].trim()}`;
        else break;
        index += 1;
      }
      blocks.push({ kind: 'list', ordered, items: items.map(parseInline) });
      continue;
    }
    const paragraph: string[] = [];
    while (index < lines.length && lines[index].trim() && !isBlockStart(lines[index]) && !RULE.test(lines[index])) {
      paragraph.push(lines[index].trim());
      index += 1;
    }
    blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
  }
  return blocks;
};

/** The table of contents: the chapters and their sections (levels 2 and 3), in order. */
export const contentsOf = (blocks: Block[]) =>
  blocks.flatMap((block) =>
    block.kind === 'heading' && (block.level === 2 || block.level === 3)
      ? [{ id: block.id, text: block.text, level: block.level }]
      : [],
  );

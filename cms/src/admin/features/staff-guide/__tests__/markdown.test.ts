import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { anchorOf, contentsOf, parseInline, parseMarkdown, type Block } from '../markdown';

const GUIDE_FOLDER = path.resolve(__dirname, '../../../../../../docs/staff-guide');

describe("the staff guide's Markdown reader", () => {
  it('reads headings with anchors as GitHub makes them, the same heading twice numbered', () => {
    const blocks = parseMarkdown('# מדריך לצוות\n\n## כניסה לפאנל\n\n### סינון: לפי תחום\n\n## כניסה לפאנל\n');
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, id: 'מדריך-לצוות', text: 'מדריך לצוות' },
      { kind: 'heading', level: 2, id: 'כניסה-לפאנל', text: 'כניסה לפאנל' },
      { kind: 'heading', level: 3, id: 'סינון-לפי-תחום', text: 'סינון: לפי תחום' },
      { kind: 'heading', level: 2, id: 'כניסה-לפאנל-1', text: 'כניסה לפאנל' },
    ]);
    expect(contentsOf(blocks).map((entry) => entry.id)).toEqual(['כניסה-לפאנל', 'סינון-לפי-תחום', 'כניסה-לפאנל-1']);
  });

  it('joins the lines of a paragraph, with bold and links inside', () => {
    expect(parseMarkdown('לוחצים על **"שמירה"**\nואז [על המדריך](#כניסה).')).toEqual([
      {
        kind: 'paragraph',
        children: [
          { kind: 'text', text: 'לוחצים על ' },
          { kind: 'strong', children: [{ kind: 'text', text: '"שמירה"' }] },
          { kind: 'text', text: ' ואז ' },
          { kind: 'link', href: '#כניסה', children: [{ kind: 'text', text: 'על המדריך' }] },
          { kind: 'text', text: '.' },
        ],
      },
    ]);
  });

  it('reads numbered and bulleted lists, a line indented under an item continuing it', () => {
    const blocks = parseMarkdown('1. פותחים\n2. לוחצים\n   על הכפתור\n\n- אחד\n- **שניים**\n');
    expect(blocks).toEqual([
      {
        kind: 'list',
        ordered: true,
        items: [[{ kind: 'text', text: 'פותחים' }], [{ kind: 'text', text: 'לוחצים על הכפתור' }]],
      },
      {
        kind: 'list',
        ordered: false,
        items: [[{ kind: 'text', text: 'אחד' }], [{ kind: 'strong', children: [{ kind: 'text', text: 'שניים' }] }]],
      },
    ]);
  });

  it('reads an image on a line of its own, a table and a rule', () => {
    const blocks = parseMarkdown(
      '![רשימת ההצעות](images/leads-list.png)\n\n| תפקיד | מה מותר |\n| --- | --- |\n| עורך תוכן | **תוכן** האתר |\n\n---\n',
    );
    expect(blocks).toEqual([
      { kind: 'image', alt: 'רשימת ההצעות', src: 'images/leads-list.png' },
      {
        kind: 'table',
        header: [[{ kind: 'text', text: 'תפקיד' }], [{ kind: 'text', text: 'מה מותר' }]],
        rows: [
          [
            [{ kind: 'text', text: 'עורך תוכן' }],
            [
              { kind: 'strong', children: [{ kind: 'text', text: 'תוכן' }] },
              { kind: 'text', text: ' האתר' },
            ],
          ],
        ],
      },
      { kind: 'rule' },
    ]);
  });

  it('keeps anything else as plain text, never as markup', () => {
    expect(parseInline('<img src=x onerror=alert(1)> *לא מודגש*')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)> *לא מודגש*' },
    ]);
    expect(parseMarkdown('<!-- הערה לכותבים -->\nטקסט\n\n<!-- הערה\n  בכמה שורות -->\nעוד')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: 'טקסט' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'עוד' }] },
    ]);
  });

  it('makes anchors of Hebrew and English alike', () => {
    expect(anchorOf('Roles & rights')).toBe('roles--rights');
    expect(anchorOf('תפקידים והרשאות')).toBe('תפקידים-והרשאות');
  });
});

describe('the staff guide itself', () => {
  const blocks: Block[] = parseMarkdown(readFileSync(path.join(GUIDE_FOLDER, 'guide.md'), 'utf8'));
  const inlineLinks = (block: Block): string[] => {
    const fromInlines = (inlines: { kind: string; href?: string; children?: unknown }[]): string[] =>
      inlines.flatMap((inline) => [
        ...(inline.kind === 'link' && inline.href ? [inline.href] : []),
        ...(Array.isArray(inline.children) ? fromInlines(inline.children as never) : []),
      ]);
    if (block.kind === 'paragraph') return fromInlines(block.children);
    if (block.kind === 'list') return block.items.flatMap(fromInlines);
    if (block.kind === 'table') return [...block.header, ...block.rows.flat()].flatMap(fromInlines);
    return [];
  };

  it('links only to its own sections, each of which exists', () => {
    const anchors = new Set(blocks.flatMap((block) => (block.kind === 'heading' ? [block.id] : [])));
    const links = blocks.flatMap(inlineLinks);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => !href.startsWith('#') || !anchors.has(decodeURI(href.slice(1))))).toEqual([]);
  });

  it('shows only images that are in its images folder', () => {
    const images = blocks.flatMap((block) => (block.kind === 'image' ? [block.src] : []));
    expect(images.length).toBeGreaterThan(5);
    const missing = images.filter((src) => {
      try {
        return !/^images\/[\w-]+\.png$/.test(src) || !statSync(path.join(GUIDE_FOLDER, src)).isFile();
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });
});

// The pointers that comments and docs make to files and README sections, and whether each still
// leads somewhere (`npm run test:pointers`, scripts/__tests__/pointers.test.mjs).
//
// What is read: the comments of the tracked .ts .tsx .js .mjs .cjs files (`//` and `/* */`, never
// strings, template literals or regular expressions) and the whole text of the tracked .md files;
// not lockfiles, generated types (cms/types/generated) or anything git ignores.
//
// What counts as a pointer:
// - a path with at least one `/` whose last part has a file extension (`cms/src/lib/leads/match-keys.ts`,
//   `../lib/cms.mjs`, `lib/seed-leads.mjs`), or that starts with a top-level folder of the repository
//   (`scripts/bench/`, `cms/src/admin`); and a bare `*.md` name (`README.md`);
// - a Markdown file followed by a comma or colon and a quoted title: `README.md, "The /api contract"`
//   names the section of that title: a heading, or a bold title that opens a paragraph or a list
//   item (`**Signing in.**`); a link's `#anchor` names a heading by its slug.
// Not pointers: URLs, absolute paths (`/tmp/…`), globs and placeholders (`*`, `<…>`, `${…}`, `{a,b}`),
// package paths (`@strapi/…`, `node_modules/…`), and paths git ignores (cms/dist, artifacts/: made by
// a build or a run).
//
// A path leads somewhere when it exists relative to the file's folder, to the file's package
// (cms/, site/, config/, scripts/bench/stock-strapi/: what a file there calls `src/…` or `config/…`),
// or to the repository's root. A path that starts with neither `./`, `../` nor a top-level folder is
// checked only when its first folder exists in one of those places: otherwise it names a file of
// another project (Strapi's `admin/src/…`), which this repository cannot vouch for.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const READ = /\.(ts|tsx|js|mjs|cjs|md)$/;
const NOT_READ = [/(^|\/)package-lock\.json$/, /^cms\/types\/generated\//, /(^|\/)node_modules\//];
const EXTENSIONS =
  'ts|tsx|js|mjs|cjs|jsx|json|md|yml|yaml|sh|css|html|svg|png|jpg|webp|ico|pdf|sql|txt|toml|conf|lock|env|example|d\\.ts';

/**
 * The comments of a JavaScript or TypeScript source, each with where its lines start in its text.
 * Line comments on consecutive lines make one comment, joined with spaces, so a pointer may wrap.
 * @param {string} text
 * @returns {Comment[]}
 */
export const commentsOf = (text) => {
  /** @type {{ line: number, text: string, endLine: number, isLine: boolean, lines: { offset: number, line: number }[] }[]} */
  const comments = [];
  let line = 1;
  /** @type {string[]} what encloses the current position: '`' a template, '{' an expression inside one */
  const stack = [];
  let previous = ''; // the last significant character outside comments, to tell a regex from a division
  /** Adds a comment; line comments on consecutive lines join the one before. */
  const add = (/** @type {number} */ startLine, /** @type {string} */ body, /** @type {boolean} */ isLine) => {
    const last = comments.at(-1);
    if (isLine && last && last.endLine === startLine - 1 && last.isLine) {
      last.lines.push({ offset: last.text.length + 1, line: startLine });
      last.text += ` ${body}`;
      last.endLine = startLine;
    } else
      comments.push({ line: startLine, text: body, endLine: line, isLine, lines: [{ offset: 0, line: startLine }] });
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    const next = text[index + 1];
    if (char === '\n') {
      line += 1;
      continue;
    }
    const inTemplate = stack.at(-1) === '`';
    if (inTemplate) {
      if (char === '\\') index += 1;
      else if (char === '`') stack.pop();
      else if (char === '$' && next === '{') {
        stack.push('{');
        index += 1;
      }
      continue;
    }
    if (char === '/' && next === '/') {
      const end = text.indexOf('\n', index);
      const stop = end < 0 ? text.length : end;
      add(line, text.slice(index + 2, stop).trim(), true);
      index = stop - 1;
      continue;
    }
    if (char === '/' && next === '*') {
      const end = text.indexOf('*/', index + 2);
      const stop = end < 0 ? text.length : end;
      const body = text.slice(index + 2, stop);
      const startLine = line;
      line += body.split('\n').length - 1;
      add(
        startLine,
        body
          .split('\n')
          .map((part) => part.replace(/^\s*\*?\s?/, '').trim())
          .join(' ')
          .trim(),
        false,
      );
      index = stop + 1;
      continue;
    }
    if (char === "'" || char === '"') {
      for (index += 1; index < text.length && text[index] !== char && text[index] !== '\n'; index += 1) {
        if (text[index] === '\\') index += 1;
      }
      previous = char;
      continue;
    }
    if (char === '`') {
      stack.push('`');
      previous = char;
      continue;
    }
    if (char === '{' && stack.length) stack.push('{');
    if (char === '}' && stack.at(-1) === '{') {
      stack.pop();
      previous = char;
      continue;
    }
    if (
      char === '/' &&
      (previous === '' ||
        '(,=:[!&|?{};+-*%<>~^'.includes(previous) ||
        /\b(return|typeof|case)$/.test(text.slice(Math.max(0, index - 8), index).trimEnd()))
    ) {
      // A regular expression literal: up to its closing slash (not one inside a [class]).
      let inClass = false;
      for (index += 1; index < text.length && text[index] !== '\n'; index += 1) {
        const c = text[index];
        if (c === '\\') index += 1;
        else if (c === '[') inClass = true;
        else if (c === ']') inClass = false;
        else if (c === '/' && !inClass) break;
      }
      previous = '/';
      continue;
    }
    if (!/\s/.test(char)) previous = char;
  }
  return comments.map(({ text: body, lines }) => ({ text: body, lines }));
};

/** @typedef {{ text: string, lines: { offset: number, line: number }[] }} Comment */

/**
 * The text of a Markdown file as one "comment" per line (all of it is read).
 * @param {string} text
 * @returns {Comment[]}
 */
const linesOf = (text) =>
  text.split('\n').map((body, index) => ({ text: body, lines: [{ offset: 0, line: index + 1 }] }));

/** The line of the character at `offset` of a comment. */
const lineAt = (/** @type {Comment} */ comment, /** @type {number} */ offset) =>
  comment.lines.filter((start) => start.offset <= offset).at(-1)?.line ?? comment.lines[0].line;

/**
 * @typedef {({ kind: 'path' } | { kind: 'section', section: string } | { kind: 'anchor', anchor: string })
 *   & { path: string, index: number }} Pointer
 */

/**
 * The pointers a piece of comment text makes (see the top of this file).
 * @param {string} text
 * @param {string[]} topFolders the repository's top-level folders
 * @returns {Pointer[]}
 */
export const pointersIn = (text, topFolders) => {
  /** @type {Pointer[]} */
  const found = [];
  const top = topFolders.map((name) => name.replace(/[.]/g, '\\.')).join('|');
  const pathPattern = new RegExp(
    String.raw`(?<![\w@.$/:*<{}\\-])` +
      String.raw`((?:\.{1,2}/)*(?:[\w-][\w.@-]*/)+(?:[\w-][\w.@-]*\.(?:${EXTENSIONS})|[\w-][\w.@-]*/?)?|[\w.-]+\.md)` +
      String.raw`(#[\w-]+)?(?![\w/*<>{}@$-])`,
    'g',
  );
  for (const match of text.matchAll(pathPattern)) {
    const [, raw, anchor] = match;
    const candidate = raw.replace(/\.$/, '');
    const startsAtTop = new RegExp(`^(${top})/`).test(candidate);
    const hasExtension = new RegExp(String.raw`\.(${EXTENSIONS})$`).test(candidate);
    const isMarkdownName = !candidate.includes('/') && candidate.endsWith('.md');
    if (!startsAtTop && !hasExtension && !isMarkdownName) continue;
    if (/^(node_modules|@)/.test(candidate)) continue;
    // Part of a longer name with characters the pattern leaves out (`{a,b}/x.ts`, `x/*.ts`).
    const index = match.index ?? 0;
    const before = text[index - 1];
    const after = text[index + match[0].length];
    if (before === ',' && /[\w/]/.test(text[index - 2] ?? '')) continue;
    if (after === '*' || after === '}') continue;
    const section = /^[,:]\s+["“]([^"”]+)["”]/.exec(text.slice(index + match[0].length));
    if (candidate.endsWith('.md') && section && !anchor) {
      found.push({ kind: 'section', path: candidate, section: section[1], index });
    } else if (candidate.endsWith('.md') && anchor) {
      found.push({ kind: 'anchor', path: candidate, anchor: anchor.slice(1), index });
    } else found.push({ kind: 'path', path: candidate, index });
  }
  return found;
};

/** A heading's text as compared: no inline-code ticks, no trailing #s, single spaces. */
const headingText = (/** @type {string} */ heading) =>
  heading
    .replace(/`/g, '')
    .replace(/\s+#+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** GitHub's anchor for a heading. */
const slugOf = (/** @type {string} */ heading) =>
  headingText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/**
 * The section titles of a Markdown file, outside fenced code: its headings, and the bold titles
 * that open a paragraph or a list item (`**Signing in.** …`, `- **Privacy** (…)`).
 * @param {string} text
 */
export const headingsOf = (text) => {
  const headings = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) headings.push(headingText(heading[1]));
    // A bold title that opens a paragraph or a list item: how the README titles its sub-sections.
    const title = /^\s*(?:[-*]\s+)?\*\*([^*]+?)[.:]?\*\*/.exec(line);
    if (title) headings.push(headingText(title[1]));
  }
  return headings;
};

/**
 * Every pointer in the repository at `root` that leads nowhere, as `file:line: what`.
 * @param {string} root
 * @returns {string[]}
 */
export const brokenPointers = (root) => {
  const git = (/** @type {string[]} */ args, /** @type {string} */ input = '') =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', input, maxBuffer: 64 * 2 ** 20 });
  const tracked = git(['ls-files', '-z']).split('\0').filter(Boolean);
  const trackedSet = new Set(tracked);
  const folders = new Set(
    tracked.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
    ),
  );
  const topFolders = [...new Set(tracked.filter((file) => file.includes('/')).map((file) => file.split('/')[0]))];
  const packageRoots = tracked
    .filter((file) => file.endsWith('/package.json'))
    .map((file) => path.posix.dirname(file))
    .sort((a, b) => b.length - a.length);
  const exists = (/** @type {string} */ relative) => {
    const normal = path.posix.normalize(relative).replace(/\/$/, '');
    return trackedSet.has(normal) || folders.has(normal);
  };
  /** Paths git ignores: made by a build or a run, not kept in the repository. */
  const ignored = (/** @type {string} */ relative) => {
    try {
      return git(['check-ignore', '--no-index', '--', relative]).trim() !== '';
    } catch {
      return false;
    }
  };
  const headingCache = new Map();
  const headings = (/** @type {string} */ file) => {
    if (!headingCache.has(file)) headingCache.set(file, headingsOf(readFileSync(path.join(root, file), 'utf8')));
    return headingCache.get(file);
  };

  const broken = [];
  for (const file of tracked) {
    if (!READ.test(file) || NOT_READ.some((pattern) => pattern.test(file))) continue;
    if (!existsSync(path.join(root, file)) || !statSync(path.join(root, file)).isFile()) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    const folder = path.posix.dirname(file);
    const packageRoot = packageRoots.find((candidate) => file.startsWith(`${candidate}/`));
    const bases = [...new Set([folder, ...(packageRoot ? [packageRoot] : []), '.'])];
    const comments = SOURCE.test(file) ? commentsOf(text) : linesOf(text);
    for (const comment of comments) {
      for (const pointer of pointersIn(comment.text, topFolders)) {
        const candidates = bases.map((base) => path.posix.join(base, pointer.path));
        const targets = candidates.filter(exists);
        const target = targets[0];
        const where = `${file}:${lineAt(comment, pointer.index)}`;
        if (!target) {
          const relativeForm = !/^(\.{1,2}\/)/.test(pointer.path) && !topFolders.includes(pointer.path.split('/')[0]);
          const first = pointer.path.split('/')[0];
          if (relativeForm && pointer.path.includes('/') && !bases.some((base) => exists(path.posix.join(base, first))))
            continue;
          if (candidates.some(ignored)) continue;
          broken.push(`${where}: ${pointer.path} does not exist`);
          continue;
        }
        if (
          pointer.kind === 'section' &&
          !targets.some((found) => headings(found).includes(headingText(pointer.section)))
        ) {
          broken.push(`${where}: ${pointer.path} has no section "${pointer.section}"`);
        }
        if (
          pointer.kind === 'anchor' &&
          !targets.some((found) => headings(found).some((heading) => slugOf(heading) === pointer.anchor))
        ) {
          broken.push(`${where}: ${pointer.path} has no heading for #${pointer.anchor}`);
        }
      }
    }
  }
  return broken;
};

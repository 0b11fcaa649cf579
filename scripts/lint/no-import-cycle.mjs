// ESLint rule `vision/no-import-cycle` (eslint.config.mjs): a module must not import, directly or
// through others, a module that imports it back. A cycle makes the order in which a bundle or Node
// evaluates the modules matter (a value read before its module ran is undefined), and ties the
// modules on it into one knot that can only be read, changed or removed together.
//
// Follows relative static imports and re-exports only: `import type` and `export type` vanish at
// compile time, and `import()` evaluates later. Packages (`@vision/config`, `react`) are not walked:
// the boundaries between packages are rules of their own. The other files are read from disk once
// per lint run; the file being linted is read from its syntax tree, so an editor sees its own change.

import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'];

/** @type {Map<string, string | null>} */
const resolved = new Map();

/** The file a relative specifier names, as TypeScript and Node find it, or null. */
const resolve = (from, specifier) => {
  const base = path.resolve(path.dirname(from), specifier);
  if (resolved.has(base)) return resolved.get(base) ?? null;
  // `./x.mjs`, `./x` (x.ts, x.tsx…), `./folder` (folder/index.ts…), and `./x.js` naming x.ts.
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
    ...(/\.[cm]?js$/.test(base) ? ['.ts', '.tsx'].map((extension) => base.replace(/\.[cm]?js$/, extension)) : []),
  ];
  const found = candidates.find((candidate) => {
    try {
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
  resolved.set(base, found ?? null);
  return found ?? null;
};

/**
 * Static value imports in a file's text: `import … from './x'`, `import './x'`, `export … from './x'`,
 * and `require('./x')` in CommonJS; not `import type`, `export type`, nor `import()`.
 */
const IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^;'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const REQUIRE = /\brequire\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** @param {string} text @returns {string[]} */
export const specifiersIn = (text) => [
  ...[...text.matchAll(IMPORT)].map((match) => match[1]),
  ...[...text.matchAll(REQUIRE)].map((match) => match[1]),
];

/** @type {Map<string, string[]>} */
const importsOnDisk = new Map();

/** @param {string} file */
const importsOf = (file) => {
  let imports = importsOnDisk.get(file);
  if (!imports) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // gone since it was resolved: no imports
    }
    imports = specifiersIn(text)
      .map((specifier) => resolve(file, specifier))
      .filter((target) => target !== null);
    importsOnDisk.set(file, imports);
  }
  return imports;
};

/**
 * A chain of imports from `start` back to `target` (both included), or null: a depth-first walk
 * that visits each file once.
 * @param {string} start @param {string} target
 */
const chainBack = (start, target) => {
  const seen = new Set([start]);
  /** @param {string} file @returns {string[] | null} */
  const walk = (file) => {
    for (const next of importsOf(file)) {
      if (next === target) return [file, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const rest = walk(next);
      if (rest) return [file, ...rest];
    }
    return null;
  };
  return walk(start);
};

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a module importing, directly or through others, a module that imports it back' },
    messages: {
      cycle: 'Import cycle: {{chain}}. Move what both need into a module that neither imports back.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    /** @param {any} node */
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !/^\.{1,2}\//.test(specifier)) return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      // `import { type A, type B } from`: nothing of it is evaluated.
      if (node.specifiers?.length && node.specifiers.every((item) => item.importKind === 'type')) return;
      const target = resolve(file, specifier);
      if (!target || target === file) return;
      const chain = chainBack(target, file);
      if (!chain) return;
      const named = [file, ...chain].map((step) => path.relative(root, step)).join(' → ');
      context.report({ node: node.source, messageId: 'cycle', data: { chain: named } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };

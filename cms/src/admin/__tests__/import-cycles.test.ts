// The panel's modules import each other without a cycle: a cycle makes the order in which a
// bundle evaluates them matter, and ties features and the shared base into one knot. Reads the
// relative imports of every file under cms/src/admin (tests aside) and walks them.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ADMIN = path.resolve(__dirname, '..');

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return name === '__tests__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });

const resolve = (from: string, specifier: string): string | null => {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
};

/** Static imports and re-exports; `import()` is left out, it does not evaluate at load time. */
const IMPORT = /^\s*(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)]
    .map((match) => resolve(file, match[1]))
    .filter((target): target is string => target !== null);

/** Every cycle found by a depth-first walk, each as the chain of files that closes it. */
export const cyclesIn = (graph: Map<string, string[]>): string[][] => {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
};

describe("the panel's imports", () => {
  it('form no cycle', () => {
    const graph = new Map(sourceFiles(ADMIN).map((file) => [file, importsOf(file)]));
    expect(graph.size).toBeGreaterThan(40);
    const named = cyclesIn(graph).map((cycle) => cycle.map((file) => path.relative(ADMIN, file)).join(' -> '));
    expect(named).toEqual([]);
  });

  it('would see one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cyclesIn(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });
});

// The lint rule against import cycles (scripts/lint/no-import-cycle.mjs), run by ESLint itself on
// small trees of files written for each case: it names a cycle through several files, and stays
// quiet where the imports only look like one.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import vision, { specifiersIn } from '../lint/no-import-cycle.mjs';

const folder = mkdtempSync(path.join(os.tmpdir(), 'import-cycle-'));
after(() => rmSync(folder, { recursive: true, force: true }));

/** Writes `files` under a case's own folder and lints `entry`: the rule's messages. */
const lint = (name, files, entry) => {
  const root = path.join(folder, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const linter = new Linter({ cwd: root });
  /** @type {import('eslint').Linter.Config[]} */
  const config = [
    {
      files: ['**/*.{ts,tsx,mjs}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { vision },
      rules: { 'vision/no-import-cycle': 'error' },
    },
  ];
  const filename = path.join(root, entry);
  return linter.verify(files[entry], config, { filename }).map((message) => message.message);
};

describe('vision/no-import-cycle', () => {
  it('names a cycle through three files, from each of them', () => {
    const files = {
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { c } from './c';\nexport const b = () => c;\n",
      'c.ts': "import { a } from './a';\nexport const c = () => a;\n",
    };
    assert.deepEqual(lint('three', files, 'a.ts'), [
      'Import cycle: a.ts → b.ts → c.ts → a.ts. Move what both need into a module that neither imports back.',
    ]);
    assert.equal(lint('three', files, 'c.ts').length, 1);
  });

  it('follows re-exports, folders with an index and .js names of .ts files', () => {
    const files = {
      'feature/index.tsx': "export { panel } from './panel.js';\n",
      'feature/panel.ts': "import { base } from '../base';\nexport const panel = base;\n",
      'base.mjs': "import { panel } from './feature';\nexport const base = panel;\n",
    };
    assert.equal(lint('paths', files, 'base.mjs').length, 1);
  });

  it('leaves type-only imports, lazy imports and chains that end elsewhere alone', () => {
    const files = {
      'a.ts':
        "import type { B } from './b';\nimport { type C } from './c';\nimport { d } from './d';\nexport type A = B | C;\nexport const a = d;\n",
      'b.ts': "import { a } from './a';\nexport type B = typeof a;\n",
      'c.ts': "import { a } from './a';\nexport type C = typeof a;\n",
      'd.ts': "export const d = () => import('./a');\n",
    };
    assert.deepEqual(lint('types', files, 'a.ts'), []);
  });

  it('reads the imports of a file it does not lint from its text', () => {
    assert.deepEqual(
      specifiersIn(
        "import a from './a';\nimport './side';\nexport * from '../up';\nimport type { T } from './t';\nexport type { U } from './u';\nconst x = require('./cjs');\nimport x from 'react';\n",
      ),
      ['./a', './side', '../up', './cjs'],
    );
  });
});

// Comments and docs that name a file or a README section point at something that exists
// (`npm run test:pointers`). What counts as a pointer is written at the top of
// scripts/lib/pointers.mjs; the cases below pin it down, so that the check stays free of false alarms.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { brokenPointers, commentsOf, headingsOf, pointersIn } from '../lib/pointers.mjs';
import { ROOT } from '../lib/workspace.mjs';

const TOP = ['cms', 'config', 'docs', 'scripts', 'site'];
const paths = (text) => pointersIn(text, TOP).map(({ path: named }) => named);

describe('the repository', () => {
  it('has no comment or doc that points at a missing file or section', () => {
    assert.deepEqual(brokenPointers(ROOT), []);
  });
});

describe('what counts as a pointer', () => {
  it('takes paths from the root, relative paths and folders of the repository', () => {
    assert.deepEqual(paths('see cms/src/lib/leads/match-keys.ts and ../lib/cms.mjs, or lib/seed-leads.mjs.'), [
      'cms/src/lib/leads/match-keys.ts',
      '../lib/cms.mjs',
      'lib/seed-leads.mjs',
    ]);
    assert.deepEqual(paths('the stock app (scripts/bench/stock-strapi/) beside cms/src/admin'), [
      'scripts/bench/stock-strapi/',
      'cms/src/admin',
    ]);
  });

  it('takes a README section and a heading anchor', () => {
    assert.deepEqual(pointersIn('(README.md, "The /api contract"): the routes', TOP), [
      { kind: 'section', path: 'README.md', section: 'The /api contract', index: 1 },
    ]);
    assert.deepEqual(pointersIn('[drills](docs/deployment.md#fault-drills)', TOP), [
      { kind: 'anchor', path: 'docs/deployment.md', anchor: 'fault-drills', index: 9 },
    ]);
  });

  it('leaves out addresses, absolute paths, globs, placeholders and packages', () => {
    assert.deepEqual(
      paths(
        'https://github.com/strapi/strapi/blob/main/packages/core/admin/index.ts /tmp/vision-x/a.pdf ' +
          'src/**/*.ts config/*.ts {personal-data,retention}.ts @strapi/admin/dist/x.js node_modules/pg/lib/x.js ' +
          '${dir}/x.ts <name>/file.json',
      ),
      [],
    );
  });

  it('reads comments only: not strings, template literals or regular expressions', () => {
    const source = [
      "const a = '// cms/not-a-comment.ts';",
      'const r = /\\/\\/ cms\\/neither\\.ts/;',
      'const t = `${a} // cms/nor.ts`;',
      '// the real one: cms/src/index.ts,',
      '// wrapped onto a second line',
      '/* a block: docs/deployment.md */',
    ].join('\n');
    assert.deepEqual(
      commentsOf(source).map(({ text }) => text),
      ['the real one: cms/src/index.ts, wrapped onto a second line', 'a block: docs/deployment.md'],
    );
  });

  it("reads a Markdown file's headings and bold titles, not its fenced code", () => {
    const markdown = [
      '# Title',
      '## The `/api` contract',
      '**Signing in.** Text',
      '- **Privacy** (law)',
      '```',
      '# a shell comment',
      '```',
    ];
    assert.deepEqual(headingsOf(markdown.join('\n')), ['Title', 'The /api contract', 'Signing in', 'Privacy']);
  });
});

describe('the check', () => {
  it('names each pointer that leads nowhere, with its file and line', () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'vision-pointers-'));
    try {
      const write = (file, text) => {
        mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
        writeFileSync(path.join(repo, file), text);
      };
      write('README.md', '# Project\n## The /api contract\n');
      write('cms/package.json', '{}\n');
      write('cms/src/a.ts', '// See README.md, "The /api contract", and cms/src/b.ts.\nexport {};\n');
      write(
        'cms/src/b.ts',
        '// README.md, "Gone", src/a.ts, src/missing.ts and Strapi\'s admin/src/x.ts\nexport {};\n',
      );
      write('docs/guide.md', 'Read [the start](../README.md#project) and ../cms/src/gone.ts.\n');
      execFileSync('git', ['init', '-q'], { cwd: repo });
      execFileSync('git', ['add', '.'], { cwd: repo });
      assert.deepEqual(brokenPointers(repo), [
        'cms/src/b.ts:1: README.md has no section "Gone"',
        'cms/src/b.ts:1: src/missing.ts does not exist',
        'docs/guide.md:1: ../cms/src/gone.ts does not exist',
      ]);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});

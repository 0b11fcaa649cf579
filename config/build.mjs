// Builds the contract three ways: CommonJS for the CMS (Strapi compiles to CommonJS), ES modules
// for the site's bundler, and type declarations for both.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';

const tsc = (...args) =>
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', ...args], {
    stdio: 'inherit',
  });

rmSync('dist', { recursive: true, force: true });
tsc('--module', 'commonjs', '--outDir', 'dist/cjs');
tsc('--module', 'es2020', '--outDir', 'dist/esm');
tsc('--declaration', '--emitDeclarationOnly', '--outDir', 'dist/types');
writeFileSync('dist/esm/package.json', '{ "type": "module" }\n');

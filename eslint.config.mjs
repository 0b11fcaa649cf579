// One ESLint for the whole repository (`npm run lint`, and a step of `npm test`): typescript-eslint
// without type information (fast), the React hook and accessibility rules where React runs, and the
// import boundaries between the packages and inside the CMS (see the "Import boundaries" blocks).

import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import vision from './scripts/lint/no-import-cycle.mjs';

const REACT_CODE = ['site/src/**/*.{ts,tsx}', 'cms/src/admin/**/*.{ts,tsx}'];
const TESTS = ['**/__tests__/**', 'cms/tests/**', 'site/src/testing/**'];
const COMMONJS = ['**/*.cjs', 'cms/**/*.js', 'config/**/*.js', 'scripts/bench/stock-strapi/**/*.js'];

/** `node:fs`, `fs`, `fs/promises`…: code that runs in a browser has none of them. */
const NODE_BUILTINS = {
  group: ['node:*', ...builtinModules.filter((name) => !name.startsWith('_')).flatMap((name) => [name, `${name}/*`])],
  message: 'This code runs in the browser: Node built-ins are not there.',
};

/**
 * The admin panel is its own bundle: it may import nothing of the CMS outside `cms/src/admin`
 * (cms/src/api, lib, utils, content-model, bootstrap, policies, middlewares, components, cms/config…).
 * A relative path cannot be resolved by a pattern, so each folder depth gets the number of `../`
 * that leaves the admin folder from there (depth 0 is cms/src/admin itself).
 */
const ADMIN_MAX_DEPTH = 8;
const adminBoundaries = Array.from({ length: ADMIN_MAX_DEPTH + 1 }, (_, depth) => ({
  name: `boundaries/cms-admin-depth-${depth}`,
  files: [`cms/src/admin/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./){${depth}}\\.\\.(/|$)`,
            message:
              'The admin panel never imports CMS server code (api, lib, utils, content-model, bootstrap, policies, middlewares, config): keep what it needs in cms/src/admin or in @vision/config.',
          },
          NODE_BUILTINS,
        ],
      },
    ],
  },
}));

/**
 * The panel is features over a shared base (cms/src/admin/shared): a feature never imports another
 * one, so each can be read, changed or removed alone. typescript-eslint's copy of the rule is used
 * so that it adds to the server boundary above instead of replacing it.
 */
const ADMIN_FEATURES = readdirSync(new URL('./cms/src/admin/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const FEATURE_MAX_DEPTH = 4;
const featureBoundaries = ADMIN_FEATURES.flatMap((feature) =>
  Array.from({ length: FEATURE_MAX_DEPTH + 1 }, (_, depth) => ({
    name: `boundaries/cms-admin-feature-${feature}-depth-${depth}`,
    files: [`cms/src/admin/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // From depth d inside the feature, d+1 `../` reach the features folder: any other name
              // there is another feature. Or a path through `features/` to another one.
              regex: `^(\\.\\./){${depth + 1}}(?!${feature}(/|$))[\\w-]+(/|$)|(^|/)features/(?!${feature}(/|$))`,
              message: 'A feature imports no other feature: move what both need to cms/src/admin/shared.',
            },
          ],
        },
      ],
    },
  })),
);

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/build/',
    '**/coverage/',
    '**/.cache/',
    'artifacts/',
    'cms/.strapi/',
    'cms/.tmp/',
    'cms/types/generated/',
    'cms/public/',
    'site/public/',
  ]),

  {
    name: 'base/files',
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'base/unused',
    rules: {
      // `_`-prefixed names are unused on purpose (a required parameter, a destructured-away key).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  // Environments.
  {
    name: 'env/node',
    files: ['scripts/**', 'config/**', 'cms/**', 'site/scripts/**', 'site/*.{js,cjs,mjs,ts}', '*.{js,cjs,mjs}'],
    ignores: ['cms/src/admin/**', 'config/src/**'],
    languageOptions: { globals: globals.node },
  },
  {
    name: 'env/browser',
    files: ['site/src/**', 'cms/src/admin/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    // The contract runs in the site (browser) and in the CMS (Node).
    name: 'env/shared',
    files: ['config/src/**'],
    languageOptions: { globals: globals['shared-node-browser'] },
  },
  {
    name: 'env/jest',
    files: TESTS,
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    // Playwright scripts hand functions to page.evaluate(), which run in the page.
    name: 'env/playwright',
    files: ['scripts/e2e/**', 'scripts/assets/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    name: 'env/commonjs',
    files: COMMONJS,
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // React: the hook rules and accessibility where React runs.
  {
    ...reactHooks.configs.flat.recommended,
    name: 'react/hooks',
    files: REACT_CODE,
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    name: 'react/a11y',
    files: REACT_CODE,
  },

  // Import boundaries.
  {
    // No module imports, directly or through others, one that imports it back
    // (scripts/lint/no-import-cycle.mjs).
    name: 'boundaries/no-import-cycle',
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { vision },
    rules: { 'vision/no-import-cycle': 'error' },
  },
  ...adminBoundaries,
  ...featureBoundaries,
  {
    // The admin's unit tests run in Node (cms/jest.config.js), outside the panel's bundle: they may
    // check the panel's names against the server's own (shared/__tests__/server-names.test.ts).
    name: 'boundaries/cms-admin-tests',
    files: ['cms/src/admin/**/__tests__/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    name: 'boundaries/site',
    files: ['site/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/cms', '**/cms/**'],
              message: 'The site talks to the CMS over HTTP only; shared rules live in @vision/config.',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'boundaries/config',
    files: ['config/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/cms', '**/cms/**', '**/site', '**/site/**'],
              message: 'The shared contract depends on neither the CMS nor the site: they depend on it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Services and configuration reach CMS code typed, through one accessor each (as Strapi's own
    // plugins do): `strapi.service(uid)` answers an untyped object, and a config read needed a cast.
    name: 'cms/typed-lookups',
    files: ['cms/src/**/*.ts'],
    ignores: ['cms/src/admin/**', 'cms/src/lib/strapi/services.ts', 'cms/src/lib/config/app-config.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='strapi'][callee.property.name='service']",
          message:
            "Look services up with getService(strapi, 'lead-intake') (cms/src/lib/strapi/services.ts): it has their types.",
        },
        {
          selector: "CallExpression[callee.object.property.name='config'][callee.property.name='get']",
          message:
            "Read configuration with appConfig(strapi, 'leads') (cms/src/lib/config/app-config.ts): typed from cms/config/*.ts.",
        },
      ],
    },
  },
  {
    name: 'boundaries/cms-lib',
    files: ['cms/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api', '**/api/**'],
              message: 'Plain modules in cms/src/lib never import from api/: pass them plain values instead.',
            },
            {
              group: [
                '**/content-model',
                '**/content-model/**',
                '**/bootstrap/**',
                '**/policies/**',
                '**/middlewares/**',
              ],
              message:
                'cms/src/lib is the bottom layer: content-model, bootstrap, policies and middlewares use it, never the other way.',
            },
          ],
        },
      ],
    },
  },
]);

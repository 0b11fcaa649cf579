// Component and rule tests in jsdom. TypeScript is compiled by ts-jest (transpile only, since
// `npm run typecheck` checks the types); `import.meta.env`, which only Vite provides, is replaced.

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  // Form tests type a whole lead as a person would, and retries wait between attempts.
  testTimeout: 20_000,
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    // One language's seeded texts, as vite.config.ts resolves them.
    '^@vision/config/translations/(ar|en)$': '<rootDir>/node_modules/@vision/config/dist/cjs/translations/$1.js',
    // CSS modules give back their class names; plain CSS gives nothing.
    '\\.css$': 'identity-obj-proxy',
  },
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: '<rootDir>/tsconfig.jest.json',
        astTransformers: {
          before: [
            {
              path: 'ts-jest-mock-import-meta',
              options: { metaObjectReplacement: { env: { BASE_URL: '/', MODE: 'test', DEV: false, PROD: false } } },
            },
          ],
        },
      },
    ],
  },
};

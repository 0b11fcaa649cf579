// Integration tests against a real Strapi instance (tests/harness.ts), on SQLite by default and
// on PostgreSQL when TEST_POSTGRES_URL names a server where test databases may be created.
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/tests'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tests/tsconfig.json' }] },
  globalSetup: '<rootDir>/tests/global-setup.js',
  globalTeardown: '<rootDir>/tests/global-teardown.js',
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/.tmp/', '<rootDir>/.strapi/'],
  testTimeout: 120_000,
};

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: { esModuleInterop: true, strict: true, isolatedModules: true } }] },
};

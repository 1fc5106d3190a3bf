/** One Jest run: domain units, GraphQL/REST integration on real Postgres, browser journeys. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)s$': swc },
  transformIgnorePatterns: ['/node_modules/'],
  setupFiles: ['reflect-metadata'],
  // One Testcontainers PostgreSQL for the whole run when Docker answers and TEST_DATABASE_URL is unset.
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  maxWorkers: 2,
  // Embedded PGlite runs every statement on one backend in a child process: slower than a server.
  testTimeout: process.env.TEST_DATABASE_URL ? 60000 : 180000,
  forceExit: true,
};

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

/** Server e-mail templates are React components (.tsx); browser tests read the client's route table (client/src/routeTable.ts and the .tsx it imports). */
const swcTsx = ['@swc/jest', { ...swc[1], jsc: { ...swc[1].jsc, parser: { ...swc[1].jsc.parser, tsx: true }, transform: { ...swc[1].jsc.transform, react: { runtime: 'automatic' } } } }];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.tsx$': swcTsx, '^.+\\.(t|j)s$': swc },
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

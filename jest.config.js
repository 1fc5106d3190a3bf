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

/** What every project shares. */
const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.tsx$': swcTsx, '^.+\\.(t|j)s$': swc },
  // openid-client and the libraries it imports ship only ES modules: compiled to CommonJS like ours, so the sign-in callback runs under Jest.
  transformIgnorePatterns: ['/node_modules/(?!(openid-client|oauth4webapi|jose)/)'],
  setupFiles: ['reflect-metadata'],
  // The ZIP code table as the build writes it (server/src/domain/zip-table.ts): parsed in milliseconds where the
  // zipcodes package costs each test file most of a second. Before a build the table is read from the package.
  moduleNameMapper: { '^\\./zip-table\\.json$': '<rootDir>/server/dist/domain/zip-table.json' },
};

/**
 * Three projects. `client`: the React components in jsdom (tests/client, *.test.tsx), no
 * database and no browser. `server`: every suite but the browser ones, in parallel (maxWorkers). `e2e`:
 * the browser suites (tests/e2e/*.test.ts), each of which starts its own app and its own
 * Chromium and drives them for minutes; they run two at a time (E2E_WORKERS=1: one after
 * another) in their own turn (tests/support/serial-runner.cjs), after or before the parallel
 * ones, never next to them, so a page is never starved of CPU by a server suite. A new suite that starts a browser
 * goes under tests/e2e. `jest --selectProjects server` runs the first alone (npm run test:unit).
 */
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'server',
      roots: ['<rootDir>/tests'],
      testMatch: ['<rootDir>/tests/**/*.test.ts', '!**/tests/e2e/**', '!**/tests/client/**'],
    },
    {
      ...common,
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/tests/client'],
      testMatch: ['<rootDir>/tests/client/**/*.test.tsx'],
      setupFiles: [],
      setupFilesAfterEnv: ['<rootDir>/tests/client/support/setup.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      roots: ['<rootDir>/tests/e2e'],
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      runner: '<rootDir>/tests/support/serial-runner.cjs',
    },
  ],
  // One Testcontainers PostgreSQL for the whole run when Docker answers and TEST_DATABASE_URL is unset.
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  // Three on a 2-core machine: a suite waits on its sockets, timers and database part of the
  // time (three took the server and client suites from about 400 s to 330 s here).
  maxWorkers: 3,
  // A bound for a hang, never a timing: on a shared 2-core machine under load a test may take
  // several times its quiet duration (embedded PGlite, one backend, slower still).
  testTimeout: 180000,
  forceExit: true,
};

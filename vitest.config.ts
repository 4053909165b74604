import { defineConfig } from 'vitest/config';

/**
 * Route tests that replace a module with `vi.mock` need a module registry of their own; every other
 * server test shares its worker's modules (docs/testing.md "Speed").
 */
const mockingServerTests = ['apps/server/src/domains/home-watch/test/home-watch-visit-run.test.ts'];

// Unit and route tests of every workspace. Browser journeys are Playwright's (e2e/).
export default defineConfig({
  test: {
    environment: 'node',
    // Wide limits: npm test runs these beside the browser tests, and a file's first test pays for importing
    // the page tree or the server on a busy machine. A passing test returns as soon as it is done.
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // Three files at a time on two cores: a route test waits on PostgreSQL about half of its time.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          // The route tests: the app's own (test/) and each domain's (src/domains/<domain>/test/).
          include: ['apps/server/test/**/*.test.ts', 'apps/server/src/domains/*/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/pg-schemas.ts'],
          setupFiles: ['apps/server/test/setup.ts'],
          exclude: mockingServerTests,
          // Importing the whole server again for each file was a third of the suite's time. Each
          // test still builds its own app on a fresh database (test/helper.ts), so files share
          // only module code and caches, never data.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          globalSetup: ['apps/server/test/pg-schemas.ts'],
          include: [
            ...mockingServerTests,
            'apps/web/src/**/*.test.{ts,tsx}',
            // The server's unit tests, beside the code they test (its route tests are the project above's).
            'apps/server/src/{db,http,i18n,jobs,lib,mail,plugins}/**/*.test.ts',
            'apps/server/src/domains/*/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
    ],
  },
});

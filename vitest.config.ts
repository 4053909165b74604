import { defineConfig } from 'vitest/config';

// Unit and route tests of every workspace. Browser journeys are Playwright's (e2e/).
export default defineConfig({
  test: {
    include: [
      'apps/*/test/**/*.test.ts',
      'apps/*/src/**/*.test.{ts,tsx}',
      'packages/*/src/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

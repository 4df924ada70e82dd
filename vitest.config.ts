import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import LongestFirst from './tests/longest-first.ts';
import { MOCKED_TEST_FILES as MOCKED } from './tests/mocked-files.ts';

// Three layers, run separately by `npm test`: unit (schemas, renderer, validator),
// server (procedures through the Fastify app on PGlite and, with DATABASE_URL, PostgreSQL),
// e2e (the built site and server in Chromium).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Vitest leaves one core free by default: on a 2-core machine that is one test file at a time,
      // while most server tests wait on child processes and the database, and browser tests on
      // Chromium. Two at once take a fifth less time in the unit and server layers, a third less in
      // the browser layer.
      maxWorkers: 2,
      // The slowest files start first, so that no long one is left running alone at the end.
      sequence: { sequencer: LongestFirst },
      // Loading the server's modules again for each test file took a fifth of the unit and server
      // run: files share their worker's modules, except those that swap one (tests/mocked-files.ts).
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            exclude: MOCKED,
            environment: 'node',
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            include: ['tests/server/**/*.test.ts'],
            exclude: MOCKED,
            globalSetup: ['tests/support/database-templates.ts'],
            environment: 'node',
            testTimeout: 30_000,
            hookTimeout: 60_000,
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'mocked',
            include: MOCKED,
            globalSetup: ['tests/support/database-templates.ts'],
            environment: 'node',
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            include: ['tests/e2e/**/*.test.ts'],
            globalSetup: ['tests/support/database-templates.ts'],
            environment: 'node',
            testTimeout: 60_000,
            hookTimeout: 180_000,
            // A browser assertion (`expect.poll(() => locator.isVisible())`) retries as long as Playwright's would.
            expect: { poll: { timeout: 5_000 } },
            isolate: false,
          },
        },
      ],
    },
  }),
);

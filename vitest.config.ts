import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Three layers, run separately by `npm test`: unit (schemas, renderer, validator),
// server (procedures through the Fastify app on PGlite and, with DATABASE_URL, PostgreSQL),
// e2e (the built site and server in Chromium).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
        },
        {
          extends: true,
          test: {
            name: 'server',
            include: ['tests/server/**/*.test.ts'],
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
            environment: 'node',
            testTimeout: 60_000,
            hookTimeout: 180_000,
            // A browser assertion (`expect.poll(() => locator.isVisible())`) retries as long as Playwright's would.
            expect: { poll: { timeout: 5_000 } },
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);

/**
 * Test files that swap a module for their own version (`vi.mock`). The other unit, server and
 * browser test files share their worker's loaded modules (vitest.config.ts, `isolate: false`);
 * these need the modules loaded afresh, so they run in a project of their own.
 */
export const MOCKED_TEST_FILES = [
  'tests/unit/contact-embed.test.tsx',
  'tests/unit/third-office.test.tsx',
  'tests/server/request-field-added.test.ts',
];

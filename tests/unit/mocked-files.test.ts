import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKED_TEST_FILES } from '../mocked-files';

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));

describe('test files that swap a module', () => {
  it('run in the project that loads modules afresh, and only they do', () => {
    // A file that calls vi.mock in a worker shared with other files would swap the module for them
    // too, or find it loaded already and swap nothing.
    const swapping = ['tests/unit', 'tests/server', 'tests/e2e']
      .flatMap(testFiles)
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')))
      .sort();
    expect(swapping).toEqual([...MOCKED_TEST_FILES].sort());
  });
});

import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LONGEST_FIRST } from '../longest-first';

describe('the longest test files, started first', () => {
  it('names only test files that exist, each once', () => {
    expect(LONGEST_FIRST.filter((file) => !existsSync(file))).toEqual([]);
    expect(new Set(LONGEST_FIRST).size).toBe(LONGEST_FIRST.length);
  });
});

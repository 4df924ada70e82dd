import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_FACTS_SEED } from '../../content/site-file';
import { DISPLAY_PHONE_EXAMPLE } from '../../shared/phone';

const repo = path.resolve(import.meta.dirname, '../..');

/** The code folders: every TypeScript file a build, the server or a script runs. */
const CODE = ['pages', 'blocks', 'src', 'content', 'schema', 'shared', 'server', 'admin', 'ui', 'scripts', 'testing'];

/**
 * The fields of the owner's facts whose values identify the business (a number, an address, a name,
 * a paragraph); the rest (a state's code, a day's name, "Google") are words any file may use.
 */
const IDENTIFYING = new Set([
  'number',
  'verifyUrl',
  'url',
  'carrier',
  'coverage',
  'manufacturer',
  'tier',
  'warranty',
  'name',
  'service',
  'story',
  'business',
  'phone',
  'email',
]);

/** Every identifying value of the seed, with where it is in the owner's document. */
function identifyingValues(): { at: string; value: string }[] {
  const found: { at: string; value: string }[] = [];
  const walk = (node: unknown, at: string[], field: string) => {
    if (typeof node === 'string') {
      if (IDENTIFYING.has(field)) found.push({ at: at.join('.'), value: node });
    } else if (Array.isArray(node))
      for (const [index, item] of node.entries()) walk(item, [...at, String(index)], field);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) walk(value, [...at, key], key);
  };
  walk(JSON.parse(readFileSync(path.join(repo, SITE_FACTS_SEED), 'utf8')), [], '');
  return found;
}

/** A file's code without its comments: a comment may quote a value as an example of its form. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('every value has one owner', () => {
  it("restates none of the owner's facts in a TypeScript file: the owner's document is the only place they are", () => {
    const values = identifyingValues();
    // The seed has values of every identifying kind, so a check that finds nothing is not one that looked at nothing.
    expect(values.length).toBeGreaterThan(20);
    const restated: string[] = [];
    for (const folder of CODE)
      for (const file of readdirSync(path.join(repo, folder), { recursive: true, encoding: 'utf8' })) {
        if (!/\.tsx?$/.test(file)) continue;
        const code = withoutComments(readFileSync(path.join(repo, folder, file), 'utf8'));
        for (const { at, value } of values) {
          // The form phones are written in is shown by an example number, the first office's.
          if (value === DISPLAY_PHONE_EXAMPLE) continue;
          if (code.includes(value)) restated.push(`${folder}/${file} states ${at} (${JSON.stringify(value)})`);
        }
      }
    expect(restated).toEqual([]);
  });
});

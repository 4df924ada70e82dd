import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../server/db/migrations';

const folder = path.resolve(import.meta.dirname, '../../server/db/migrations');
const files = readdirSync(folder)
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

describe('the migrations index', () => {
  it('lists every migration file of the folder, once, in the order the names sort (the order they run)', () => {
    expect(Object.keys(migrations)).toEqual(files);
  });

  it('gives each name the module of the file of that name', async () => {
    for (const name of files) expect(migrations[name], name).toBe(await import(path.join(folder, `${name}.ts`)));
  });
});

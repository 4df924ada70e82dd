import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSite } from '../../content/compile';
import { htmlFileFor } from '../../shared/html-file';
import { pageDataUrl } from '../../shared/page-data-path';
import { buildScratchSite, scratchSites } from '../../testing/scratch-site';

/**
 * A rebuild after a one-page edit: built whole, one city's intro edited, built again as
 * `npm run build` runs (a new process). Only that page's files may change, every other published
 * file keeps its bytes and its date, and the result is what a cold build of the edited site makes.
 */
const EDITED = 'pages/locations/bixby.ts';
const sites = scratchSites('rl-incremental-');
const scratchSite = () => sites.make();

/** Every published file: its content's hash and its modification time. */
function snapshot(root: string): Map<string, { sha: string; mtimeMs: number }> {
  const dir = path.join(root, 'dist/client');
  const files = new Map<string, { sha: string; mtimeMs: number }>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stat = statSync(path.join(dir, file));
    if (!stat.isFile()) continue;
    const sha = createHash('sha256')
      .update(readFileSync(path.join(dir, file)))
      .digest('hex');
    files.set(file, { sha, mtimeMs: stat.mtimeMs });
  }
  return files;
}

const npmBuild = (root: string) => buildScratchSite(root);

let before: Map<string, { sha: string; mtimeMs: number }>;
let after: Map<string, { sha: string; mtimeMs: number }>;
let cold: Map<string, { sha: string; mtimeMs: number }>;
let expected: string[];

beforeAll(async () => {
  const root = scratchSite();
  npmBuild(root);
  before = snapshot(root);
  const compiled = await compileSite(root);
  const page = compiled.pages.find((p) => p.file === EDITED)!;
  const client = path.join(root, 'dist/client');
  expected = [
    ...[page.def.path, ...page.def.aliases].map((route) => path.relative(client, htmlFileFor(client, route))),
    pageDataUrl(EDITED).slice(1),
  ].flatMap((file) => [file, `${file}.br`, `${file}.gz`]);

  const source = readFileSync(path.join(root, EDITED), 'utf8');
  const edited = source.replace(/(intro:\s*')/, '$1Edited for the rebuild test. ');
  expect(edited).not.toBe(source);
  writeFileSync(path.join(root, EDITED), edited);
  npmBuild(root);
  after = snapshot(root);

  // The edited site built from nothing: what the rebuild must equal.
  const fresh = scratchSite();
  writeFileSync(path.join(fresh, EDITED), edited);
  npmBuild(fresh);
  cold = snapshot(fresh);
}, 600_000);

afterAll(() => {
  sites.remove();
});

describe('a rebuild after a one-page edit', () => {
  it("writes that page's HTML, its data file and their compressed copies again, and nothing else", () => {
    const changed = [...after].filter(([file, { sha }]) => before.get(file)?.sha !== sha).map(([file]) => file);
    expect(changed.sort()).toEqual([...expected].sort());
    expect([...before.keys()].sort()).toEqual([...after.keys()].sort());
  });

  it('leaves every other file as it was, its date included', () => {
    const touched = [...after]
      .filter(([file, { mtimeMs }]) => !expected.includes(file) && before.get(file)?.mtimeMs !== mtimeMs)
      .map(([file]) => file);
    expect(touched).toEqual([]);
  });

  it('publishes exactly what a cold build of the edited site publishes', () => {
    const bytes = (files: Map<string, { sha: string }>) =>
      Object.fromEntries([...files].map(([f, { sha }]) => [f, sha]));
    expect(bytes(after)).toEqual(bytes(cold));
  });
});

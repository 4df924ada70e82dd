import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSite } from '../../content/compile';
import { htmlFileFor } from '../../shared/html-file';
import { pageDataUrl, SITE_DATA_URL } from '../../shared/page-data-path';
import { buildScratchSite, scratchSites } from '../../testing/scratch-site';

/**
 * A rebuild after a one-page edit: built whole, one city's intro edited, built again as
 * `npm run build` runs (a new process). Only that page's files may change, every other published
 * file keeps its bytes and its date, and the result is what a cold build of the edited site makes.
 * Then a business fact (what the owner publishes) changed on top: the bundles stay as they were,
 * and every page that prints it is written again. Then a fact one page prints (a sentence of the
 * founder's story, on /about): that page alone is rendered again.
 */
const EDITED = 'pages/locations/bixby.ts';
const FACTS = 'pages/owner-seed/site-facts.json';
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
let factRoot: string;
let factBuildLog: string;
let afterFact: Map<string, { sha: string; mtimeMs: number }>;
let founderBuildLog: string;
let afterFounder: Map<string, { sha: string; mtimeMs: number }>;
let coldAll: Map<string, { sha: string; mtimeMs: number }>;

let firstBuildLog: string;

beforeAll(async () => {
  const root = scratchSite();
  firstBuildLog = npmBuild(root);
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

  // A registration number, printed in every page's footer, changed on the edited site.
  const facts = readFileSync(path.join(root, FACTS), 'utf8');
  const changedFacts = facts.replace('"CIB-RC-555014"', '"CIB-RC-555099"');
  expect(changedFacts).not.toBe(facts);
  writeFileSync(path.join(root, FACTS), changedFacts);
  factRoot = root;
  factBuildLog = npmBuild(root);
  afterFact = snapshot(root);

  const founderFacts = changedFacts.replace('and saw homeowners pay twice', 'and watched homeowners pay twice');
  expect(founderFacts).not.toBe(changedFacts);
  writeFileSync(path.join(root, FACTS), founderFacts);
  founderBuildLog = npmBuild(root);
  afterFounder = snapshot(root);

  // The site with all three changes built from nothing: what the rebuilds must come to.
  const freshAll = scratchSite();
  writeFileSync(path.join(freshAll, EDITED), edited);
  writeFileSync(path.join(freshAll, FACTS), founderFacts);
  npmBuild(freshAll);
  coldAll = snapshot(freshAll);
}, 900_000);

afterAll(() => {
  sites.remove();
});

describe("a build folder's first build", () => {
  it("reuses the deployed build's bundles (the key says they are what it would make)", () => {
    expect(firstBuildLog).toContain('bundles reused');
  });
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

describe('a rebuild after a business fact changed', () => {
  it('reuses the bundles: no script, stylesheet or image changes', () => {
    expect(factBuildLog).toContain('bundles reused');
    const assets = [...afterFact]
      .filter(([file, { sha, mtimeMs }]) => {
        const was = after.get(file);
        return (
          !file.startsWith('page-data/') &&
          !file.endsWith('.html') &&
          !/\.html\.(br|gz)$/.test(file) &&
          !/^(sitemap\.xml|robots\.txt)/.test(file) &&
          (was?.sha !== sha || was.mtimeMs !== mtimeMs)
        );
      })
      .map(([file]) => file);
    expect(assets).toEqual([]);
    expect([...after.keys()].sort()).toEqual([...afterFact.keys()].sort());
  });

  it('writes the site record and every page again, and they carry the new number', () => {
    expect(afterFact.get(SITE_DATA_URL.slice(1))!.sha).not.toBe(after.get(SITE_DATA_URL.slice(1))!.sha);
    // The dashboard's pages and the crew page are the app's frame, which prints no registration number.
    const pages = [...afterFact.keys()].filter(
      (file) => file.endsWith('.html') && !file.startsWith('admin/') && !file.startsWith('crew/'),
    );
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.filter((file) => afterFact.get(file)!.sha === after.get(file)!.sha)).toEqual([]);
    for (const file of ['index.html', '404.html', 'locations/bixby/index.html'])
      expect(readFileSync(path.join(factRoot, 'dist/client', file), 'utf8')).toContain('CIB-RC-555099');
  });
});

describe('a rebuild after a fact only one page prints changed', () => {
  it('renders that page again and no other', () => {
    expect(founderBuildLog).toContain('bundles reused');
    expect(founderBuildLog).toMatch(/\(1 rendered, \d+ unchanged\)/);
    const changed = [...afterFounder]
      .filter(
        ([file, { sha, mtimeMs }]) => afterFact.get(file)?.sha !== sha || afterFact.get(file)?.mtimeMs !== mtimeMs,
      )
      .map(([file]) => file.replace(/\.(br|gz)$/, ''));
    // The about page's head carries the founder too (its structured data).
    expect([...new Set(changed)].sort()).toEqual(
      ['about/index.html', 'page-data/about.head.js', SITE_DATA_URL.slice(1)].sort(),
    );
    expect(readFileSync(path.join(factRoot, 'dist/client/about/index.html'), 'utf8')).toContain(
      'and watched homeowners pay twice',
    );
  });

  it('publishes, after the three rebuilds, exactly what a cold build of the site with all three changes publishes', () => {
    const bytes = (files: Map<string, { sha: string }>) =>
      Object.fromEntries([...files].map(([f, { sha }]) => [f, sha]));
    expect(bytes(afterFounder)).toEqual(bytes(coldAll));
  });
});

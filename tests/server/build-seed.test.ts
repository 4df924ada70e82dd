import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashCode } from '../../content/build/bundle-key';
import { readBuildRecord, seedBundles } from '../../shared/build-record';
import { scratchSites } from '../../testing/scratch-site';

const repo = path.resolve(import.meta.dirname, '../..');
const sites = scratchSites('rl-build-seed-');
const dirs: string[] = [];
afterAll(() => {
  sites.remove();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A build's dist/ folder with bundles under the key `bundle`. */
function distWith(bundle: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'rl-seed-dist-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, 'bundle'));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'bundle/index.html'), `<html>${bundle}</html>`);
  writeFileSync(path.join(dist, 'server/entry-server.js'), `export const key = '${bundle}';`);
  writeFileSync(path.join(dist, 'manifest.json'), JSON.stringify({ key: bundle }));
  writeFileSync(path.join(dist, 'build-record.json'), JSON.stringify({ bundle, compression: 'br', pages: {} }));
  return dist;
}

describe("a build folder starts from the deployed build's bundles", () => {
  it('holds every file the bundles’ key hashes, so its key is the deployed one’s for the same code', () => {
    const root = sites.make();
    const keyOf = (at: string) => hashCode(at, createHash('sha256')).digest('hex');
    expect(keyOf(root)).toBe(keyOf(repo));
  });

  it('gets the bundles and their key when it has none, its pages to render and compress anew', () => {
    const deployed = distWith('key-1');
    const work = path.join(mkdtempSync(path.join(tmpdir(), 'rl-seed-work-')), 'dist');
    dirs.push(path.dirname(work));
    expect(seedBundles(deployed, work)).toBe(true);
    expect(readFileSync(path.join(work, 'server/entry-server.js'), 'utf8')).toContain('key-1');
    expect(existsSync(path.join(work, 'bundle/index.html'))).toBe(true);
    expect(readBuildRecord(work)).toEqual({ bundle: 'key-1', compression: '', pages: {} });
    // The same key again: nothing to copy.
    expect(seedBundles(deployed, work)).toBe(false);
  });

  it('replaces other bundles and keeps its pages’ records (they name the prerenderer they were made with)', () => {
    const work = distWith('key-0');
    const pages = { 'index.html': { key: 'k', reads: ['company.name'], readsKey: 'r' } };
    writeFileSync(path.join(work, 'build-record.json'), JSON.stringify({ bundle: 'key-0', compression: 'c', pages }));
    expect(seedBundles(distWith('key-2'), work)).toBe(true);
    expect(readFileSync(path.join(work, 'manifest.json'), 'utf8')).toContain('key-2');
    expect(readBuildRecord(work)).toEqual({ bundle: 'key-2', compression: 'c', pages });
  });

  it('leaves the folder as it is when the deployed build is missing or incomplete', () => {
    const work = distWith('key-0');
    const empty = mkdtempSync(path.join(tmpdir(), 'rl-seed-none-'));
    dirs.push(empty);
    expect(seedBundles(empty, work)).toBe(false);
    const partial = distWith('key-3');
    rmSync(path.join(partial, 'server'), { recursive: true });
    expect(seedBundles(partial, work)).toBe(false);
    expect(readBuildRecord(work)?.bundle).toBe('key-0');
  });
});

import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../../content/build/precompress';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rl-precompress-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A small built site: two pages, a script, and an image that is not compressed. */
function site(page = '<h1>Roof repair in Tulsa</h1>'.repeat(40)): string {
  const dir = folder();
  mkdirSync(path.join(dir, 'services'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<h1>Ridgeline</h1>'.repeat(50));
  writeFileSync(path.join(dir, 'services/index.html'), page);
  writeFileSync(path.join(dir, 'app.js'), 'console.log("hydrate");\n'.repeat(30));
  writeFileSync(path.join(dir, 'hero.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return dir;
}

const copies = (dir: string, file: string) => ({
  br: brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`))).toString(),
  gz: gunzipSync(readFileSync(path.join(dir, `${file}.gz`))).toString(),
  source: readFileSync(path.join(dir, file), 'utf8'),
});

describe('precompress', () => {
  it('writes a brotli and a gzip copy of every text file that open to the file, and leaves images alone', async () => {
    const dir = site();
    expect(await precompress(dir)).toEqual({ files: 3, compressed: 3, kept: 0 });
    for (const file of ['index.html', 'services/index.html', 'app.js']) {
      const { br, gz, source } = copies(dir, file);
      expect(br).toBe(source);
      expect(gz).toBe(source);
    }
    expect(existsSync(path.join(dir, 'hero.png.br'))).toBe(false);
  });

  it('with a cache, a rebuild compresses only the file that changed, and its copies hold the new text', async () => {
    const cacheDir = folder();
    const first = site();
    expect(await precompress(first, { cacheDir })).toEqual({ files: 3, compressed: 3, kept: 0 });

    const same = site();
    expect(await precompress(same, { cacheDir })).toEqual({ files: 3, compressed: 0, kept: 0 });
    for (const file of ['index.html', 'services/index.html', 'app.js'])
      expect(readFileSync(path.join(same, `${file}.br`))).toEqual(readFileSync(path.join(first, `${file}.br`)));

    const edited = site('<h1>Roof repair in Broken Arrow</h1>'.repeat(40));
    expect(await precompress(edited, { cacheDir })).toEqual({ files: 3, compressed: 1, kept: 0 });
    const { br, gz, source } = copies(edited, 'services/index.html');
    expect(source).toContain('Broken Arrow');
    expect(br).toBe(source);
    expect(gz).toBe(source);
  });

  it('compresses again when a cached copy is missing, and drops copies no build used for 30 days', async () => {
    const cacheDir = folder();
    await precompress(site(), { cacheDir });
    const entries = readdirSync(cacheDir);
    expect(entries).toHaveLength(6);
    // Half an entry gone: that file is made again, not copied from what is left.
    rmSync(path.join(cacheDir, entries.find((name) => name.endsWith('.gz'))!));
    expect((await precompress(site(), { cacheDir })).compressed).toBe(1);

    // A page's old version, unused since long ago, goes; one used a week ago stays.
    const stale = path.join(cacheDir, `${'a'.repeat(64)}.br`);
    const recent = path.join(cacheDir, `${'b'.repeat(64)}.br`);
    writeFileSync(stale, 'old');
    writeFileSync(recent, 'newer');
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3_600_000);
    utimesSync(stale, daysAgo(31), daysAgo(31));
    utimesSync(recent, daysAgo(7), daysAgo(7));
    await precompress(site(), { cacheDir });
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    expect(readdirSync(cacheDir)).toHaveLength(7);
  });

  it('told which files a rebuild wrote, compresses those and files without copies, and leaves the rest as they were', async () => {
    const dir = site();
    await precompress(dir);
    const stamp = (file: string) => statSync(path.join(dir, file)).mtimeMs;
    const before = { br: stamp('index.html.br'), gz: stamp('index.html.gz') };
    writeFileSync(path.join(dir, 'services/index.html'), '<h1>Roof repair in Broken Arrow</h1>'.repeat(40));
    rmSync(path.join(dir, 'app.js.gz'));
    const result = await precompress(dir, { changed: new Set(['services/index.html']) });
    expect(result).toEqual({ files: 3, compressed: 2, kept: 1 });
    expect(copies(dir, 'services/index.html').br).toContain('Broken Arrow');
    expect(copies(dir, 'app.js').gz).toBe(copies(dir, 'app.js').source);
    expect({ br: stamp('index.html.br'), gz: stamp('index.html.gz') }).toEqual(before);
  });

  // A build once died on this: twin files raced to store one cache entry under one temporary name.
  it('stores files with the same content at once, as one build and as two builds sharing the cache', async () => {
    const cacheDir = folder();
    const twins = () => {
      const dir = folder();
      for (let i = 0; i < 12; i++) {
        mkdirSync(path.join(dir, `city-${i}`));
        writeFileSync(path.join(dir, `city-${i}/index.html`), '<h1>Same alias page</h1>'.repeat(60));
      }
      return dir;
    };
    const [one, two] = [twins(), twins()];
    await Promise.all([precompress(one, { cacheDir }), precompress(two, { cacheDir })]);
    for (const dir of [one, two]) expect(copies(dir, 'city-11/index.html').br).toContain('Same alias page');
    // One entry (.br and .gz), and no temporary file left behind.
    expect(readdirSync(cacheDir)).toHaveLength(2);
  });

  // CI's browser layer once failed here: a build pruning the shared cache listed another build's
  // `.partial`, which was renamed before the prune looked at its date. A link to nowhere is that
  // entry, listed and gone, every time.
  it('prunes the cache while another build renames its temporary files in it', async () => {
    const cacheDir = folder();
    mkdirSync(cacheDir, { recursive: true });
    const gone = path.join(cacheDir, `${'c'.repeat(64)}.br.0b1c.partial`);
    symlinkSync(path.join(cacheDir, 'renamed-away'), gone);
    const dir = site();
    await expect(precompress(dir, { cacheDir })).resolves.toMatchObject({ files: 3, compressed: 3 });
    expect(copies(dir, 'index.html').gz).toBe(copies(dir, 'index.html').source);
  });
});

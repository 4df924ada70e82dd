import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { describeSourceImages, processImages, variantWidths, type OutputFile } from '../../content/images/pipeline';

const cleanups: string[] = [];
afterEach(() => {
  for (const dir of cleanups.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ridgeline-images-'));
  cleanups.push(dir);
  return dir;
}

/** A noisy photo-like source, so encoders have real work and sizes are not trivial. */
async function photo(width: number, height: number, format: 'png' | 'jpeg', orientation?: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) % 251;
  const image = sharp(noise, { raw: { width, height, channels: 3 } });
  const encoded = format === 'png' ? image.png() : image.jpeg({ quality: 80 });
  return (orientation ? encoded.withMetadata({ orientation }) : encoded).toBuffer();
}

const srcsetWidths = (srcset: string | undefined) =>
  (srcset ?? '').split(', ').map((entry) => Number(entry.split(' ')[1]!.replace('w', '')));
const fileFor = (files: OutputFile[], url: string) => files.find((f) => `/${f.fileName}` === url);

describe('variantWidths', () => {
  it('never upscales and keeps the source width as the top variant', () => {
    expect(variantWidths(3000)).toEqual([400, 640, 960, 1280, 1920]);
    expect(variantWidths(1920)).toEqual([400, 640, 960, 1280, 1920]);
    expect(variantWidths(1000)).toEqual([400, 640, 1000]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

// Encoding AVIF takes seconds on a busy machine; these tests encode real files on purpose.
describe('processImages', { timeout: 30_000 }, () => {
  it('turns a raster source into AVIF and WebP at each width, with its intrinsic size in the manifest', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'storm-roof.png'), await photo(800, 480, 'png'));
    writeFileSync(path.join(dir, 'notes.txt'), 'not an image');
    const { manifest, files } = await processImages({ sourceDir: dir });

    expect(Object.keys(manifest)).toEqual(['storm-roof.png']);
    const entry = manifest['storm-roof.png']!;
    expect(entry).toMatchObject({ width: 800, height: 480 });
    expect(srcsetWidths(entry.avif)).toEqual([400, 640, 800]);
    expect(srcsetWidths(entry.webp)).toEqual([400, 640, 800]);
    expect(files).toHaveLength(6);

    for (const [format, srcset] of [
      ['avif', entry.avif],
      ['webp', entry.webp],
    ] as const) {
      for (const candidate of srcset!.split(', ')) {
        const [url, descriptor] = candidate.split(' ') as [string, string];
        // Cache-safe names: the content hash changes whenever the bytes do.
        expect(url).toMatch(new RegExp(`^/assets/images/storm-roof-\\d+\\.[0-9a-f]{10}\\.${format}$`));
        const file = fileFor(files, url);
        expect(file, url).toBeDefined();
        const meta = await sharp(file!.source).metadata();
        const width = Number(descriptor.replace('w', ''));
        expect(meta.format === 'heif' ? 'avif' : meta.format).toBe(format);
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((480 * width) / 800));
      }
    }
    // The plain <img src> is a mid-sized WebP that is among the files written.
    expect(entry.src).toMatch(/^\/assets\/images\/storm-roof-800\.[0-9a-f]{10}\.webp$/);
    expect(fileFor(files, entry.src)).toBeDefined();
  });

  it('serves SVG art as it is, under a hashed name, with the size its viewBox gives', async () => {
    const dir = tempDir();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80" fill="#12325b"/></svg>';
    writeFileSync(path.join(dir, 'badge.svg'), svg);
    const { manifest, files } = await processImages({ sourceDir: dir });
    expect(manifest['badge.svg']).toEqual({
      width: 120,
      height: 80,
      src: expect.stringMatching(/^\/assets\/images\/badge\.[0-9a-f]{10}\.svg$/),
    });
    expect(fileFor(files, manifest['badge.svg']!.src)!.source.toString()).toBe(svg);
  });

  it('reports a phone photo turned upright by its EXIF orientation, and encodes it upright', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'upright.jpg'), await photo(600, 300, 'jpeg', 6));
    const { manifest, files } = await processImages({ sourceDir: dir, widths: [400] });
    expect(manifest['upright.jpg']).toMatchObject({ width: 300, height: 600 });
    const meta = await sharp(fileFor(files, manifest['upright.jpg']!.src)!.source).metadata();
    expect([meta.width, meta.height]).toEqual([300, 600]);
  });

  it('takes unchanged sources from the cache and re-encodes a changed one under a new name', async () => {
    const dir = tempDir();
    const cacheDir = tempDir();
    writeFileSync(path.join(dir, 'a.png'), await photo(500, 300, 'png'));
    writeFileSync(path.join(dir, 'b.png'), await photo(500, 300, 'png'));
    const first = await processImages({ sourceDir: dir, cacheDir, widths: [400] });
    expect(first.encoded).toBe(2);

    const again = await processImages({ sourceDir: dir, cacheDir, widths: [400] });
    expect(again.encoded).toBe(0);
    expect(again.manifest).toEqual(first.manifest);

    writeFileSync(path.join(dir, 'b.png'), await photo(520, 300, 'png'));
    const changed = await processImages({ sourceDir: dir, cacheDir, widths: [400] });
    expect(changed.encoded).toBe(1);
    expect(changed.manifest['a.png']).toEqual(first.manifest['a.png']);
    expect(changed.manifest['b.png']!.src).not.toBe(first.manifest['b.png']!.src);
  });
});

describe('processImages on several cores', { timeout: 60_000 }, () => {
  it('makes the same files and manifest as one core, and reports how far it has got', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'a-roof.png'), await photo(700, 400, 'png'));
    writeFileSync(path.join(dir, 'b-gutter.jpg'), await photo(500, 300, 'jpeg'));
    writeFileSync(path.join(dir, 'c-ridge.jpg'), await photo(420, 300, 'jpeg'));
    const lines: string[] = [];
    const parallel = await processImages({
      sourceDir: dir,
      concurrency: 3,
      log: (line) => lines.push(line),
      progressEveryMs: 1,
    });
    const serial = await processImages({ sourceDir: dir, concurrency: 1 });

    expect(parallel.manifest).toEqual(serial.manifest);
    expect(parallel.files.map((f) => f.fileName)).toEqual(serial.files.map((f) => f.fileName));
    expect(parallel.encoded).toBe(3);
    // A start line naming the work, progress lines (done / total, elapsed), and a closing line.
    const total = parallel.files.length;
    expect(lines[0]).toBe(`Encoding 3 new or changed photo(s) into ${total} files on 3 core(s)…`);
    expect(lines.at(-1)).toMatch(new RegExp(`^Encoded images: ${total}/${total} files, \\d+ s\\.$`));
    const progress = lines.slice(1, -1);
    expect(progress.length).toBeGreaterThan(0);
    for (const line of progress) expect(line).toMatch(new RegExp(`^Encoding images: \\d+/${total} files, \\d+ s$`));
  });
});

describe('describeSourceImages (the dev server)', () => {
  it('serves originals with their sizes and no variants', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'hero.jpg'), await photo(800, 450, 'jpeg'));
    expect(await describeSourceImages(dir)).toEqual({
      'hero.jpg': { width: 800, height: 450, src: '/images/hero.jpg' },
    });
  });
});

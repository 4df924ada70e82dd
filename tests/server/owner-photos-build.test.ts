import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { scratchSites } from '../../testing/scratch-site';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/auth/session';
import { MEDIA_UPLOAD_PATH } from '../../shared/owner-photos';
import { multipartFile } from '../support/photo-files';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';
import { mutate, query, trpcData } from '../support/trpc-inject';

/**
 * The owner's photos reach the built site: four photos uploaded through the server (the founder's
 * portrait, Oklahoma's city hero, Jenks's own hero, a gallery job), described and published, and the site built
 * with the server's export (`npm run build -- --content DATA_DIR/content/live`, a new process as
 * the command runs) shows each in place of its stand-in, with the owner's description as its alt
 * and through the image pipeline's responsive copies; the launch list is three photos shorter (a
 * city's own hero is not on it).
 */
const repo = path.resolve(import.meta.dirname, '../..');
const ORIGIN = 'http://localhost:3000';
const dirs: string[] = [];

/** Scratch copies of the site (the code copied, since the stylesheet compiler wants it inside the root). */
const sites = scratchSites('rl-photos-build-');

const run = (root: string, script: string, ...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts', script), ...args], {
    cwd: root,
    // As `npm run build` runs: the test runner's NODE_ENV would make another bundle.
    env: { ...process.env, NODE_ENV: undefined, OWNER_CONTENT_DIR: undefined },
    stdio: 'pipe',
    encoding: 'utf8',
  });
const photosToTake = (report: string) => Number(/Photos to take \((\d+)\)/.exec(report)?.[1] ?? 0);

/** A photo of one colour, big enough for the pipeline to make several widths of it. */
const photo = (background: string) =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
    .jpeg()
    .toBuffer();

const ALTS = {
  'photo-founder': 'Daniel Whitaker in a hard hat beside the crew truck',
  'city-oklahoma': 'A Broken Arrow ranch home with a new charcoal shingle roof',
  'historic-jenks': 'The Jenks bungalow with its slate-look shingles, from the street',
  // Jenks's own hero: its page shows it, the other Oklahoma cities keep the state's.
  'city-hero-jenks': 'A Jenks two-story with a new weathered-wood roof by the river',
};

describe("a build with the owner's published photos", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rl-photos-data-'));
  dirs.push(dataDir);
  const server = useServerApp('embedded', { env: { DATA_DIR: dataDir } });
  const root = sites.make();
  const page = (route: string) => readFileSync(path.join(root, 'dist/client', route, 'index.html'), 'utf8');
  const live = path.join(dataDir, 'content/live');
  let before: number;
  let after: number;

  beforeAll(async () => {
    before = photosToTake(run(root, 'launch-report.ts'));
    const { cookie } = await signedInUser(server.database.db, { email: 'owner@example.com', admin: true });
    const session = cookie.split('=')[1]!;
    const slots: Record<string, { media: string; alt: string }> = {};
    for (const [slot, alt] of Object.entries(ALTS)) {
      const body = multipartFile(
        'photo',
        `${slot}.jpg`,
        'image/jpeg',
        await photo(`#${slot.length.toString(16)}4a6b8`),
      );
      const response = await server.app.inject({
        method: 'POST',
        url: MEDIA_UPLOAD_PATH,
        headers: { ...body.headers, cookie: `${SESSION_COOKIE}=${session}`, origin: ORIGIN },
        payload: body.payload,
      });
      slots[slot] = { media: response.json<{ media: { sha256: string } }>().media.sha256, alt };
    }
    const { version } = trpcData<{ version: number }>(await query(server.app, 'photos.get', { session }));
    const saved = trpcData<{ version: number }>(
      await mutate(server.app, 'photos.saveDraft', { version, data: { slots } }, { session, origin: ORIGIN }),
    );
    trpcData(await mutate(server.app, 'photos.publish', { version: saved.version }, { session, origin: ORIGIN }));

    run(root, 'build.ts', '--content', live);
    after = photosToTake(run(root, 'launch-report.ts', '--content', live));
  }, 400_000);

  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    sites.remove();
  });

  it("shows the founder's portrait on /about, described as the owner wrote, in responsive copies", () => {
    const about = page('about');
    expect(about).toContain(`alt="${ALTS['photo-founder']}"`);
    expect(about).toMatch(/srcset="[^"]*\/assets\/images\/photo-founder-\d+\.[0-9a-f]+\.avif \d+w/i);
  });

  it("shows Oklahoma's city hero in place of the state's drawing", () => {
    const city = page('locations/broken-arrow');
    expect(city).toContain(`alt="${ALTS['city-oklahoma']}"`);
    expect(city).toMatch(/\/assets\/images\/city-oklahoma-\d+\./);
    expect(city).not.toMatch(/hero-oklahoma\.[0-9a-f]+\.svg/);
  });

  it("shows Jenks's own hero on the Jenks page and its alias, and the state's on the other Oklahoma cities", () => {
    for (const route of ['locations/jenks', 'locations/jenks-roofing']) {
      const jenks = page(route);
      expect(jenks).toContain(`alt="${ALTS['city-hero-jenks']}"`);
      expect(jenks).toMatch(/\/assets\/images\/city-hero-jenks-\d+\./);
      expect(jenks).not.toMatch(/\/assets\/images\/city-oklahoma-\d+\./);
    }
    expect(page('locations/broken-arrow')).not.toContain('city-hero-jenks');
  });

  it("drops the gallery job's illustration label where the owner's photo is, and only there", () => {
    const gallery = page('gallery');
    expect(gallery).toContain(`alt="${ALTS['historic-jenks']}"`);
    expect(gallery).not.toContain('Illustration: steep white home with slate-look shingles');
    // The jobs without a photo keep their label.
    expect(gallery).toContain('Illustration. The photo of this job is on its way.');
  });

  it('counts each filled slot as done in the launch list, and asks for no city of its own', () => {
    expect(before).toBeGreaterThan(20);
    expect(after).toBe(before - 3);
  });
});

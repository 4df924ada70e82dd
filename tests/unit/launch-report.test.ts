import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { launchItems, launchSummary } from '../../content/launch-report';
import { recordStandIns } from '../../content/stand-ins';
import { siteSchema } from '../../schema/site';
import { site } from '../support/site';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** The same site with every proof value supplied by the owner. */
const supplied = siteSchema.parse({
  ...site,
  proof: JSON.parse(JSON.stringify(site.proof).replaceAll('"standIn":true', '"standIn":false')),
  states: JSON.parse(JSON.stringify(site.states).replaceAll('"standIn":true', '"standIn":false')),
});

function rootWith(drawings: Record<string, { photograph: string; photo?: string }>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rl-launch-'));
  roots.push(dir);
  mkdirSync(path.join(dir, 'images'));
  for (const name of Object.keys(drawings)) writeFileSync(path.join(dir, 'images', name), `<svg>${name}</svg>`);
  recordStandIns(dir, drawings);
  return dir;
}

const page = (
  file: string,
  pagePath: string,
  blocks: { type: string }[],
  standIns: { kind: 'legal'; todo: string }[] = [],
) => ({
  file,
  def: { path: pagePath, blocks, standIns },
});

describe('launch report', () => {
  it('lists each stand-in of the site file with the field to edit, grouped in the report order', () => {
    const items = launchItems(rootWith({}), { site, pages: [] });
    const licences = items.filter((item) => item.kind === 'licence');
    expect(licences.map((item) => item.field)).toEqual(['proof.registrations[0]', 'proof.registrations[1]']);
    expect(licences[0]!.file).toBe('Business facts (dashboard)');
    expect(licences[0]!.todo).toContain('CIB-RC-555014');
    expect(items.map((item) => item.kind)).toEqual([
      'licence',
      'licence',
      'insurance',
      'certification',
      'certification',
      'certification',
      'reviews',
      'founder',
      'legal',
      'legal',
      'legal',
    ]);
  });

  it("names a stand-in picture once with the photo to take and every page showing it, and a page's own stand-ins with its file", () => {
    const root = rootWith({ 'hero-home.svg': { photograph: 'a finished Tulsa roof', photo: 'hero-tulsa-home' } });
    const picture = { type: 'Hero', image: { src: 'hero-home.svg', alt: '' } };
    const items = launchItems(root, {
      site: supplied,
      pages: [
        page('pages/index.ts', '/', [picture]),
        page('pages/about.ts', '/about', [picture]),
        page('pages/privacy.ts', '/privacy', [], [{ kind: 'legal', todo: 'Have counsel review the privacy policy' }]),
      ],
    });
    expect(items).toEqual([
      {
        kind: 'photo',
        todo: "a finished Tulsa roof: upload it on the dashboard's Photos page (slot hero-tulsa-home)",
        file: 'images/',
        slot: 'hero-tulsa-home',
        pages: ['/', '/about'],
      },
      { kind: 'legal', todo: 'Have counsel review the privacy policy', file: 'pages/privacy.ts', pages: ['/privacy'] },
    ]);
    expect(launchSummary(items)).toBe(
      'Before launch: 2 stand-ins to replace (1 photos to take, 1 wording for counsel to review); npm run launch:report lists them.',
    );
  });

  it('lists a stand-in testimonial once with every page showing it, and not a real one', () => {
    const review = (author: string, standIn: boolean) => ({
      author,
      location: 'Jenks',
      rating: 5,
      datePublished: '2026-10-02',
      body: 'They found the leak the last two roofers missed and fixed it the same afternoon, for less than we feared.',
      source: 'Google Reviews',
      standIn,
    });
    const reviews = { type: 'Testimonials', items: [review('Pat L.', true), review('Sam K.', false)] };
    const items = launchItems(rootWith({}), {
      site: supplied,
      pages: [page('pages/index.ts', '/', [reviews]), page('pages/locations/jenks.ts', '/locations/jenks', [reviews])],
    });
    expect(items).toEqual([
      {
        kind: 'testimonial',
        todo: 'Pat L. (Jenks), "They found the leak the last two roofers missed and fixed…": an example, not a customer\'s words. Replace it with a real customer\'s review they agreed to publish, or remove it',
        // No pages/ folder here: the page that shows it first.
        file: 'pages/index.ts',
        pages: ['/', '/locations/jenks'],
      },
    ]);
    expect(launchSummary(items)).toBe(
      'Before launch: 1 stand-ins to replace (1 testimonials written as stand-ins); npm run launch:report lists them.',
    );
  });

  it('names the file a shared stand-in review is written in', () => {
    const written = launchItems(process.cwd(), { site: supplied, pages: [] });
    expect(written).toEqual([]);
    const home = {
      type: 'Testimonials',
      items: [{ author: 'Karen M.', standIn: true, body: 'x', datePublished: '2025-06-12' }],
    };
    const [item] = launchItems(process.cwd(), { site: supplied, pages: [page('pages/index.ts', '/', [home])] });
    expect(item).toMatchObject({ kind: 'testimonial', file: 'pages/_shared/reviews.ts' });
  });

  it('says the site is ready once every value is the owner’s', () => {
    const items = launchItems(rootWith({}), { site: supplied, pages: [page('pages/index.ts', '/', [])] });
    expect(items).toEqual([]);
    expect(launchSummary(items)).toBe('Ready to launch: nothing is a stand-in.');
  });
});

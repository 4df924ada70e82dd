import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { launchItems, launchSummary } from '../../content/launch-report';
import { recordStandIns } from '../../content/stand-ins';
import { site as siteFile } from '../../pages/site';
import { siteSchema } from '../../schema/site';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const site = siteSchema.parse(siteFile);
/** The same site with every proof value supplied by the owner. */
const supplied = siteSchema.parse({
  ...siteFile,
  proof: JSON.parse(JSON.stringify(siteFile.proof).replaceAll('"standIn":true', '"standIn":false')),
  states: JSON.parse(JSON.stringify(siteFile.states).replaceAll('"standIn":true', '"standIn":false')),
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
    expect(licences[0]!.file).toBe('pages/site.ts');
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
        todo: 'a finished Tulsa roof: save it as images/hero-tulsa-home.jpg',
        file: 'images/',
        pages: ['/', '/about'],
      },
      { kind: 'legal', todo: 'Have counsel review the privacy policy', file: 'pages/privacy.ts', pages: ['/privacy'] },
    ]);
    expect(launchSummary(items)).toBe(
      'Before launch: 2 stand-ins to replace (1 photos to take, 1 wording for counsel to review); npm run launch:report lists them.',
    );
  });

  it('says the site is ready once every value is the owner’s', () => {
    const items = launchItems(rootWith({}), { site: supplied, pages: [page('pages/index.ts', '/', [])] });
    expect(items).toEqual([]);
    expect(launchSummary(items)).toBe('Ready to launch: nothing is a stand-in.');
  });
});

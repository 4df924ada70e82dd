import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileSite } from '../../content/compile';
import { pageSchema } from '../../blocks/page';
import { parseForAuthor } from '../../content/errors';
import { ownerZoneNotes } from '../../content/owner-zones';
import { pageZones } from '../../schema/owner-content/page-zones';
import { patchZone } from '../../admin/pages/zone-preview';

const root = process.cwd();
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A content export holding these zones' data, as the server writes page-zones.json. */
function exportOf(zones: Record<string, unknown>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rl-zones-'));
  dirs.push(dir);
  const entries = Object.entries(zones).map(([key, data], index) => ({
    key,
    rev: index + 1,
    schemaVersion: pageZones.schemaVersion,
    data,
  }));
  writeFileSync(
    path.join(dir, 'page-zones.json'),
    JSON.stringify({ type: pageZones.type, release: 3, zones: entries }),
  );
  return dir;
}

async function compileWith(dir: string) {
  const before = process.env.OWNER_CONTENT_DIR;
  process.env.OWNER_CONTENT_DIR = dir;
  try {
    return await compileSite(root);
  } finally {
    if (before === undefined) delete process.env.OWNER_CONTENT_DIR;
    else process.env.OWNER_CONTENT_DIR = before;
  }
}

const aboutOf = (site: Awaited<ReturnType<typeof compileSite>>) =>
  site.pages.find((page) => page.def.path === '/about')!.def;

const story = {
  type: 'RichText',
  heading: 'How we started',
  paragraphs: ['One truck, one crew and a promise kept on every roof since the first.'],
};
const steps = {
  type: 'Steps',
  heading: 'How a job goes',
  items: [
    { title: 'We look', body: 'A free inspection with photos of every problem.' },
    { title: 'We fix', body: 'The crew does the work and cleans up the same day.' },
  ],
};

describe("the owner's zones of code-defined pages", () => {
  it("puts the owner's sections in the zone's place, the code's blocks around them kept", async () => {
    const code = aboutOf(await compileSite(root));
    const codeTypes = code.blocks.map((block) => block.type);
    const site = await compileWith(exportOf({ '/about#story': { sections: [story, steps] } }));
    expect(site.problems).toEqual([]);
    const about = aboutOf(site);
    const at = codeTypes.indexOf('RichText');
    expect(about.blocks.map((block) => block.type)).toEqual([
      ...codeTypes.slice(0, at),
      'RichText',
      'Steps',
      ...codeTypes.slice(at + 1),
    ]);
    expect(about.blocks[at]).toMatchObject({ id: 'story-1', heading: 'How we started', tone: 'plain' });
    expect(about.blocks[at + 1]).toMatchObject({ id: 'story-2', heading: 'How a job goes', tone: 'alt' });
    expect(about.zones[0]?.sections).toHaveLength(2);
    // The developer hears that the file's words for the zone are not what the site shows now.
    expect(ownerZoneNotes(site.ownerZones)).toEqual([
      "pages/about.ts: the site shows the owner's words for Our story (/about#story), published in the dashboard (/admin/pages/zone?zone=%2Fabout%23story); an edit to that zone's sections in this file is not shown there",
    ]);
  });

  it('refuses a kind the zone does not allow on its field, and keeps the code’s words', async () => {
    const site = await compileWith(
      exportOf({ '/about#story': { sections: [story, { type: 'Gallery', heading: 'Our work' }] } }),
    );
    expect(site.problems).toContainEqual(
      expect.objectContaining({
        file: 'Page text (dashboard) › /about#story',
        at: 'sections.1.type',
        message: expect.stringContaining('a Gallery section cannot be added to Our story'),
      }),
    );
    expect(aboutOf(site).blocks.some((block) => 'heading' in block && block.heading === 'How we started')).toBe(false);
  });

  it('says so of a zone the code no longer declares', async () => {
    const site = await compileWith(exportOf({ '/about#history': { sections: [story] } }));
    expect(site.problems).toContainEqual(
      expect.objectContaining({
        file: 'Page text (dashboard) › /about#history',
        message: expect.stringContaining('no longer declares it'),
      }),
    );
  });

  it("refuses a page whose declared zone's blocks are not on it", () => {
    const parsed = parseForAuthor(pageSchema, {
      path: '/zoned',
      seo: {
        title: 'A page with a zone',
        description: 'A page that declares a zone but forgets to put its blocks on the page at all.',
      },
      zones: [{ id: 'story', label: 'Our story', allow: ['RichText'], max: 2, sections: [story] }],
      blocks: [{ type: 'Hero', heading: 'A page' }],
    });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed)).toContain('zone story: its 1 sections are not on the page');
  });
});

describe("a zone's live preview", () => {
  const built = {
    page: {
      blocks: [
        { type: 'Hero', heading: 'About' },
        { type: 'RichText', id: 'story-1', heading: 'Our story', content: ['Old words.'] },
        { type: 'Founder', heading: 'Meet the founder' },
      ],
    },
    images: {},
  };

  it("puts the draft's sections in the zone's place as the build does, the page around them kept", () => {
    const shown = patchZone(built, { id: 'story', firstTone: 'plain' }, { sections: [story, steps] });
    expect(shown.page.blocks.map((block) => [block.type, block.id])).toEqual([
      ['Hero', undefined],
      ['RichText', 'story-1'],
      ['Steps', 'story-2'],
      ['Founder', undefined],
    ]);
    expect(shown.page.blocks[1]).toMatchObject({ heading: 'How we started', content: story.paragraphs, tone: 'plain' });
  });

  it('draws a zone emptied while typing as no sections, and a page without the zone as it is', () => {
    expect(patchZone(built, { id: 'story', firstTone: 'plain' }, { sections: [] }).page.blocks).toHaveLength(2);
    expect(patchZone(built, { id: 'values', firstTone: 'plain' }, { sections: [story] })).toBe(built);
  });
});

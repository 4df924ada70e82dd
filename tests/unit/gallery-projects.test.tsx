import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSite } from '../../content/browser-site';
import { type CompiledSite, compileSite } from '../../content/compile';
import { processImages } from '../../content/images/pipeline';
import { gateProblemOf, withOwnerContent } from '../../content/owner-content';
import { OWNER_GALLERY_SOURCE } from '../../content/owner-gallery';
import { ownerPhotoSources } from '../../content/owner-photos';
import { pageForBrowser } from '../../content/page-file-data';
import { checkSite } from '../../content/site-file';
import {
  type GalleryProject,
  galleryProjects,
  publicPhotoNames,
  whereInGalleryProjects,
} from '../../schema/owner-content/gallery-projects';
import { parseForOwner } from '../../schema/owner-content/owner-words';
import { renderResolvedPage } from '../support/render-page';
import { site } from '../support/site';

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const hash = (n: number) => n.toString(16).padStart(64, '0');

const brokenArrow: GalleryProject = {
  id: 'roof-replacement-broken-arrow-2026-11',
  submissionId: 41,
  title: 'Hail claim re-roof',
  service: 'Roof replacement',
  citySlug: 'broken-arrow',
  neighbourhood: 'Rose District',
  story:
    'Golf-ball hail bruised every slope of this 2004 home. We met the adjuster on the roof, had the claim approved on the first visit and put on Class 4 impact-rated shingles.',
  completedOn: '2026-11-12',
  photos: [
    { media: hash(1), phase: 'before', alt: 'Hail-damaged shingles with a blue tarp over the ridge', cover: false },
    { media: hash(2), phase: 'after', alt: 'The same roof with new charcoal architectural shingles', cover: true },
    { media: hash(3), phase: 'during', alt: 'The crew laying underlayment on the back slope', cover: false },
  ],
};
const olderBrokenArrow: GalleryProject = {
  ...brokenArrow,
  id: 'gutter-repair-broken-arrow-2026-08',
  submissionId: 42,
  title: 'Storm gutter repair',
  service: 'Gutters',
  neighbourhood: undefined,
  completedOn: '2026-08-03',
  photos: [{ media: hash(4), phase: 'after', alt: 'New seamless gutters along a brick ranch home', cover: true }],
};
const jenks: GalleryProject = {
  ...olderBrokenArrow,
  id: 'chimney-flashing-jenks-2026-10',
  submissionId: 43,
  title: 'Chimney flashing rebuilt',
  service: 'Roof repair',
  citySlug: 'jenks',
  completedOn: '2026-10-20',
  photos: [{ media: hash(5), phase: 'after', alt: 'Brick chimney with new step flashing', cover: true }],
};

/** A photo as a phone takes it, with the camera and where it was in its EXIF: what must never reach the site. */
async function phonePhoto(file: string, colour: { r: number; g: number; b: number }) {
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Roof 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 3/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '95/1 47/1 0/1' },
    })
    .toFile(file);
}

/** A content export as the server writes it: gallery-projects.json and each photo under its public name. */
async function exportOf(items: GalleryProject[], options: { leaveOut?: string } = {}): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rl-gallery-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'gallery'));
  const names = Object.fromEntries(items.map((item) => [item.id, publicPhotoNames(item)]));
  for (const [index, name] of Object.values(names).flat().entries())
    if (name !== options.leaveOut)
      await phonePhoto(path.join(dir, 'gallery', name), { r: 70 + index * 30, g: 90, b: 70 });
  const envelope = { type: galleryProjects.type, schemaVersion: galleryProjects.schemaVersion, release: 5, rev: 11 };
  writeFileSync(path.join(dir, 'gallery-projects.json'), JSON.stringify({ ...envelope, data: { items }, names }));
  return dir;
}

async function compileWith(dir: string | undefined): Promise<CompiledSite> {
  const before = process.env.OWNER_CONTENT_DIR;
  if (dir) process.env.OWNER_CONTENT_DIR = dir;
  else delete process.env.OWNER_CONTENT_DIR;
  try {
    return await compileSite(root);
  } finally {
    if (before === undefined) delete process.env.OWNER_CONTENT_DIR;
    else process.env.OWNER_CONTENT_DIR = before;
  }
}

const pageAt = (compiled: CompiledSite, at: string) => {
  const page = compiled.pages.find((candidate) => candidate.def.path === at);
  if (!page) throw new Error(`no page at ${at}`);
  return page;
};
type ShownProject = { id: string; location: string; cover: { src: string }; before?: { src: string } };
const galleryOf = (compiled: CompiledSite, at: string) =>
  pageAt(compiled, at).def.blocks.find((block) => block.type === 'Gallery') as
    | { heading?: string; projects?: ShownProject[]; items: { id: string }[] }
    | undefined;

describe('the gallery projects as a content type', () => {
  const parse = (items: unknown[]) => parseForOwner(galleryProjects.schema, { items });
  const problemsOf = (items: unknown[]) => {
    const parsed = parse(items);
    if (parsed.success) throw new Error('accepted what it must refuse');
    return parsed.problems;
  };

  it('keeps a project as the office wrote it, trimmed', () => {
    expect(parse([{ ...brokenArrow, title: `  ${brokenArrow.title} ` }, jenks])).toEqual({
      success: true,
      data: { items: [brokenArrow, jenks] },
    });
  });

  it('gives readable problems for bad input, each on its field and naming the project as the dashboard lists it', () => {
    const problems = problemsOf([{ ...brokenArrow, title: 'x', completedOn: '11/12/2026', id: 'Roof Job' }]);
    expect(problems).toEqual([
      expect.objectContaining({
        path: 'items.0.id',
        message: expect.stringMatching(/^must be lower-case words joined by dashes/),
      }),
      expect.objectContaining({
        path: 'items.0.title',
        message: 'write at least 3 characters, like Hail claim re-roof',
      }),
      expect.objectContaining({ path: 'items.0.completedOn', message: expect.stringMatching(/year-month-day/) }),
    ]);
    expect(whereInGalleryProjects([brokenArrow], 'items.0.story')).toBe(
      'Project Hail claim re-roof (roof-replacement-broken-arrow-2026-11) › Story',
    );
    expect(whereInGalleryProjects([brokenArrow], 'items.0.photos.1.alt')).toBe(
      'Project Hail claim re-roof (roof-replacement-broken-arrow-2026-11) › Photos › 2 › Describe the photo',
    );
  });

  it.each([
    ['a phone number', 'Call (918) 555-0142 and we will do yours the same way, any day of the week.'],
    ['a phone number written plainly', 'The owner, reachable at 918.555.0142, asked us to fix the valley leak.'],
    ['an e-mail address', 'Write to dave.r@example.com to ask the owners how the new roof has held up.'],
  ])('refuses a story holding %s', (_, story) => {
    expect(problemsOf([{ ...brokenArrow, story }])).toEqual([
      expect.objectContaining({ path: 'items.0.story', message: expect.stringMatching(/^holds an? (phone|e-mail)/) }),
    ]);
  });

  it('refuses two covers, and none', () => {
    const photos = brokenArrow.photos.map((photo) => ({ ...photo, cover: true }));
    expect(problemsOf([{ ...brokenArrow, photos: photos.slice(0, 2) }])).toEqual([
      expect.objectContaining({
        path: 'items.0.photos',
        message: 'has 2 cover photos: mark exactly one photo as the cover',
      }),
    ]);
    expect(problemsOf([{ ...brokenArrow, photos: [{ ...brokenArrow.photos[0]!, cover: false }] }])).toEqual([
      expect.objectContaining({ message: 'has no cover photo: mark one photo as the cover' }),
    ]);
  });

  it('refuses a street or a house number for a neighbourhood, a short story, a photo without a description, and one id twice', () => {
    const problems = problemsOf([
      { ...brokenArrow, neighbourhood: '1420 S Elm Pl', story: 'New roof.' },
      { ...jenks, neighbourhood: 'Ridgeview Ct', photos: [{ ...jenks.photos[0]!, alt: 'IMG_2041.jpg' }] },
      { ...jenks },
    ]);
    expect(problems.map((problem) => problem.path)).toEqual([
      'items.0.neighbourhood',
      'items.0.story',
      'items.1.neighbourhood',
      'items.1.photos.0.alt',
      'items.2.id',
    ]);
    expect(problems[0]!.message).toMatch(/never a street or a house number/);
    expect(problems[4]!.message).toBe(
      'is "chimney-flashing-jenks-2026-10", which another project has: give each project its own id',
    );
  });

  it('names each photo for what it is: the project and the phase, a second of one phase numbered', () => {
    expect(publicPhotoNames(brokenArrow)).toEqual([
      'roof-replacement-broken-arrow-2026-11-before.jpg',
      'roof-replacement-broken-arrow-2026-11-after.jpg',
      'roof-replacement-broken-arrow-2026-11-during.jpg',
    ]);
    const twoAfter = { ...jenks, photos: [...jenks.photos, { ...jenks.photos[0]!, media: hash(9), cover: false }] };
    expect(publicPhotoNames(twoAfter)).toEqual([
      'chimney-flashing-jenks-2026-10-after.jpg',
      'chimney-flashing-jenks-2026-10-after-2.jpg',
    ]);
  });
});

describe('the gallery projects on the site record', () => {
  it('come from the export with their photos by public name and without the request, and stay out of the browser’s record', async () => {
    const applied = withOwnerContent(site, await exportOf([brokenArrow]));
    expect(applied.problems).toEqual([]);
    const [project] = applied.site!.galleryProjects!;
    expect(project).not.toHaveProperty('submissionId');
    expect(project!.photos.map((photo) => photo.src)).toEqual(publicPhotoNames(brokenArrow));
    expect(JSON.stringify(project)).not.toContain(hash(1));
    expect(browserSite(applied.site!)).not.toHaveProperty('galleryProjects');
    expect(withOwnerContent(site, undefined).site).not.toHaveProperty('galleryProjects');
  });

  it('are refused under their own heading when the export lacks a photo, naming the project', async () => {
    const missing = publicPhotoNames(brokenArrow)[1]!;
    const { problems } = withOwnerContent(site, await exportOf([brokenArrow], { leaveOut: missing }));
    expect(problems).toEqual([
      {
        file: OWNER_GALLERY_SOURCE,
        at: 'items.0.photos.1.media',
        message:
          'Project Hail claim re-roof (roof-replacement-broken-arrow-2026-11) › Photos › 2 › Photo: this photo is not in the export: publish the gallery projects again',
      },
    ]);
    expect(gateProblemOf(problems[0]!)).toEqual({
      path: 'items.0.photos.1.media',
      where: 'Gallery projects',
      message: problems[0]!.message,
    });
  });

  it('are never the site file’s to state', () => {
    const { site: checked, problems } = checkSite({ ...site, galleryProjects: [] });
    expect(checked).toBeUndefined();
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'pages/site.ts',
        at: 'galleryProjects',
        message: expect.stringMatching(/not the site file's/),
      }),
    );
  });
});

describe('the site built with the owner’s gallery projects', () => {
  let compiled: CompiledSite;
  let dir = '';
  beforeAll(async () => {
    dir = await exportOf([olderBrokenArrow, jenks, brokenArrow]);
    compiled = await compileWith(dir);
  }, 120_000);

  it('passes the content gate', () => {
    expect(compiled.problems).toEqual([]);
  });

  it('puts every project first on /gallery, newest first, the stand-ins after them', async () => {
    const gallery = galleryOf(compiled, '/gallery')!;
    expect(gallery.projects!.map((project) => project.id)).toEqual([brokenArrow.id, jenks.id, olderBrokenArrow.id]);
    expect(gallery.items.length).toBeGreaterThan(0);
    const page = pageAt(compiled, '/gallery');
    const html = await renderResolvedPage(page.def, { site: compiled.site!, path: page.def.path, contentDir: dir });
    const first = html.indexOf('Hail claim re-roof');
    expect(first).toBeGreaterThan(-1);
    expect(first).toBeLessThan(html.indexOf('Chimney flashing rebuilt'));
    expect(html.indexOf('Chimney flashing rebuilt')).toBeLessThan(html.indexOf('Standing-seam metal'));
    expect(html).toContain('Rose District, Broken Arrow, OK');
    expect(html).toContain('dateTime="2026-11-12"');
    expect(html).toContain('November 2026');
    expect(html).toContain('Golf-ball hail bruised every slope');
    // The before/after pair, named, with the photos' descriptions as their alt text.
    expect(html).toMatch(/>Before<\/figcaption>/);
    expect(html).toContain('alt="Hail-damaged shingles with a blue tarp over the ridge"');
    expect(html).toContain(`id="project-${brokenArrow.id}"`);
    // Served under descriptive names, never the photo's hash.
    expect(html).not.toContain(hash(2));
  });

  it('shows a city its own projects under "Recent work in <City>", between the local story and the testimonials; another city none', async () => {
    const block = galleryOf(compiled, '/locations/broken-arrow')!;
    expect(block.heading).toBe('Recent work in Broken Arrow');
    expect(block.projects!.map((project) => project.id)).toEqual([brokenArrow.id, olderBrokenArrow.id]);
    expect(block.projects![0]!.location).toBe('Rose District, Broken Arrow, OK');
    expect(block.projects![1]!.location).toBe('Broken Arrow, OK');
    const types = pageAt(compiled, '/locations/broken-arrow').def.blocks.map((candidate) => candidate.type);
    expect(types.indexOf('Gallery')).toBe(types.indexOf('RichText') + 1);
    expect(types.indexOf('Gallery')).toBeLessThan(types.indexOf('CustomerWords'));

    const page = pageAt(compiled, '/locations/broken-arrow');
    const html = await renderResolvedPage(page.def, { site: compiled.site!, path: page.def.path, contentDir: dir });
    expect(html).toContain('Recent work in Broken Arrow');
    expect(html).toContain('Storm gutter repair');
    expect(html).not.toContain('Chimney flashing rebuilt');

    expect(galleryOf(compiled, '/locations/tulsa')!.projects).toEqual([]);
    const tulsa = pageAt(compiled, '/locations/tulsa');
    const tulsaHtml = await renderResolvedPage(tulsa.def, {
      site: compiled.site!,
      path: tulsa.def.path,
      contentDir: dir,
    });
    expect(tulsaHtml).not.toContain('Recent work in');
    // An empty block: the page's data leaves it out, so the page loads none of its code.
    expect(pageForBrowser(tulsa.def).blocks.map((candidate) => candidate.type)).not.toContain('Gallery');
    expect(pageForBrowser(page.def).blocks.map((candidate) => candidate.type)).toContain('Gallery');
  });

  it('shows at most three projects on a city page', async () => {
    const more = [0, 1, 2, 3].map((n) => ({
      ...olderBrokenArrow,
      id: `gutter-repair-broken-arrow-2026-0${n + 1}`,
      completedOn: `2026-0${n + 1}-15`,
      photos: [{ ...olderBrokenArrow.photos[0]!, media: hash(20 + n) }],
    }));
    const many = await compileWith(await exportOf(more));
    expect(many.problems).toEqual([]);
    expect(galleryOf(many, '/locations/broken-arrow')!.projects!.map((project) => project.id)).toEqual([
      'gutter-repair-broken-arrow-2026-04',
      'gutter-repair-broken-arrow-2026-03',
      'gutter-repair-broken-arrow-2026-02',
    ]);
  }, 120_000);

  it('refuses a project placed on no city page, naming it', async () => {
    const lost = await compileWith(await exportOf([{ ...jenks, citySlug: 'xyz' }]));
    expect(lost.problems).toEqual([
      {
        file: OWNER_GALLERY_SOURCE,
        at: 'items.0.citySlug',
        message:
          'Project Chimney flashing rebuilt (chimney-flashing-jenks-2026-10) is placed on /locations/xyz, which is not a city page: pick the city of the job',
      },
    ]);
  }, 120_000);

  it('publishes the photos through the image pipeline under descriptive names, with no EXIF or GPS left', async () => {
    const sources = ownerPhotoSources(dir);
    const name = 'roof-replacement-broken-arrow-2026-11-after.jpg';
    expect(Object.keys(sources)).toContain(name);
    // The export's file carries a phone's EXIF here, so the test shows the pipeline drops it.
    expect((await sharp(sources[name]!).metadata()).exif).toBeDefined();
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'rl-gallery-images-'));
    dirs.push(cacheDir);
    const emptyImages = mkdtempSync(path.join(tmpdir(), 'rl-gallery-sources-'));
    dirs.push(emptyImages);
    const result = await processImages({ sourceDir: emptyImages, extraSources: { [name]: sources[name]! }, cacheDir });
    expect(result.files.length).toBeGreaterThan(0);
    for (const file of result.files) {
      expect(path.basename(file.fileName)).toMatch(
        /^roof-replacement-broken-arrow-2026-11-after-\d+\.[0-9a-f]{10}\.(avif|webp)$/,
      );
      const meta = await sharp(file.source).metadata();
      expect(meta.exif, file.fileName).toBeUndefined();
      expect(meta.xmp, file.fileName).toBeUndefined();
    }
  }, 120_000);
});

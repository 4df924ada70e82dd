import { adminViews } from '../../admin/views';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockDefinitions } from '../../blocks/catalog';
import { defineBlock } from '../../blocks/define-block';
import { type CompiledSite, compileSite } from '../../content/compile';
import { listPageFiles, pathForFile } from '../../content/load';
import { pageForBrowser } from '../../content/page-file-data';
import { formatProblem } from '../../content/problems';
import { siteViteConfig } from '../../content/vite/config';
import { makeContentRoot, minimalPages, validSeo } from './content-fixtures';
import type { HeadData } from '../../schema/head';
import type { PageData } from '../../src/content/page-data';
import { parseDataModule } from '../../src/content/page-data-file';

const repo = path.resolve(import.meta.dirname, '../..');
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function contentRoot(pages: Record<string, unknown>): string {
  const { root, cleanup } = makeContentRoot(pages);
  cleanups.push(cleanup);
  return root;
}

/** Calls a plugin hook the way Vite does, whether it is written as a function or as `{ handler }`. */
async function callHook<T>(hook: unknown, ...args: unknown[]): Promise<T> {
  const fn = (typeof hook === 'function' ? hook : (hook as { handler: (...a: unknown[]) => T }).handler) as (
    ...a: unknown[]
  ) => T;
  return await fn.call({}, ...args);
}

describe('compileSite', () => {
  it('imports the site file and every page file once, and builds each head once', async () => {
    const imported: string[] = [];
    const compiled = await compileSite(repo, {
      importer: (file) => {
        imported.push(path.relative(repo, file));
        return import(pathToFileURL(file).href);
      },
    });
    expect(compiled.problems).toEqual([]);
    expect(imported.sort()).toEqual(['pages/site.ts', ...listPageFiles(repo)].sort());
    // Every page file's page, and one per admin view (admin/views.ts, which imports no file of pages/).
    expect(compiled.pages).toHaveLength(listPageFiles(repo).length + adminViews.length);
    for (const page of compiled.pages) expect(page.head.title).toBe(page.def.seo.title);
    expect(compiled.routes.get('/locations/tulsa-roofing')).toBe('pages/locations/tulsa.ts');
    expect(compiled.sitemap).toContain(`${compiled.site?.url}/locations/tulsa-roofing`);
    expect(compiled.sitemap).not.toContain(`${compiled.site?.url}/admin`);
  });

  it('hands the bundler the compiled site: its content plugin serves it without loading a page again', async () => {
    const compiled: CompiledSite = await compileSite(repo);
    let compiles = 0;
    const config = siteViteConfig({ compiled });
    const plugin = (config.plugins as Plugin[]).find((p) => p?.name === 'ridgeline:content')!;
    expect(plugin).toBeDefined();
    // The same plugin, asked to compile on its own, would count here; a build never lets it.
    const { contentPlugin } = await import('../../content/vite/content-plugin');
    const counting = contentPlugin({
      compiled,
      compile: async () => {
        compiles++;
        throw new Error('compiled again');
      },
    });
    for (const candidate of [plugin, counting]) {
      const index = await callHook<string>(candidate.load, '\0virtual:content-index');
      expect(index).toContain('"/locations/tulsa-roofing"');
      expect(index).not.toContain('export const cities');
      const tulsa = compiled.pages.find((p) => p.file === 'pages/locations/tulsa.ts')!;
      const data = parseDataModule<PageData>(await callHook<string>(candidate.load, '\0virtual:page/locations/tulsa'));
      expect(data.page).toEqual(pageForBrowser(tulsa.def));
      const head = parseDataModule<HeadData>(await callHook<string>(candidate.load, '\0virtual:head/locations/tulsa'));
      expect(head).toEqual(tulsa.head);
    }
    expect(compiles).toBe(0);
  });

  it("reports a page helper's AuthorInputError as one problem per issue, in the author's words", async () => {
    const authorInput = JSON.stringify(path.join(repo, 'schema/author-input.ts'));
    const root = contentRoot({
      ...minimalPages(),
      'pages/locations/jenks.ts': [
        `import { AuthorInputError } from ${authorInput};`,
        'throw new AuthorInputError([',
        "  { path: ['faqs', 0, 'answer'], message: 'must not be empty' },",
        "  { path: ['map', 'center', 'lat'], message: 'must be a number' },",
        ']);',
      ].join('\n'),
    });
    const compiled = await compileSite(root);
    expect(compiled.loaded).toBe(false);
    expect(compiled.problems.map(formatProblem)).toEqual([
      'pages/locations/jenks.ts › faqs[0].answer: must not be empty',
      'pages/locations/jenks.ts › map.center.lat: must be a number',
    ]);
  });
});

describe('page files', () => {
  it('serve the path their name says; a section landing page may be the index.ts of its folder', async () => {
    expect(pathForFile('pages/index.ts')).toBe('/');
    expect(pathForFile('pages/about.ts')).toBe('/about');
    expect(pathForFile('pages/services/index.ts')).toBe('/services');
    expect(pathForFile('pages/services/roof-repair.ts')).toBe('/services/roof-repair');
    const pages = minimalPages();
    pages['pages/services/index.ts'] = {
      path: '/services',
      seo: validSeo('Services again'),
      blocks: [{ type: 'Hero', heading: 'x' }],
    };
    const compiled = await compileSite(contentRoot(pages));
    expect(compiled.problems.map(formatProblem)).toEqual([
      'pages/services/index.ts › path: "/services" is already served by pages/services.ts',
    ]);
  });
});

describe('a new block is a change in one place', () => {
  // Everything a block brings, declared once, as a block folder's index.ts would.
  const banner = defineBlock({
    type: 'Banner',
    schema: z.object({
      type: z.literal('Banner'),
      text: z.string().min(1, 'must not be empty'),
      target: z.string().optional(),
      shout: z.boolean().default(false),
      /** Build-time data. */
      pageCount: z.number().optional(),
    }),
    structuredData: (block) => [{ '@context': 'https://schema.org', '@type': 'WPAdBlock', name: block.text }],
    links: (block) =>
      block.target ? [{ href: block.target, unresolved: `points at "${block.target}", no page there` }] : [],
    resolve: (block, { pages }) => ({ ...block, pageCount: pages.length }),
    check: (block) =>
      block.shout && block.text !== block.text.toUpperCase() ? [{ at: 'text', message: 'shouts in capitals' }] : [],
  });
  const blocks = [...blockDefinitions, banner];
  const withBanner = (banners: Record<string, unknown>[]) => {
    const pages = minimalPages();
    pages['pages/about.ts'] = {
      path: '/about',
      seo: validSeo('About us'),
      blocks: [{ type: 'Hero', heading: 'About' }, ...banners.map((b) => ({ type: 'Banner', ...b }))],
    };
    return contentRoot(pages);
  };

  it('is refused by the catalog as it stands, naming the valid types', async () => {
    const compiled = await compileSite(withBanner([{ text: 'Spring sale' }]));
    expect(compiled.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^pages\/about\.ts › blocks\[1\]\.type: is "Banner", which is not a block type: use one of Hero, .*, Founder$/,
      ),
    ]);
  });

  it('is validated by its schema once its definition is in the list', async () => {
    const compiled = await compileSite(withBanner([{ text: '' }]), { blocks });
    expect(compiled.problems.map(formatProblem)).toEqual(['pages/about.ts › blocks[1].text: must not be empty']);
  });

  it('runs its rule and checks its links, with paths inside the page', async () => {
    const compiled = await compileSite(withBanner([{ text: 'Spring sale', shout: true, target: '/nowhere' }]), {
      blocks,
    });
    expect(compiled.problems.map(formatProblem)).toEqual([
      'pages/about.ts › blocks[1]: points at "/nowhere", no page there',
      'pages/about.ts › blocks[1].text: shouts in capitals',
    ]);
  });

  it('resolves its build-time data and adds its structured data to the head', async () => {
    const compiled = await compileSite(withBanner([{ text: 'SPRING SALE', shout: true, target: '/contact' }]), {
      blocks,
    });
    expect(compiled.problems).toEqual([]);
    const about = compiled.pages.find((p) => p.file === 'pages/about.ts')!;
    expect(about.def.blocks[1]).toMatchObject({ type: 'Banner', pageCount: compiled.pages.length });
    expect(about.head.jsonLd).toContainEqual({
      '@context': 'https://schema.org',
      '@type': 'WPAdBlock',
      name: 'SPRING SALE',
    });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import type { AdminView } from '../../admin/views';
import { adminViews } from '../../admin/views';
import { isAppPage } from '../../blocks/catalog';
import { compileSite } from '../../content/compile';
import { formatProblem } from '../../content/problems';
import { makeContentRoot, minimalPages, validSeo } from './content-fixtures';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function compile(pages: Record<string, unknown>, views?: readonly AdminView[]) {
  const { root, cleanup } = makeContentRoot(pages);
  cleanups.push(cleanup);
  return compileSite(root, views ? { adminViews: views } : {});
}

const reports = adminViews.find((view) => view.path === '/admin/reports')!;

describe('the admin views (admin/views.ts)', () => {
  it('are each a page the app runs, kept out of search, with its head and its screen as its one block', async () => {
    const site = await compile(minimalPages());
    expect(site.problems).toEqual([]);
    for (const view of adminViews) {
      const page = site.pages.find((candidate) => candidate.def.path === view.path);
      expect(page, view.path).toBeDefined();
      expect(page!.def.blocks).toEqual([{ type: 'AdminView', screen: view.screen }]);
      expect(page!.def.seo.noindex).toBe(true);
      expect(page!.head.title).toBe(`${view.title ?? view.label} | ${site.site!.company.name}`);
      expect(page!.head.meta).toContainEqual({
        key: 'name',
        value: 'description',
        content: view.description(site.site!.company.name),
      });
      expect(isAppPage(page!.def)).toBe(true);
      expect(site.routes.get(view.path)).toBe(page!.file);
    }
    expect(site.sitemap.some((url) => adminViews.some((view) => new URL(url).pathname === view.path))).toBe(false);
  });

  it('name screens their modules export', async () => {
    for (const view of adminViews) {
      const module = await view.load();
      expect(typeof module[view.screen], `${view.path}: ${view.screen}`).toBe('function');
    }
    expect(new Set(adminViews.map((view) => view.screen)).size).toBe(adminViews.length);
  }, 60_000);

  it('are checked like page files, and their problems name the list', async () => {
    const short: AdminView = { ...reports, path: '/admin/reviews', label: 'Reviews', description: () => 'Too short.' };
    const problems = (await compile(minimalPages(), [...adminViews, short])).problems.map(formatProblem);
    expect(problems).toEqual([
      'admin/views.ts › the /admin/reviews view › seo.description: descriptions are 50-160 characters: long enough to sell the page, short enough not to be cut',
    ]);
  });

  it('may not take a path a page file serves', async () => {
    const pages = minimalPages();
    pages['pages/admin/reports.ts'] = {
      path: '/admin/reports',
      seo: validSeo('Our reports'),
      blocks: [{ type: 'Hero', heading: 'Reports' }],
    };
    const problems = (await compile(pages)).problems.map(formatProblem);
    expect(problems).toContain(
      'admin/views.ts › the /admin/reports view › path: "/admin/reports" is already served by pages/admin/reports.ts',
    );
  });
});

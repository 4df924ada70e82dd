import type { AdminView } from '../admin/views';
import type { PageDefinition, PageInput } from '../blocks/page';
import type { Site } from '../schema/site';
import type { LoadedPage } from './load';
import type { z } from 'zod';
import { type ContentProblem, formatPath } from './problems';

/** The file that lists the admin views: problems with a view's page name it. */
export const ADMIN_VIEWS_FILE = 'admin/views.ts';

/**
 * The key a view's page goes by where a page file's name would (its data at /page-data/_admin/…):
 * under `pages/_admin/`, which no page file can be (the loader skips `_` folders), so a view and a
 * page file never share data.
 */
export const adminViewFile = (path: string) => `pages/_admin${path}.ts`;

/** A view's page as a page file would define it: kept out of search, the view's screen its one block. */
export function adminViewPage(view: AdminView, site: Site): PageInput {
  return {
    path: view.path,
    label: view.label,
    seo: {
      title: `${view.title ?? view.label} | ${site.company.name}`,
      description: view.description(site.company.name),
      noindex: true,
    },
    blocks: [{ type: 'AdminView', screen: view.screen }],
  };
}

/**
 * The admin views (admin/views.ts) made into pages, which then go through the content gate like
 * any other: the schema here, the site-wide rules (a unique title and description, a path no page
 * file serves) in content/rules.ts.
 */
export function adminViewPages(
  views: readonly AdminView[],
  site: Site,
  pageSchema: z.ZodType<PageDefinition>,
): { pages: LoadedPage[]; problems: ContentProblem[] } {
  const pages: LoadedPage[] = [];
  const problems: ContentProblem[] = [];
  for (const view of views) {
    const parsed = pageSchema.safeParse(adminViewPage(view, site));
    if (parsed.success) pages.push({ file: adminViewFile(view.path), filePath: view.path, def: parsed.data });
    else
      for (const issue of parsed.error.issues)
        problems.push({
          file: ADMIN_VIEWS_FILE,
          at: `the ${view.path} view › ${formatPath(issue.path)}`,
          message: issue.message,
        });
  }
  return { pages, problems };
}

/** A problem the rules found on a view's page, told of the list that makes it: `admin/views.ts › the /admin view › seo.title`. */
export function inAdminViews(problem: ContentProblem, views: readonly AdminView[]): ContentProblem {
  const view = views.find((candidate) => adminViewFile(candidate.path) === problem.file);
  return view ? { ...problem, file: ADMIN_VIEWS_FILE, at: `the ${view.path} view › ${problem.at}` } : problem;
}

import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { site as siteFile } from './site';
import { type PageInput, pageSchema } from '../../blocks/page';
import { resolveBlocks } from '../../content/compile';
import type { CityMeta } from '../../schema/page';
import type { Site } from '../../schema/site';
import { FormPostContext, SiteContext } from '../../ui/page-context';
import type { FormPostAnswer } from '../../schema/form-post';
import { loadBlockCode, PageRenderer } from '../../src/render/PageRenderer';

export const testCities: CityMeta[] = [
  { slug: 'tulsa', name: 'Tulsa', state: 'OK', county: 'Tulsa County', coordinates: { lat: 36.154, lng: -95.9928 } },
  {
    slug: 'olathe',
    name: 'Olathe',
    state: 'KS',
    county: 'Johnson County, KS',
    coordinates: { lat: 38.88, lng: -94.82 },
  },
];

/** A page definition rendered to HTML the way the prerender does, for assertions on the markup. */
export async function renderPage(
  input: PageInput,
  options: { site?: Site; formPost?: FormPostAnswer } = {},
): Promise<string> {
  const site = options.site ?? siteFile;
  // Blocks get their build-time data as the compiler gives it, against a page index of the test cities.
  const page = resolveBlocks(pageSchema.parse(input), {
    site,
    pages: testCities.map((city) => ({ path: `/locations/${city.slug}`, city })),
  });
  await loadBlockCode(page);
  const rootRoute = createRootRoute({
    component: () => (
      <SiteContext.Provider value={site}>
        <FormPostContext.Provider value={options.formPost ?? null}>
          <PageRenderer page={page} />
        </FormPostContext.Provider>
      </SiteContext.Provider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  // React separates adjacent text with empty comments; they are noise for these assertions.
  return renderToString(
    <Suspense>
      <RouterProvider router={router} />
    </Suspense>,
  ).replace(/<!-- -->/g, '');
}

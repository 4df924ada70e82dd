import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { site as siteFile } from '../../pages/site';
import { pageSchema, type CityMeta, type PageInput } from '../../schema/page';
import type { Site } from '../../schema/site';
import { FormPostContext, SiteContext } from '../../ui/page-context';
import type { FormPostAnswer } from '../../schema/form-post';
import { PageRenderer } from '../../src/render/PageRenderer';

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
  const page = pageSchema.parse(input);
  const rootRoute = createRootRoute({
    component: () => (
      <SiteContext.Provider value={options.site ?? siteFile}>
        <FormPostContext.Provider value={options.formPost ?? null}>
          <PageRenderer page={page} cities={testCities} />
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

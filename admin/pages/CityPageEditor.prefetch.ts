import { prefetchOnOwnPage } from '../trpc/prefetch';
import { CITY_EDITOR_PATH, cityPageDataUrl } from './paths';
import { preloadPageData } from './preview-source';
import { claimLockEarly } from './use-edit-lock';

/**
 * The city page editor's first requests, in a module apart from the screen (admin/views.ts,
 * `prefetch`): it needs only the tRPC client, so it runs and the requests leave before the
 * screen's form, schemas and preview are evaluated, and the answers are in by the time they are.
 */
export const prefetch = () =>
  prefetchOnOwnPage(CITY_EDITOR_PATH, (search, { utils, client }) => {
    const slug = search.get('city');
    if (!slug) return;
    claimLockEarly(client, { slug });
    void utils.cityPages.list.prefetch();
    // Only a city with a file has a built page of its own (one added in the dashboard has not, until published).
    utils.cityPages.open.fetch({ slug }).then(
      (page) => page.file && preloadPageData(cityPageDataUrl(slug)),
      () => {},
    );
  });

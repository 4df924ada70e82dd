import { pageDataUrl } from '../../shared/page-data-path';
import { prefetchOnOwnPage } from '../trpc/prefetch';
import { ZONE_EDITOR_PATH } from './paths';
import { preloadPageData } from './preview-source';
import { claimLockEarly } from './use-edit-lock';

/**
 * The zone editor's first requests, in a module apart from the screen (admin/views.ts,
 * `prefetch`): it needs only the tRPC client, so it runs and the requests leave before the
 * screen's form, schemas and preview are evaluated, and the answers are in by the time they are.
 */
export const prefetch = () =>
  prefetchOnOwnPage(ZONE_EDITOR_PATH, (search, { utils, client }) => {
    const key = search.get('zone');
    if (!key) return;
    claimLockEarly(client, { zone: key });
    utils.pageZones.open.fetch({ key }).then(
      (zone) => preloadPageData(pageDataUrl(zone.file)),
      () => {},
    );
  });

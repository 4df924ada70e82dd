import type { PageData } from '../content/page-data';
import { NotFound } from '../layout/NotFound';
import { SiteShell, type StormBanner } from '../layout/SiteShell';
import { PageNavigation } from '../navigation/page-navigation';
import type { SiteLocation } from '../../ui/navigation';
import { PageRenderer } from './PageRenderer';

/**
 * A public page as the prerender renders it and the browser hydrates it: the site's frame around
 * the page (or the 404 page, `notFound`), with no router: the router's app takes over only when the
 * visitor goes to another page (`leave`; src/navigation/router-app.tsx).
 */
export function PageApp(props: {
  data: PageData;
  notFound: boolean;
  stormBanner: StormBanner;
  initial: SiteLocation;
  leave: (url: URL) => void;
  preload: (url: URL) => void;
}) {
  const { data } = props;
  return (
    <PageNavigation initial={props.initial} leave={props.leave} preload={props.preload}>
      <SiteShell current={data} stormBanner={props.stormBanner}>
        {props.notFound ? <NotFound data={data} /> : <PageRenderer page={data.page} images={data.images} />}
      </SiteShell>
    </PageNavigation>
  );
}

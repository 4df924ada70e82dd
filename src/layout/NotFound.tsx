import { useEffect } from 'react';
import type { PageData } from '../content/page-data';
import { PageRenderer } from '../render/PageRenderer';
import { useSiteLocation } from '../../ui/navigation';

/** Any unknown path: the 404 page from pages/404.ts (its data), and the attempted path in the console. */
export function NotFound({ data }: { data: PageData }) {
  const { pathname } = useSiteLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return <PageRenderer page={data.page} images={data.images} />;
}

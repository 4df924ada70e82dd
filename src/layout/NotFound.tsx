import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import notFound from 'virtual:page/404';
import { PageRenderer } from '../render/PageRenderer';

/** Any unknown path: the 404 page from pages/404.ts, and the attempted path in the console. */
export function NotFound() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return <PageRenderer page={notFound.page} />;
}

import { CREW_PATH } from '../../shared/crew-page';

/**
 * Whether a page is one of the dashboard's (/admin and the views under it, and the crew page): the app draws its own
 * header and <main> there (admin/DashboardHeader.tsx), and the site's frame (SiteShell.tsx) leaves
 * out the public header and footer, whose Call and Free Inspection serve customers. By the path
 * alone: the block catalog would bring every block's schema (and zod) into every public page.
 */
export const isDashboardPage = (page: { path: string }): boolean =>
  page.path === '/admin' || page.path.startsWith('/admin/') || page.path === CREW_PATH;

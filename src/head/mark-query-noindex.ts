import { NOINDEX_FOLLOW } from '../../schema/head';

/**
 * Any URL with a query string is `noindex, follow` (the server sends the same as an X-Robots-Tag
 * header): on the page the app was loaded with too, whose head came prerendered for the bare path.
 */
export function markQueryNoindex(search: string): void {
  if (!search || search === '?' || document.head.querySelector('meta[name="robots"]')) return;
  const robots = document.createElement('meta');
  robots.name = 'robots';
  robots.content = NOINDEX_FOLLOW;
  robots.dataset.head = '';
  document.head.append(robots);
}

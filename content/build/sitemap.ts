import { escapeHtml } from '../../shared/html-escape';

/** sitemap.xml of canonical URLs only (an alias and its page share one canonical). */
export function renderSitemap(urls: string[]): string {
  const unique = [...new Set(urls)].sort();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...unique.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /auth',
    'Disallow: /api/',
    'Disallow: /trpc/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

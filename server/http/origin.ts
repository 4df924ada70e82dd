import type { FastifyRequest } from 'fastify';

/**
 * Whether a state-changing request comes from our own pages. Browsers send Origin on every POST;
 * it must be the site's address or the address the request was made to (the same server reached
 * by another name, e.g. localhost in development). A request without Origin is accepted only
 * when the browser itself says it is same-origin (Sec-Fetch-Site) or it is not from a browser.
 */
export function isAllowedOrigin(request: FastifyRequest, siteUrl: string): boolean {
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  if (!origin) return fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
  if (origin === new URL(siteUrl).origin) return true;
  const host = request.headers['x-forwarded-host'] ?? request.headers.host;
  if (!host) return false;
  try {
    return new URL(origin).host === String(host).split(',')[0]!.trim();
  } catch {
    return false;
  }
}

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, SITE_ORIGIN, sitemapRoutes } from './harness';

let site: { url: string; app: FastifyInstance };
let routes: string[];

beforeAll(async () => {
  site = await startSite();
  routes = await sitemapRoutes(site.url);
});
afterAll(async () => {
  await site?.app.close();
});

/**
 * The built site's every public route as a crawler fetches it: status, head tags, JSON-LD, links
 * and the city aliases. What a visitor's browser shows of them, axe included, is visual.test.ts's.
 */
describe('every public route', () => {
  it('answers 200 with one h1, a title, a description, a canonical on the site and parseable JSON-LD', async () => {
    expect(routes.length).toBeGreaterThanOrEqual(44);
    const titles = new Set<string>();
    for (const route of routes) {
      const response = await fetch(site.url + route);
      expect(response.status, route).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g), `${route} has one h1`).toHaveLength(1);
      const title = html.match(/<title>(.*?)<\/title>/)?.[1];
      expect(title, route).toBeTruthy();
      expect(titles.has(title!), `${route} title is unique`).toBe(false);
      titles.add(title!);
      expect(html, route).toMatch(/<meta name="description" content="[^"]{50,160}"/);
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical, route).toBe(route === '/' ? `${SITE_ORIGIN}/` : SITE_ORIGIN + route);
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
        JSON.parse(m[1]!),
      );
      for (const obj of jsonLd) expect(obj['@context'], route).toBe('https://schema.org');
      if (route !== '/')
        expect(
          jsonLd.map((o) => o['@type']),
          route,
        ).toContain('BreadcrumbList');
      if (route.startsWith('/locations/'))
        expect(
          jsonLd.map((o) => o['@type']),
          route,
        ).toEqual(expect.arrayContaining(['Service', 'RoofingContractor', 'FAQPage']));
    }
  });

  it('links only to pages that exist', async () => {
    const checked = new Map<string, number>();
    for (const route of routes) {
      const html = await (await fetch(site.url + route)).text();
      for (const [, href] of html.matchAll(/href="(\/[^"#?]*)/g)) {
        if (checked.has(href!)) continue;
        checked.set(href!, (await fetch(site.url + href, { method: 'HEAD' })).status);
      }
    }
    const broken = [...checked].filter(([, status]) => status !== 200);
    expect(broken).toEqual([]);
  });

  it('shows each city page and its -roofing alias with the same content', async () => {
    const cities = routes.filter((r) => r.startsWith('/locations/'));
    expect(cities).toHaveLength(24);
    for (const alias of cities) {
      const plain = alias.replace(/-roofing$/, '');
      const body = async (p: string) => {
        const html = await (await fetch(site.url + p)).text();
        return html.slice(html.indexOf('<div id="root">'));
      };
      expect(await body(plain), plain).toBe(await body(alias));
    }
  });

  // axe on every route, at 390 and 1280 px: visual.test.ts, where each route is loaded already.
});

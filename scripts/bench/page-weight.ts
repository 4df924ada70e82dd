import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlFileFor } from '../../shared/html-file';
import { readManifest } from '../../content/build/manifest';

export interface PageWeight {
  jsGzip: number;
  /** Each script the page loads (in `/assets/…` or `/page-data/…`) with its gzip size. */
  jsFiles: { file: string; gzip: number }[];
  htmlGzip: number;
}

/**
 * What a visitor downloads for a route, read from its HTML: every script and module preload it
 * names (the loader's imports included) with their static imports (from the build manifest), and
 * its HTML. `htmlFile` reads a page by its file (the 404 page's) rather than its route.
 */
export function pageWeight(client: string, route: string, htmlFile = htmlFileFor(client, route)): PageWeight {
  const manifest = readManifest(path.dirname(client));
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const html = readFileSync(htmlFile);
  const text = html.toString('utf8');
  // Scripts, module preloads, and what the page loader imports after the first paint (data-first,
  // data-page, data-entry, data-blocks: src/render/page-scripts.ts).
  const tags = [...text.matchAll(/<script\b[^>]*>|<link[^>]+rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
  const named = tags.flatMap((tag) =>
    [...tag.matchAll(/\b(?:src|href|data-first|data-page|data-entry|data-blocks)="([^"]+)"/g)]
      .flatMap((m) => m[1]!.split(' '))
      .filter((file) => file.endsWith('.js'))
      .map((file) => file.slice(1)),
  );
  const js = new Set<string>();
  const visit = (file: string) => {
    if (js.has(file)) return;
    js.add(file);
    for (const key of byFile.get(file)?.imports ?? []) visit(manifest[key]!.file);
  };
  named.forEach(visit);
  const gzipOf = (file: string) => gzipSync(readFileSync(path.join(client, file))).length;
  const gz = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzipOf(f), 0);
  return {
    jsGzip: gz(js),
    jsFiles: [...js].map((file) => ({ file: `/${file}`, gzip: gzipOf(file) })),
    htmlGzip: gzipSync(html).length,
  };
}

/** Public routes from the built sitemap: its canonical URLs, as paths. */
export function sitemapRoutes(client: string): string[] {
  const xml = readFileSync(path.join(client, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

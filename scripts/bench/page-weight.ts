import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  jsGzip: number;
  cssGzip: number;
  html: number;
  htmlGzip: number;
}

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; src?: string }>;

/**
 * What a visitor downloads up front for one prerendered route of the built site in `client`
 * (dist/client): the entry chunk and its static imports, the page's own data chunk, the CSS and
 * the HTML. Lazy chunks (admin blocks) are not counted: a public page never loads them.
 */
export function pageWeight(client: string, route: string): PageWeight {
  const manifest = JSON.parse(readFileSync(path.join(client, '.vite/manifest.json'), 'utf8')) as Manifest;
  const htmlFile = route === '/' ? path.join(client, 'index.html') : path.join(client, route.slice(1), 'index.html');
  const html = readFileSync(htmlFile);
  const entry = Object.values(manifest).find((m) => m.isEntry)!;
  const js = new Set<string>();
  const css = new Set<string>(entry.css ?? []);
  const visit = (chunk: { file: string; imports?: string[] }) => {
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const key of chunk.imports ?? []) visit(manifest[key]!);
  };
  visit(entry);
  const pageChunk = Object.values(manifest).find((m) => m.src?.endsWith(`virtual:page/${route === '/' ? 'index' : route.slice(1)}`));
  if (pageChunk) visit(pageChunk);
  const gz = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(client, f))).length, 0);
  return { jsGzip: gz(js), cssGzip: gz(css), html: html.length, htmlGzip: gzipSync(html).length };
}

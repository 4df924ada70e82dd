import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Every JS/CSS file a page loads up front: its entry, the entry's static imports, its data chunk, and how many files that is. */
export function pageWeight(client: string, route: string) {
  const manifest = JSON.parse(readFileSync(path.join(client, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; src?: string }
  >;
  const htmlFile = route === '/' ? path.join(client, 'index.html') : path.join(client, route.slice(1), 'index.html');
  const html = readFileSync(htmlFile);
  const entry = Object.values(manifest).find((m) => m.isEntry)!;
  const js = new Set<string>();
  // The stylesheets of every chunk loaded up front (the build inlines them all into the page).
  const css = new Set<string>();
  const visit = (chunk: { file: string; imports?: string[]; css?: string[] }) => {
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const key of chunk.imports ?? []) visit(manifest[key]!);
  };
  visit(entry);
  const pageChunk = Object.values(manifest).find((m) => m.src?.endsWith(`virtual:page/${route === '/' ? 'index' : route.slice(1)}`));
  if (pageChunk) visit(pageChunk);
  const gz = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(client, f))).length, 0);
  return { jsGzip: gz(js), jsFiles: js.size, cssGzip: gz(css), html: html.length, htmlGzip: gzipSync(html).length };
}

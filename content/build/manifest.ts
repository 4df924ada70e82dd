import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * Where the build keeps the bundler's manifest: beside the site, not in it. It names every source
 * file and page (admin blocks included) and the browser has no use for it, so it is never served.
 */
export const manifestFile = (distDir: string) => path.join(distDir, 'manifest.json');

export const readManifest = (distDir: string): BuildManifest =>
  JSON.parse(readFileSync(manifestFile(distDir), 'utf8')) as BuildManifest;

/**
 * Chunks, each after the chunks it imports (the entry's own excepted), as `/assets/…` paths: the
 * order a page's loader evaluates them in.
 */
export function chunksInOrder(manifest: BuildManifest, keys: readonly string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    order.push(`/${chunk.file}`);
  };
  for (const key of keys) visit(key);
  return order;
}

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

import { existsSync, readdirSync } from 'node:fs';
import { rasterSource, vectorSource } from '../../shared/images.ts';

/** Source image files in a folder, in a stable order. */
export function listSourceImages(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && (rasterSource.test(e.name) || vectorSource.test(e.name)))
    .map((e) => e.name)
    .sort();
}

import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What a build leaves beside the published folder for the next one (dist/build-record.json). */
export interface BuildRecord {
  /** The bundles' key (content/build/bundle-key.ts): the next build reuses the bundles when it has the same. */
  bundle: string;
  /** The settings the compressed copies were made with. */
  compression: string;
  /**
   * Each prerendered file (a path in dist/client) → the key of what it was rendered from but the
   * site record, the paths of the site record its render read, and the key of their values then.
   */
  pages: Record<string, PageRecord>;
}

export interface PageRecord {
  key: string;
  reads: string[];
  readsKey: string;
}

/** The record's file in a build's dist/ folder. */
export const buildRecordFile = (distDir: string) => path.join(distDir, 'build-record.json');

/** The bundles in a build's dist/ folder: the browser's, the prerenderer's and the bundler's manifest. */
const BUNDLE_PARTS = ['bundle', 'server', 'manifest.json'];

export function readBuildRecord(distDir: string): BuildRecord | undefined {
  try {
    return JSON.parse(readFileSync(buildRecordFile(distDir), 'utf8')) as BuildRecord;
  } catch {
    return undefined;
  }
}

/**
 * Gives a build folder (a build on publish's, a scratch site's) the bundles of the deployed build
 * when it has other ones or none, with their key: its next build reuses them if its code and
 * routes are the same (the key decides, as between two builds of one folder), instead of bundling
 * again, which is most of a first build's time. Its pages' records are kept: they name the
 * prerenderer they were rendered with, so a changed one renders them again. Answers whether it
 * copied anything.
 */
export function seedBundles(fromDist: string, toDist: string): boolean {
  const from = readBuildRecord(fromDist);
  if (!from || !BUNDLE_PARTS.every((part) => existsSync(path.join(fromDist, part)))) return false;
  const to = readBuildRecord(toDist);
  if (to?.bundle === from.bundle) return false;
  mkdirSync(toDist, { recursive: true });
  for (const part of BUNDLE_PARTS) {
    rmSync(path.join(toDist, part), { recursive: true, force: true });
    cpSync(path.join(fromDist, part), path.join(toDist, part), { recursive: true });
  }
  const record: BuildRecord = { bundle: from.bundle, compression: to?.compression ?? '', pages: to?.pages ?? {} };
  writeFileSync(buildRecordFile(toDist), JSON.stringify(record));
  return true;
}

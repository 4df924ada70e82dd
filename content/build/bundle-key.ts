import { createHash, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { CompiledSite } from '../compile';

/** The folders of code the bundles are made from (pages/ is content: it reaches them as `bundleContent`). */
const CODE_FOLDERS = ['admin', 'blocks', 'content', 'schema', 'shared', 'src', 'ui'];
/** The root files that shape a bundle: its HTML template, the dependencies' versions, the compiler settings. */
const CODE_FILES = ['index.html', 'package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts'];

/**
 * What of the content the bundles carry when pages are data files (content-plugin.ts, `files`):
 * the route list, and the site's theme and the themes pages pick (the stylesheet). The site record
 * and a page's text are data files, and the images the build publishes itself: an edit to a page,
 * a fact, a photo or a testimonial published leaves the bundles as they are.
 */
function bundleContent(content: CompiledSite & { loaded: true }) {
  return {
    theme: content.site.theme,
    routes: content.pages.map((page) => [page.file, page.def.path, page.def.aliases, page.def.theme ?? null]),
  };
}

/** Every file of the code folders and root files, by path and content, into a hash. */
export function hashCode(root: string, hash: Hash): Hash {
  const add = (relative: string) => {
    hash
      .update(relative)
      .update('\0')
      .update(readFileSync(path.join(root, relative)))
      .update('\0');
  };
  for (const folder of CODE_FOLDERS) {
    if (!existsSync(path.join(root, folder))) continue;
    const files = readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(folder, file))
      .filter((file) => statSync(path.join(root, file)).isFile())
      .sort();
    for (const file of files) add(file);
  }
  for (const file of CODE_FILES) if (existsSync(path.join(root, file))) add(file);
  return hash;
}

/**
 * Names everything the two bundles (browser and prerenderer) are made from: every file of the code
 * folders and root files, by content, the content they carry and NODE_ENV. Equal keys,
 * equal bundles: a build whose key is the last one's reuses that build's bundles, and a change to
 * any of it (a file added or removed included) bundles again. It hashes the whole code, not the
 * files one bundle happens to import: a little more work, and nothing a bundle reads is left out.
 */
export function bundleKey(root: string, content: CompiledSite & { loaded: true }): string {
  return (
    hashCode(root, createHash('sha256'))
      // NODE_ENV picks React's build and what the bundler replaces `process.env.NODE_ENV` with (a test runner sets it).
      .update(JSON.stringify({ content: bundleContent(content), nodeEnv: process.env.NODE_ENV ?? null }))
      .digest('hex')
  );
}

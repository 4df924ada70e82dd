import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { seedBundles } from '../../shared/build-record';

/** The repository the server runs from: the code a build on publish builds with. */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The folders of code a build reads, copied into the build's folder (the stylesheet compiler wants them inside its root). */
const CODE_FOLDERS = ['admin', 'blocks', 'content', 'pages', 'schema', 'shared', 'src', 'ui'];
/**
 * Files at the root a build reads, and those the bundles' key hashes besides (the dependencies'
 * versions, the bundler's settings), so the key says the same in the build's folder as here.
 */
const CODE_FILES = ['index.html', 'package.json', 'tsconfig.json', 'package-lock.json', 'vite.config.ts'];
/** Large and only read: linked, not copied (the bundler's caches live in node_modules/.vite and are shared). */
const LINKED = ['images', 'node_modules'];

const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => !file.split(path.sep).some((part) => part.startsWith('.')))
        .filter((file) => statSync(path.join(dir, file)).isFile())
        .sort()
    : [];

/**
 * The code version: SHA-256 over every file a build reads from the code (the folders above, the
 * root files, the lockfile) and the images' names and sizes (their bytes are the encoder's to
 * read; a changed photo keeps its size rarely, and the image cache is keyed by bytes anyway). Two
 * instances deployed from the same code agree on it with no git and no build step; a deploy that
 * changes anything the site is built from changes it, and the first instance of the new code
 * builds the live release again. About 50 ms on this site, once per start.
 */
export function computeCodeVersion(root = repoRoot): string {
  const hash = createHash('sha256');
  for (const folder of CODE_FOLDERS)
    for (const file of filesUnder(path.join(root, folder)))
      hash
        .update(`${folder}/${file}\0`)
        .update(readFileSync(path.join(root, folder, file)))
        .update('\0');
  for (const file of CODE_FILES) {
    const full = path.join(root, file);
    if (existsSync(full)) hash.update(`${file}\0`).update(readFileSync(full)).update('\0');
  }
  for (const file of filesUnder(path.join(root, 'images')))
    hash.update(`images/${file}\0${statSync(path.join(root, 'images', file)).size}\0`);
  return hash.digest('hex').slice(0, 32);
}

/**
 * Makes `workRoot` a site to build with the code of `root`: the code copied in again when its
 * code version is not the one copied last (the build's own dist/ stays, so the next build is
 * incremental), images and node_modules linked, and the bundles of `root`'s own build (the
 * deployed one) given to it when they are not the ones it has: a first build after a deploy
 * reuses them rather than bundling again, if its key says they are what it would make.
 */
export function prepareBuildRoot(workRoot: string, codeVersion: string, root = repoRoot): void {
  mkdirSync(workRoot, { recursive: true, mode: 0o700 });
  const marker = path.join(workRoot, '.code-version');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === codeVersion) return;
  for (const folder of CODE_FOLDERS) {
    rmSync(path.join(workRoot, folder), { recursive: true, force: true });
    cpSync(path.join(root, folder), path.join(workRoot, folder), { recursive: true });
  }
  for (const file of CODE_FILES)
    if (existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(workRoot, file));
  for (const big of LINKED)
    if (!existsSync(path.join(workRoot, big))) symlinkSync(path.join(root, big), path.join(workRoot, big));
  seedBundles(path.join(root, 'dist'), path.join(workRoot, 'dist'));
  writeFileSync(marker, codeVersion);
}

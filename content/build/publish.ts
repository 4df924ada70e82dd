import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A compressed copy the build writes beside a published file (content/build/precompress.ts). */
const copyOf = /\.(br|gz)$/;

/**
 * Writes a build's files into the published folder the way a rebuild should: a file whose bytes
 * are already there is left alone (its date too, so caches and the server's Last-Modified hold),
 * and what this build did not publish goes at the end. The folder is never emptied first, so a
 * one-page edit rewrites that page and nothing else, and a visitor never meets a half-empty site.
 */
export function publisher(dir: string) {
  const published = new Set<string>();
  const written = new Set<string>();
  return {
    /** Publishes one file (a path inside the folder); true when its bytes changed and it was written. */
    write(relative: string, data: string | Buffer): boolean {
      published.add(relative);
      const full = path.join(dir, relative);
      const bytes = typeof data === 'string' ? Buffer.from(data) : data;
      if (existsSync(full) && statSync(full).size === bytes.length && readFileSync(full).equals(bytes)) return false;
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, bytes);
      written.add(relative);
      return true;
    },
    /** Keeps a file an earlier build published, as it is (a page whose inputs did not change). */
    keep(relative: string): boolean {
      if (!existsSync(path.join(dir, relative))) return false;
      published.add(relative);
      return true;
    },
    /** The files this build wrote (changed or new). */
    written: written as ReadonlySet<string>,
    /**
     * Removes every file this build did not publish (a removed page, an old hashed asset), and the
     * compressed copies of those, then the folders left empty; returns what it removed.
     */
    removeStale(): string[] {
      const removed: string[] = [];
      const entries = existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];
      for (const relative of entries) {
        const full = path.join(dir, relative);
        if (!statSync(full, { throwIfNoEntry: false })?.isFile()) continue;
        const source = copyOf.test(relative) ? relative.slice(0, -3) : relative;
        if (published.has(source)) continue;
        rmSync(full, { force: true });
        removed.push(relative);
      }
      // Deepest first, so a folder emptied by its sub-folder's removal goes too.
      const folders = entries.filter((relative) =>
        statSync(path.join(dir, relative), { throwIfNoEntry: false })?.isDirectory(),
      );
      for (const folder of folders.sort((a, b) => b.length - a.length))
        if (readdirSync(path.join(dir, folder)).length === 0) rmdirSync(path.join(dir, folder));
      return removed;
    },
  };
}

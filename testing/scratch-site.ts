import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareBuildRoot } from '../server/site-build/code';

const repo = path.resolve(import.meta.dirname, '..');

/**
 * A scratch copy of the site to build and edit, made as the build on publish makes its own
 * (server/site-build/code.ts): the code copied (the stylesheet compiler wants it inside the root),
 * images and node_modules linked. `remove()` deletes every copy made.
 */
export function scratchSites(prefix: string) {
  const roots: string[] = [];
  return {
    make(): string {
      const root = mkdtempSync(path.join(tmpdir(), prefix));
      roots.push(root);
      prepareBuildRoot(root, 'scratch', repo);
      return root;
    },
    remove(): void {
      for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * `npm run build` in `root`, as the command runs it: a new process, without the test runner's
 * NODE_ENV (which would make another bundle) or an owner content folder of the caller's. Answers
 * what it printed.
 */
export function buildScratchSite(root: string, ...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts/build.ts'), ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: undefined, OWNER_CONTENT_DIR: undefined },
    stdio: 'pipe',
    encoding: 'utf8',
  });
}

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { loadSiteOrExit } from '../content/site-file';
import { startServer } from '../server/main';

/** The site file, checked like content: a mistake in it prints its problem list and exits. */
const site = await loadSiteOrExit();

/** Newest modification time of the sources the site is built from. */
function newestSource(root: string): number {
  let newest = 0;
  for (const dir of ['pages', 'blocks', 'content', 'src', 'ui', 'admin', 'schema', 'shared', 'images']) {
    if (!existsSync(path.join(root, dir))) continue;
    for (const file of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (file.split(path.sep).some((part) => part === 'node_modules' || part.startsWith('.'))) continue;
      const stat = statSync(path.join(root, dir, file));
      if (stat.isFile()) newest = Math.max(newest, stat.mtimeMs);
    }
  }
  for (const file of ['index.html', 'vite.config.ts'])
    newest = Math.max(newest, statSync(path.join(root, file)).mtimeMs);
  return newest;
}

/** `npm start`: build the site if it is missing or older than its sources, then serve it. */
const root = process.cwd();
const builtAt = path.join(root, 'dist/client/index.html');
if (!existsSync(builtAt) || statSync(builtAt).mtimeMs < newestSource(root)) {
  console.log('The built site is missing or older than its sources: building it first…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await startServer(site);

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { startServer } from '../server/main';

/** Newest modification time of the sources the site is built from. */
function newestSource(root: string): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const full = path.join(dir, name);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const dir of ['pages', 'blocks', 'src', 'ui', 'admin', 'schema', 'shared', 'images'])
    if (existsSync(path.join(root, dir))) walk(path.join(root, dir));
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
await startServer();

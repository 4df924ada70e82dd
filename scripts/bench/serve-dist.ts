import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSiteOrExit } from '../../content/site-file';
import { buildApp } from '../../server/app';
import { loadEnv } from '../../server/env';

/** The site file, checked like content: a mistake in it prints its problem list and exits. */
const site = await loadSiteOrExit();

/** Serves a built dist/ on a random local port, for a benchmark to measure. */
export async function serveDist(distDir: string) {
  // An embedded database in a temp folder: a bench must not touch ./data or a running server's.
  const env = loadEnv({
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'rl-bench-')),
  });
  const app = await buildApp({ site, distDir: path.join(distDir, 'client'), env });
  return { app, base: await app.listen({ host: '127.0.0.1', port: 0 }) };
}

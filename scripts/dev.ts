import process from 'node:process';
import { createServer } from 'vite';
import { buildApp } from '../server/app';
import { loadSiteOrExit } from '../content/site-file';
import { loadCities } from '../content/cities';

/** The site file, checked like content: a mistake in it prints its problem list and exits. */
const site = await loadSiteOrExit();

/**
 * `npm run dev`: the site with hot reload at http://localhost:3000, and the API server behind the
 * same URL (Vite proxies /trpc and /api to it), so the browser sees one origin as in production.
 */
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);
process.env.API_PORT = String(apiPort);

// Without a build there is no page index: the towns a storm may name come from the page files.
const api = await buildApp({ site, cities: await loadCities(), distDir: '/nonexistent', logger: false });
await api.listen({ host: '127.0.0.1', port: apiPort });
const vite = await createServer({ server: { port, host: '127.0.0.1', strictPort: true } });
await vite.listen();
vite.printUrls();

const stop = async () => {
  await vite.close();
  await api.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

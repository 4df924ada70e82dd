import process from 'node:process';
import { buildSite } from '../content/build/build-site';

/** `npm run build`: validate content, bundle, prerender every route, write sitemap/robots, precompress. */
const started = performance.now();
try {
  const result = await buildSite({ root: process.cwd(), log: (line) => console.log(line) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built ${result.pages} pages into dist/client in ${seconds}s.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

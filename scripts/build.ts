import process from 'node:process';
import { buildSite } from '../content/build/build-site';
import { applyContentFlag } from '../content/owner-content';

/**
 * `npm run build`: validate content, bundle, prerender every route, write sitemap/robots, precompress.
 * `npm run build -- --content <dir>` (or OWNER_CONTENT_DIR) builds with the owner's published content
 * of that export in place of the site file's values (README "Owner content").
 */
const started = performance.now();
try {
  const content = applyContentFlag(process.argv.slice(2));
  if (content) console.log(`Owner content: the export in ${content}.`);
  const result = await buildSite({ root: process.cwd(), log: (line) => console.log(line) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built ${result.pages} pages into dist/client in ${seconds}s.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

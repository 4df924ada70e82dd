import path from 'node:path';
import process from 'node:process';
import { listPageFiles, pathForFile } from '../content/load';
import { isZoneAnchor } from '../schema/page-sections';
import { zoneDeclaration, zoneKey } from '../schema/page-zones';

/**
 * The zones the code-defined pages declare, for the dashboard's page editor
 * (server/owner-content/page-zones.ts): `tsx scripts/zone-sources.ts` prints one line of JSON,
 * `{ "zones": [{ "key", "page", "pageLabel", "file", "start", "zone" }] }`: each zone's declaration
 * with the developer's sections, and where its first block sits in its page's blocks. A separate
 * process because the server may not load the site's content code. A page file that does not load
 * is left out (`npm run validate` names it); exit 1 when nothing could run.
 */
try {
  const root = process.cwd();
  const files = listPageFiles(root).filter((file) => !file.startsWith('pages/locations/'));
  const zones: unknown[] = [];
  for (const file of files) {
    const mod = (await import(path.join(root, file)).catch(() => undefined)) as
      | {
          default?: {
            path?: string;
            label?: string;
            seo?: { title?: string };
            zones?: unknown[];
            blocks?: { id?: unknown }[];
          };
        }
      | undefined;
    const page = mod?.default;
    if (!page?.zones?.length) continue;
    const pagePath = page.path ?? pathForFile(file);
    for (const given of page.zones) {
      const zone = zoneDeclaration.safeParse(given);
      if (!zone.success) continue;
      const start = (page.blocks ?? []).findIndex((block) => isZoneAnchor(zone.data.id, block.id));
      zones.push({
        key: zoneKey(pagePath, zone.data.id),
        page: pagePath,
        pageLabel: page.label ?? page.seo?.title ?? pagePath,
        file,
        start,
        zone: zone.data,
      });
    }
  }
  console.log(JSON.stringify({ zones }));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { SITE_FACTS_SEED } from '../../content/site-file';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The real site file's `site`, imported by a fixture site file that changes it. */
export const realSiteImport = `import { site as real } from ${JSON.stringify(path.join(repoRoot, 'pages/site.ts'))};`;

/**
 * A throwaway content root: the real site file (or `siteSource`, a site file's text), the owner's
 * seed (or `seed`, the business facts as data) and images plus the page files a test gives, as plain data.
 */
export function makeContentRoot(
  pages: Record<string, unknown>,
  options: { siteSource?: string; seed?: unknown } = {},
): { root: string; cleanup: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'ridgeline-content-'));
  mkdirSync(path.join(root, 'pages'), { recursive: true });
  writeFileSync(
    path.join(root, 'pages/site.ts'),
    options.siteSource ?? `export { site } from ${JSON.stringify(path.join(repoRoot, 'pages/site.ts'))};\n`,
  );
  const seed = path.join(root, SITE_FACTS_SEED);
  mkdirSync(path.dirname(seed), { recursive: true });
  if (options.seed === undefined) cpSync(path.join(repoRoot, SITE_FACTS_SEED), seed);
  else writeFileSync(seed, JSON.stringify(options.seed, null, 2));
  symlinkSync(path.join(repoRoot, 'images'), path.join(root, 'images'));
  for (const [file, value] of Object.entries(pages)) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, typeof value === 'string' ? value : `export default ${JSON.stringify(value, null, 2)};\n`);
  }
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

export const validSeo = (name: string) => ({
  title: `${name} | Ridgeline Roofing`,
  description: `Everything about ${name} from a veteran-owned roofer serving Tulsa since 2010 and the Kansas City metro since 2024.`,
});

/** The smallest site that passes: a home page, a 404 and every page the site file's nav links to. */
export function minimalPages(): Record<string, unknown> {
  const page = (p: string, name: string) => ({
    path: p,
    seo: validSeo(name),
    blocks: [{ type: 'Hero', heading: name }],
  });
  const pages: Record<string, unknown> = {
    'pages/index.ts': page('/', 'Home page'),
    'pages/404.ts': {
      path: '/404',
      seo: { ...validSeo('Not found'), noindex: true },
      blocks: [{ type: 'Hero', heading: '404' }],
    },
  };
  for (const p of [
    '/about',
    '/services',
    '/service-areas',
    '/have-storm-damage',
    '/financing',
    '/contact',
    '/services/roof-repair',
    '/services/roof-replacement',
    '/services/storm-damage',
    '/services/new-installation',
    '/services/roof-inspection',
    '/commercial/commercial-roofing',
    '/warranty',
    '/insurance-claims',
    '/privacy',
    '/terms',
    '/accessibility',
  ]) {
    pages[`pages${p}.ts`] = page(p, `Page ${p.split('/').pop()}`);
  }
  return pages;
}

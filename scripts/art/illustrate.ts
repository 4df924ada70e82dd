import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadSiteOrExit } from '../../content/site-file';
import { IMAGE_SOURCE_DIR, SOCIAL_IMAGE } from '../../shared/images';
import { photoOrDrawing, recordStandIns } from '../../content/stand-ins';
import { illustrations } from './illustrations';
import { socialCard } from './social-card';

/** The site file, checked like content: a mistake in it prints its problem list and exits. */
const site = await loadSiteOrExit();

/**
 * `npx tsx scripts/art/illustrate.ts`: draws the flat illustrations into images/, records each in
 * images/stand-ins.json with what a real photo should show, and draws the share card from the
 * home hero.
 */
const root = process.cwd();
for (const art of illustrations) {
  const file = path.join(root, IMAGE_SOURCE_DIR, art.file);
  const body = art.draw();
  writeFileSync(file, body);
  console.log(`${IMAGE_SOURCE_DIR}/${art.file}  ${(Buffer.byteLength(body) / 1024).toFixed(1)} KB`);
}

recordStandIns(
  root,
  Object.fromEntries(illustrations.map((art) => [art.file, { photograph: art.photograph, photo: art.photo }])),
);
console.log(`${IMAGE_SOURCE_DIR}/stand-ins.json updated`);

// The share card is drawn from the home hero (the owner's photo once it is in), so it follows it.
const card = path.join(root, 'src/public', SOCIAL_IMAGE);
await socialCard(
  path.join(root, IMAGE_SOURCE_DIR, photoOrDrawing(root, 'hero-tulsa-home', 'hero-home.svg')),
  site.company.name,
  site.company.tagline,
  card,
);
console.log(`src/public${SOCIAL_IMAGE}  1200×630  ${(statSync(card).size / 1024).toFixed(0)} KB`);

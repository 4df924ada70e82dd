import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_SOURCE_DIR } from '../../schema/images';
import { recordStandIns } from '../content/stand-ins';
import { illustrations } from './illustrations';

/**
 * `npx tsx scripts/art/illustrate.ts`: draws the flat illustrations into images/ and records every
 * stand-in picture (these and the rendered photos of scripts/art/generate.ts) in
 * images/stand-ins.json, with what a real photo should show.
 */
const root = process.cwd();
for (const art of illustrations) {
  const file = path.join(root, IMAGE_SOURCE_DIR, art.file);
  const body = art.draw();
  writeFileSync(file, body);
  console.log(`${IMAGE_SOURCE_DIR}/${art.file}  ${(Buffer.byteLength(body) / 1024).toFixed(1)} KB`);
}

/** The rendered stand-ins the gallery, home and city pages still show, and the photo each waits for. */
const renderedPhotos: Record<string, string> = {
  'hero-tulsa-home.jpg': 'a finished roof on a Tulsa home, the crew and truck in view if possible',
  'city-oklahoma.jpg': 'a Green Country home the crew roofed (the Oklahoma city pages)',
  'city-kansas.jpg': 'a Kansas City metro home the crew roofed (the Kansas and Missouri city pages)',
  'hail-reroof-south-tulsa.jpg': 'the South Tulsa hail claim re-roof, finished',
  'metal-broken-arrow.jpg': 'the standing-seam metal roof in Broken Arrow',
  'historic-jenks.jpg': 'the slate-look shingles on the 1920s Jenks bungalow',
  'new-build-bixby.jpg': 'the impact-rated shingles on the new Bixby home',
  'tpo-retail-tulsa.jpg': 'the TPO overlay on the Tulsa retail center',
  'leak-repair-sand-springs.jpg': 'the rebuilt chimney flashing in Sand Springs',
  'luxury-leawood.jpg': 'the designer shingles and copper valleys in Leawood',
  'epdm-church-overland-park.jpg': 'the EPDM roof on the Overland Park fellowship hall',
};
recordStandIns(root, {
  ...Object.fromEntries(Object.entries(renderedPhotos).map(([file, photograph]) => [file, { photograph }])),
  ...Object.fromEntries(illustrations.map((art) => [art.file, { photograph: art.photograph, photo: art.photo }])),
});
console.log(`${IMAGE_SOURCE_DIR}/stand-ins.json updated`);

import { statSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { IMAGE_SOURCE_DIR } from '../../schema/images';
import { develop } from './photo';
import { seeded } from './random';
import { scenes } from './scenes';
import { socialCard } from './social-card';
import { site } from '../../pages/site';
import { SOCIAL_IMAGE } from '../../schema/images';

/**
 * `npx tsx scripts/art/generate.ts [name…]`: draws the site's stand-in photographs into images/
 * (roofs in true perspective, developed like a photo: depth of field, grain, vignette). They are
 * placeholders for the owner's own photos, which replace them file for file.
 * `--preview <dir>` writes PNGs there instead, for looking at while tuning a scene.
 */
const args = process.argv.slice(2);
const previewAt = args.indexOf('--preview');
const previewDir = previewAt >= 0 ? args[previewAt + 1] : undefined;
const wanted = args.filter((a, i) => !a.startsWith('--') && (previewAt < 0 || i !== previewAt + 1));
const outDir = path.join(process.cwd(), IMAGE_SOURCE_DIR);

for (const scene of scenes) {
  if (wanted.length && !wanted.some((w) => scene.file.startsWith(w))) continue;
  const rng = seeded(scene.seed);
  const { svg, lens } = scene.draw(rng);
  const photo = await develop(svg, lens, rng);
  if (previewDir) {
    const file = path.join(previewDir, scene.file.replace(/\.jpg$/, '.png'));
    await photo.png().toFile(file);
    console.log(`preview ${file}`);
  } else {
    const file = path.join(outDir, scene.file);
    // Mozjpeg at 82 keeps the grain without blocking; sources stay well under 300 KB.
    await photo.jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: '4:2:0' }).toFile(file);
    console.log(`${IMAGE_SOURCE_DIR}/${scene.file}  ${scene.width}×${scene.height}  ${(statSync(file).size / 1024).toFixed(0)} KB`);
  }
}

// The share card is drawn from the home hero, so it follows any redraw of it.
if (!previewDir && (!wanted.length || wanted.some((w) => 'og-image'.startsWith(w) || 'hero-tulsa-home.jpg'.startsWith(w)))) {
  const file = path.join(process.cwd(), 'src/public', SOCIAL_IMAGE);
  await socialCard(path.join(outDir, 'hero-tulsa-home.jpg'), site.company.name, 'Roofing in Tulsa and the Kansas City metro since 2010', file);
  console.log(`src/public${SOCIAL_IMAGE}  1200×630  ${(statSync(file).size / 1024).toFixed(0)} KB`);
}

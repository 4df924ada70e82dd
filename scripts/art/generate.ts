import { statSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { IMAGE_SOURCE_DIR } from '../../schema/images';
import { develop } from './photo';
import { seeded } from './random';
import { scenes } from './scenes';

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

import { compileSite } from '../content/compile';
import { currentStandIns } from '../content/stand-ins';

/**
 * `npm run images:report`: every page still showing a stand-in picture (a drawing or a rendered
 * placeholder, unchanged since it was drawn), and what photo would replace each. Drop the photo into
 * images/ under the same file name and it leaves this list.
 */
const root = process.cwd();
const standIns = currentStandIns(root);
const content = await compileSite(root);

/** Every image file a page names, wherever it sits in its blocks. */
function imagesOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) imagesOf(item, found);
  else if (value && typeof value === 'object') {
    const src = (value as { src?: unknown }).src;
    if (typeof src === 'string' && /\.(jpe?g|png|webp|avif|svg)$/i.test(src)) found.add(src);
    for (const item of Object.values(value)) imagesOf(item, found);
  }
  return found;
}

const pages = content.pages
  .map((loaded) => ({
    path: loaded.def.path,
    standIns: [...imagesOf(loaded.def.blocks)].filter((file) => standIns.has(file)),
  }))
  .filter((page) => page.standIns.length)
  .sort((a, b) => a.path.localeCompare(b.path));

if (!pages.length) {
  console.log('No page shows a stand-in picture: every picture is a real photo.');
} else {
  console.log(`${pages.length} of ${content.pages.length} pages still show a stand-in picture:\n`);
  for (const page of pages) console.log(`  ${page.path.padEnd(34)} ${page.standIns.join(', ')}`);
  const used = new Set(pages.flatMap((page) => page.standIns));
  console.log(`\nPhotos to take, and the name to save each under in images/:\n`);
  for (const file of [...used].sort()) {
    const record = standIns.get(file)!;
    const saveAs = record.photo ? `${record.photo}.jpg` : file;
    console.log(`  ${saveAs.padEnd(36)} ${record.photograph}`);
  }
}

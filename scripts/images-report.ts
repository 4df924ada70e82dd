import { compileSite } from '../content/compile';
import { currentStandIns, pagesShowingStandIns } from '../content/stand-ins';

/**
 * `npm run images:report`: every page still showing a stand-in picture (a drawing or a rendered
 * placeholder, unchanged since it was drawn), and what photo would replace each. Drop the photo into
 * images/ under the same file name and it leaves this list.
 */
const root = process.cwd();
const standIns = currentStandIns(root);
const content = await compileSite(root);

const pages = pagesShowingStandIns(content.pages, standIns);

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

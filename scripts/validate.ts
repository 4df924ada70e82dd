import process from 'node:process';
import { loadContent } from './content/load';
import { formatReport } from './content/problems';
import { checkContent } from './content/rules';

/** `npm run validate`: the content gate. Lists every problem at once; exit 1 if there is any. */
const root = process.cwd();
const { site, pages, images, problems } = await loadContent(root);
const all = problems.length ? problems : checkContent(pages, site, images);
if (all.length) {
  console.error(formatReport(all));
  process.exit(1);
}
const cities = pages.filter((p) => p.def.city).length;
console.log(
  `Content OK: ${pages.length} page files (${cities} cities), every link resolves, structured data complete.`,
);

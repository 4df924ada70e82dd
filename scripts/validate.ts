import process from 'node:process';
import { compileSite, ownerCityNotes } from '../content/compile';
import { ownerZoneNotes } from '../content/owner-zones';
import { applyContentFlag } from '../content/owner-content';
import { formatReport } from '../content/problems';

/**
 * `npm run validate`: the content gate. Lists every problem at once; exit 1 if there is any.
 * `-- --content <dir>` checks the site with the owner's content of that export (README "Owner content").
 */
try {
  applyContentFlag(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const { pages, problems, ownerCities, ownerZones } = await compileSite(process.cwd());
for (const note of [...ownerCityNotes(process.cwd(), ownerCities), ...ownerZoneNotes(ownerZones)])
  console.log(`Note: ${note}.`);
if (problems.length) {
  console.error(formatReport(problems));
  process.exit(1);
}
const cities = pages.filter((p) => p.def.city).length;
console.log(`Content OK: ${pages.length} pages (${cities} cities), every link resolves, structured data complete.`);

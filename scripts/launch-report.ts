import { compileSite } from '../content/compile';
import { applyContentFlag } from '../content/owner-content';
import { formatReport } from '../content/problems';
import { LAUNCH_KINDS, launchItems } from '../content/launch-report';

/**
 * `npm run launch:report`: everything the owner must supply or confirm before the site goes live
 * (photos, licence numbers, insurance, certifications, the review link, the founder, wording for
 * counsel), grouped by kind, each with the file and field to edit. Change it there and it leaves
 * the list; a photo leaves it when it is saved under the name given.
 */
try {
  applyContentFlag(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const root = process.cwd();
const content = await compileSite(root);
if (!content.loaded || content.problems.length) {
  console.error(formatReport(content.problems));
  process.exit(1);
}
const items = launchItems(root, content);
if (!items.length) {
  console.log('Ready to launch: nothing on the site is a stand-in.');
} else {
  console.log(`${items.length} things to supply or confirm before launch:\n`);
  for (const [kind, title] of Object.entries(LAUNCH_KINDS)) {
    const group = items.filter((item) => item.kind === kind);
    if (!group.length) continue;
    console.log(`${title} (${group.length})`);
    for (const item of group) {
      console.log(`  - ${item.todo}`);
      const pages = item.pages ?? [];
      const shown = `${pages.slice(0, 4).join(', ')}${pages.length > 4 ? ` and ${pages.length - 4} more` : ''}`;
      if (item.kind === 'photo') console.log(`    shown on ${shown}`);
      else console.log(`    edit: ${item.field ? `${item.file} › ${item.field}` : item.file}`);
    }
    console.log('');
  }
}

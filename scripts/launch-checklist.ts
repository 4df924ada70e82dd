import process from 'node:process';
import type { LaunchChecklist, LaunchChecklistItem } from '../schema/owner-content/launch-checklist';
import { factsPathOf, siteFactsFromSite } from '../schema/owner-content/site-facts';
import { compileSite } from '../content/compile';
import { LAUNCH_KINDS, type LaunchItem, launchItems, launchSummary } from '../content/launch-report';
import { applyContentFlag, OWNER_FACTS_SOURCE } from '../content/owner-content';
import { formatReport } from '../content/problems';
import { loadSite } from '../content/site-file';

/**
 * The launch checklist for the dashboard: `tsx scripts/launch-checklist.ts --content <dir>` prints
 * one line of JSON (schema/owner-content/launch-checklist.ts): the items `npm run launch:report`
 * lists with that content export, each with where the owner supplies it, and the site file's items
 * the export has done. Run by the server (server/owner-content/checklist.ts), which may not load
 * content code. Exit 0 with the JSON; 1 when the site could not be read (the message on stderr).
 */
const root = process.cwd();
try {
  // The site file alone first (no export named yet): what the owner started from.
  const startedFrom = await loadSite(root);
  if (!startedFrom.site) throw new Error(formatReport(startedFrom.problems));
  applyContentFlag(process.argv.slice(2));
  const content = await compileSite(root);
  if (!content.loaded || content.problems.length) throw new Error(formatReport(content.problems));

  const facts = siteFactsFromSite(content.site);
  const keyOf = (item: LaunchItem) => `${item.kind}:${item.file}:${item.field ?? item.slot ?? item.todo}`;
  const entryOf = (item: LaunchItem): LaunchChecklistItem => {
    const factsPath =
      item.field && item.file === OWNER_FACTS_SOURCE
        ? factsPathOf(sitePath(item.field), content.site, facts)
        : undefined;
    return {
      key: keyOf(item),
      kind: item.kind,
      group: LAUNCH_KINDS[item.kind],
      todo: item.todo,
      place: item.field ? `${item.file} › ${item.field}` : item.file,
      ...(factsPath && { factsPath: factsPath.join('.') }),
      ...(item.slot && { photoSlot: item.slot }),
      ...(item.pages && { pages: item.pages }),
    };
  };
  const left = launchItems(root, content);
  const leftKeys = new Set(left.map(keyOf));
  const startedWith = launchItems(root, { site: startedFrom.site, pages: content.pages });
  const done = startedWith.filter((item) => !leftKeys.has(keyOf(item)));
  const checklist: LaunchChecklist = {
    items: left.map(entryOf),
    done: done.map(entryOf),
    total: left.length + done.length,
    summary: launchSummary(left),
  };
  console.log(JSON.stringify(checklist));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/** `proof.registrations[0]` → ['proof', 'registrations', 0]: a launch item's field as a path. */
function sitePath(field: string): (string | number)[] {
  return field
    .split(/\.|\[(\d+)\]/)
    .filter((step) => step !== undefined && step !== '')
    .map((step) => (/^\d+$/.test(step) ? Number(step) : step));
}

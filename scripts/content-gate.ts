import process from 'node:process';
import { compileSite } from '../content/compile';
import { applyContentFlag, gateProblemOf } from '../content/owner-content';

/**
 * The content gate on the whole site with a content export applied, for the server's publish:
 * `tsx scripts/content-gate.ts --content <dir>` runs the checks `npm run validate` runs and prints
 * one line of JSON, `{ "pages": 57, "problems": [{ "path", "where", "message" }] }` (no problems: the
 * release may go live). A separate process because the server may not load the site's content code.
 * Exit 0 when the check ran, whatever it found; 1 when it could not run (the message on stderr).
 */
try {
  applyContentFlag(process.argv.slice(2));
  const { pages, problems } = await compileSite(process.cwd());
  console.log(JSON.stringify({ pages: pages.length, problems: problems.map(gateProblemOf) }));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

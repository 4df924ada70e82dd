import { loadSiteOrExit } from '../content/site-file';
import { startServer } from '../server/main';

/** The site file, checked like content: a mistake in it prints its problem list and exits. */
const site = await loadSiteOrExit();

/** The server alone on the site as built (no build step, unlike `npm start`): what tests and benches start. */
await startServer(site);

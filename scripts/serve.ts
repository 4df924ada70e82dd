import { site } from '../pages/site';
import { startServer } from '../server/main';

/** The server alone on the site as built (no build step, unlike `npm start`): what tests and benches start. */
await startServer(site);

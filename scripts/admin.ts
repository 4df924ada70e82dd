import process from 'node:process';
import { loadSiteOrExit } from '../content/site-file';
import { runAdminCli } from './admin/cli';
import { confirm, interactive, promptHidden } from './admin/prompt';

/** The site file, checked like content: a mistake in it prints its problem list and exits. */
const site = await loadSiteOrExit();

/** `npm run admin -- <command>`: accounts, admin rights and storms from the command line (see scripts/admin/cli.ts). */
const outcome = await runAdminCli(process.argv.slice(2), {
  env: process.env,
  now: () => new Date(),
  company: site.company.name,
  theme: site.theme,
  timeZone: site.timeZone,
  questions: ({ yes }) => ({
    async password() {
      if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
      if (!interactive()) return undefined;
      const first = await promptHidden('Password for the new admin (10+ characters): ');
      const again = await promptHidden('Type it again: ');
      if (first !== again)
        throw Object.assign(new Error('The two passwords differ; nothing was created.'), { exitCode: 1 });
      return first;
    },
    async confirm(question) {
      if (yes) return true;
      return interactive() ? confirm(question) : undefined;
    },
  }),
}).catch((error: Error & { exitCode?: number }) => ({ code: error.exitCode ?? 1, err: error.message, out: undefined }));

if (outcome.out) console.log(outcome.out);
if (outcome.err) console.error(outcome.err);
process.exitCode = outcome.code;

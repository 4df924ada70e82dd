import { runAdminCli } from '../../scripts/admin/cli';
import type { Finished } from '../../testing/processes';
import { site } from './site';

/**
 * `npm run admin -- <args>` run in the test's own process: the command scripts/admin.ts runs, on the
 * database `env` names, its answer as the script prints it. A real process costs several seconds
 * (Node, the loader, the site file, the city pages), so a file runs its commands here and keeps one
 * real process for what only the script does (its exit code, its output). As with no terminal, the
 * password is ADMIN_PASSWORD's and a question is answered by --yes or not at all.
 */
export async function adminInProcess(args: string[], env: Record<string, string | undefined>): Promise<Finished> {
  const outcome = await runAdminCli(args, {
    env: Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)),
    now: () => new Date(),
    company: site.company.name,
    theme: site.theme,
    timeZone: site.timeZone,
    questions: ({ yes }) => ({
      password: async () => env.ADMIN_PASSWORD,
      confirm: async () => (yes ? true : undefined),
    }),
  });
  return {
    code: outcome.code,
    stdout: outcome.out === undefined ? '' : `${outcome.out}\n`,
    stderr: outcome.err === undefined ? '' : `${outcome.err}\n`,
  };
}

import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../server/db/connect';
import { DatabaseBusyError } from '../../server/db/embedded/data-dir-lock';
import { isDatabaseUnavailable } from '../../server/db/errors';
import { migrateToLatest } from '../../server/db/migrate';
import { type Env, loadEnv } from '../../server/env';
import type { MailBrand } from '../../server/mail/compose';
import {
  checkEmail,
  checkRole,
  createAdmin,
  EXIT,
  grantAdmin,
  listAll,
  resetTwoStep,
  revokeAdmin,
  type Outcome,
  type Questions,
} from '../../server/admin/commands';
import { stormEnd, stormList, stormStart } from '../../server/storm/commands';
import { loadCities } from '../../content/cities';

export const USAGE = `Usage: npm run admin -- <command>

  create <email> [--name "Full Name"] [--role R] [--yes]
                                                create a verified staff account; for an existing
                                                account, give it the role (after a yes)
  grant <email> [--role R]                      give an existing account its staff role
  revoke <email>                                take the account's staff role away
      R is owner (the default: everything), office (requests, storms, reports, reviews, drafts;
      no publishing, accounts or backups) or crew (their own account only, for now)
  reset-2fa <email>                             remove the account's passkeys, authenticator app and
                                                recovery codes and end its sessions (a lost phone);
                                                the owner is mailed
  list                                          every account: role, verified, email, name

  storm start --name "<name>" --date YYYY-MM-DD --cities tulsa,broken-arrow[,…]
              [--until YYYY-MM-DD] [--hail "1.75 in"] [--message "<text>"]
                                                declare a storm: every page shows its banner and
                                                /storm its story at once, until the end of --until
                                                (default: 30 days after --date, office time); one
                                                storm at a time; towns are city page slugs
  storm end                                     end the active storm now
  storm list                                    every storm: state, dates, towns

The password for "create" comes from a hidden prompt, or from ADMIN_PASSWORD when there is no
terminal. Works while the server runs on the embedded database (through the server) and without it.
Exit codes: 0 done, 1 usage or validation (weak password, bad email, declined), 2 no such account,
3 database busy or unreachable.`;

export interface CliContext {
  env: NodeJS.ProcessEnv;
  questions: (options: { yes: boolean }) => Questions;
  now: () => Date;
  /** The company's name from the site file (passwords built from it are refused). */
  company: string;
  /** The site's look, for the mails a command sends. */
  theme: MailBrand['theme'];
  /** The site file's time zone: a storm's days are the office's days. */
  timeZone: string;
}

type Command = (db: DatabaseHandle['db'], env: Env) => Promise<Outcome>;

const OPTIONS = {
  name: { type: 'string' },
  date: { type: 'string' },
  cities: { type: 'string' },
  until: { type: 'string' },
  hail: { type: 'string' },
  message: { type: 'string' },
  role: { type: 'string' },
  yes: { type: 'boolean', short: 'y' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Reads the command line into the command to run against the database, or an outcome (usage, help, bad email). */
function parse(argv: string[], context: CliContext): Command | Outcome {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; options: typeof OPTIONS }>>;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    return { code: EXIT.usage, err: `${(error as Error).message}\n\n${USAGE}` };
  }
  const [command, target, ...extra] = parsed.positionals;
  if (parsed.values.help || command === 'help') return { code: EXIT.ok, out: USAGE };
  if (!command) return { code: EXIT.usage, err: USAGE };
  if (extra.length > 0 && command !== 'storm')
    return { code: EXIT.usage, err: `Unexpected: ${extra.join(' ')} (put a name with spaces in quotes).\n\n${USAGE}` };

  if (command === 'list') return (db) => listAll(db);
  if (command === 'storm') return parseStorm(target, extra, parsed.values, context);
  if (!['create', 'grant', 'revoke', 'reset-2fa'].includes(command))
    return { code: EXIT.usage, err: `Unknown command "${command}".\n\n${USAGE}` };
  if (!target)
    return {
      code: EXIT.usage,
      err: `"${command}" needs an email address: npm run admin -- ${command} someone@example.com`,
    };
  const email = checkEmail(target);
  if (typeof email !== 'string') return email;
  const role = checkRole(parsed.values.role);
  if (typeof role !== 'string') return role;
  if (command === 'grant') return (db) => grantAdmin(db, email, role);
  if (command === 'revoke') return (db) => revokeAdmin(db, email);
  if (command === 'reset-2fa')
    return (db, env) =>
      resetTwoStep(
        db,
        email,
        { brand: { company: context.company, theme: context.theme }, siteUrl: env.SITE_URL },
        context.now(),
      );
  const ask = context.questions({ yes: parsed.values.yes ?? false });
  return (db) => createAdmin(db, email, parsed.values.name, ask, context.now(), context.company, role);
}

/** `storm start|end|list`: the storm record (server/storm/commands.ts). */
function parseStorm(
  action: string | undefined,
  extra: string[],
  values: { name?: string; date?: string; cities?: string; until?: string; hail?: string; message?: string },
  context: CliContext,
): Command | Outcome {
  if (extra.length > 0)
    return { code: EXIT.usage, err: `Unexpected: ${extra.join(' ')} (put a name or message with spaces in quotes).` };
  if (action === 'end') return (db) => stormEnd(db, context.now());
  if (action === 'list') return (db) => stormList(db, context.now());
  if (action !== 'start')
    return { code: EXIT.usage, err: `"storm" needs start, end or list: npm run admin -- storm list\n\n${USAGE}` };
  const missing = (['name', 'date', 'cities'] as const).filter((key) => !values[key]);
  if (missing.length > 0)
    return {
      code: EXIT.usage,
      err: `"storm start" needs ${missing.map((key) => `--${key}`).join(', ')}, e.g.\n  npm run admin -- storm start --name "Hail, Nov 24" --date 2026-11-24 --cities tulsa,broken-arrow`,
    };
  return async (db) =>
    stormStart(
      db,
      {
        name: values.name!,
        date: values.date!,
        cities: values.cities!.split(','),
        until: values.until,
        hail: values.hail,
        message: values.message,
      },
      { now: context.now(), timeZone: context.timeZone, cities: await loadCities() },
    );
}

/**
 * `npm run admin`: parses the command, opens the database the way the environment says (through
 * the running server when it owns the embedded folder), runs the command and returns what to print
 * and the exit code.
 */
export async function runAdminCli(argv: string[], context: CliContext): Promise<Outcome> {
  const command = parse(argv, context);
  if (typeof command !== 'function') return command;

  let env: Env;
  try {
    env = loadEnv(context.env);
  } catch (error) {
    return { code: EXIT.usage, err: (error as Error).message };
  }
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase(env, { command: 'npm run admin', joinRunningServer: true });
  } catch (error) {
    if (error instanceof DatabaseBusyError) return { code: EXIT.database, err: error.message };
    return { code: EXIT.database, err: `Cannot open the database: ${(error as Error).message}` };
  }
  try {
    try {
      await sql`select 1`.execute(handle.db);
    } catch (error) {
      return { code: EXIT.database, err: `Cannot reach the ${handle.location}: ${(error as Error).message}` };
    }
    // A folder this command opened itself may be brand new; the server migrates at start.
    if (handle.kind !== 'embedded-via-server') await migrateToLatest(handle.db);
    return await command(handle.db, env);
  } catch (error) {
    if (isDatabaseUnavailable(error))
      return { code: EXIT.database, err: `Cannot reach the ${handle.location}: ${(error as Error).message}` };
    throw error;
  } finally {
    await handle.close();
  }
}

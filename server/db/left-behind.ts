import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { embeddedDbDir, type Env } from '../env';
import type { Database } from './types';

/**
 * Setting DATABASE_URL switches to another database; the requests in the embedded one do not come
 * along. When the server starts on an empty PostgreSQL while DATA_DIR still holds an embedded
 * database, this says so and how to bring them over, instead of showing an empty dashboard.
 */
export async function embeddedLeftBehindWarning(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
  db: Kysely<Database>,
): Promise<string | undefined> {
  if (!env.DATABASE_URL) return undefined;
  const dir = embeddedDbDir(env);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) return undefined;
  const row = await db
    .selectFrom('contact_submissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(row.n) > 0) return undefined;
  return (
    `Warning: this PostgreSQL database has no contact requests, but ${dir} holds an embedded database from ` +
    'before DATABASE_URL was set. Its requests are not shown here. To bring them over, stop the server and run: ' +
    'npm run db:move -- --to "$DATABASE_URL"'
  );
}

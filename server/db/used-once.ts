import type { Kysely, Transaction } from 'kysely';
import type { Database } from './types';

/**
 * Records that a single-use thing (a form token's nonce, a signed webhook delivery) has been used,
 * in one statement every instance sees. True the first time, false ever after (until it expires,
 * when the thing it guards is refused for its age anyway).
 */
export async function spendOnce(
  db: Kysely<Database> | Transaction<Database>,
  key: string,
  expiresAt: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('used_once')
    .values({ key, expires_at: expiresAt })
    .onConflict((c) => c.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteExpiredUsedOnce(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('used_once').where('expires_at', '<=', now).execute();
}

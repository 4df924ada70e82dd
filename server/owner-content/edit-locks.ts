import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';

/**
 * Soft locks on the owner's pages: who has a page open in its editor, so a second person sees
 * "Jake Miller is editing this page since 10:02" and views it read-only or takes it over. Advisory
 * only: a save still names the version its editor had, and a stale one is refused whatever the lock
 * says (server/owner-content/documents.ts). A lock is one row per document (edit_locks); its editor
 * beats every 30 s, and a lock whose heartbeat is older than two minutes is free (a tab closed
 * without saying so, a laptop asleep). The lock is a person's: two tabs of one person both hold it.
 */

/** A lock whose heartbeat is older than this is free. */
export const LOCK_FREE_AFTER_MS = 2 * 60_000;
/** How often an editor beats (admin/pages/use-edit-lock.ts). */
export const HEARTBEAT_MS = 30_000;

export interface LockTarget {
  type: string;
  key: string;
  userId: string;
  now: Date;
}

export type LockState = { state: 'mine' } | { state: 'theirs'; holder: { name: string; since: Date } };

/** Who holds the lock now, in words (their name, or email when they gave none). */
async function holderOf(db: Kysely<Database>, target: LockTarget): Promise<LockState> {
  const row = await db
    .selectFrom('edit_locks')
    .innerJoin('users', 'users.id', 'edit_locks.user_id')
    .select(['edit_locks.user_id', 'edit_locks.since', 'users.full_name', 'users.email'])
    .where('document_type', '=', target.type)
    .where('document_key', '=', target.key)
    .executeTakeFirst();
  // Gone between the two statements (released): whoever asks next takes it.
  if (!row || row.user_id === target.userId) return { state: 'mine' };
  return { state: 'theirs', holder: { name: row.full_name || row.email, since: row.since } };
}

/**
 * Takes the lock if it is free (none, or its heartbeat is two minutes old) or already the caller's
 * (its heartbeat moved on, its `since` kept); else answers who holds it. One statement, so two
 * people opening a page at once get one lock between them. An editor's heartbeat is this too: it
 * answers `theirs` once someone took the page over, and takes the lock again if it had lapsed
 * while nobody else held it (a laptop woken up).
 */
export async function claimLock(db: Kysely<Database>, target: LockTarget): Promise<LockState> {
  const freeBefore = new Date(target.now.getTime() - LOCK_FREE_AFTER_MS);
  const claimed = await db
    .insertInto('edit_locks')
    .values({
      document_type: target.type,
      document_key: target.key,
      user_id: target.userId,
      since: target.now,
      heartbeat_at: target.now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['document_type', 'document_key'])
        .doUpdateSet({
          since: sql`case when edit_locks.user_id = excluded.user_id then edit_locks.since else excluded.since end`,
          user_id: sql`excluded.user_id`,
          heartbeat_at: sql`excluded.heartbeat_at`,
        })
        .where((eb) =>
          eb.or([eb('edit_locks.user_id', '=', target.userId), eb('edit_locks.heartbeat_at', '<', freeBefore)]),
        ),
    )
    .returning('user_id')
    .executeTakeFirst();
  if (claimed) return { state: 'mine' };
  return holderOf(db, target);
}

/** Takes the lock whoever holds it ("Take over"): their editor learns it at its next heartbeat. */
export async function takeOverLock(db: Kysely<Database>, target: LockTarget): Promise<LockState> {
  await db
    .insertInto('edit_locks')
    .values({
      document_type: target.type,
      document_key: target.key,
      user_id: target.userId,
      since: target.now,
      heartbeat_at: target.now,
    })
    .onConflict((conflict) =>
      conflict.columns(['document_type', 'document_key']).doUpdateSet({
        since: sql`case when edit_locks.user_id = excluded.user_id then edit_locks.since else excluded.since end`,
        user_id: sql`excluded.user_id`,
        heartbeat_at: sql`excluded.heartbeat_at`,
      }),
    )
    .execute();
  return { state: 'mine' };
}

/** Lets go of the caller's lock (the editor closed); someone else's is left alone. */
export async function releaseLock(db: Kysely<Database>, target: Omit<LockTarget, 'now'>): Promise<void> {
  await db
    .deleteFrom('edit_locks')
    .where('document_type', '=', target.type)
    .where('document_key', '=', target.key)
    .where('user_id', '=', target.userId)
    .execute();
}

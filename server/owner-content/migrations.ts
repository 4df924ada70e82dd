import type { Kysely, Transaction } from 'kysely';
import { noPhotos, photos } from '../../schema/owner-content/photos';
import { siteFacts, siteFactsFromSite } from '../../schema/owner-content/site-facts';
import type { Site } from '../../schema/site';
import type { Database } from '../db/types';
import { createDocument, readDocument } from './documents';

/** What a content migration may read: the site file as the server got it, and the clock. */
export interface ContentMigrationContext {
  site: Site;
  now: Date;
}

/**
 * A change to the owner's content made by code, like a database migration: it runs once, in the
 * transaction that records it in content_migrations, and what it writes is a revision of kind
 * `migration` in the document's history (the owner sees it; a later revision can undo it). A
 * developer who must change owner content after the seed writes another one; a migration that
 * has run is never edited.
 */
export interface ContentMigration {
  name: string;
  run(trx: Transaction<Database>, context: ContentMigrationContext): Promise<void>;
}

export const contentMigrations: readonly ContentMigration[] = [
  {
    // Today's business facts from pages/site.ts become the owner's document, live as they are.
    name: '2026-11-29-0300-seed-site-facts',
    async run(trx, { site, now }) {
      if (await readDocument(trx, siteFacts.type, siteFacts.singleton!)) return;
      await createDocument(trx, {
        type: siteFacts.type,
        key: siteFacts.singleton!,
        data: siteFactsFromSite(site),
        schemaVersion: siteFacts.schemaVersion,
        kind: 'migration',
        live: true,
        note: 'The business facts as pages/site.ts held them',
        now,
      });
    },
  },
  {
    // The photos document, every slot empty (its stand-in shows): a draft only, since the site
    // shows what an empty one means already; the owner's first photos publish make it live.
    name: '2026-11-29-0530-photos-document',
    async run(trx, { now }) {
      if (await readDocument(trx, photos.type, photos.singleton!)) return;
      await createDocument(trx, {
        type: photos.type,
        key: photos.singleton!,
        data: noPhotos,
        schemaVersion: photos.schemaVersion,
        kind: 'migration',
        live: false,
        note: 'No photos yet: every slot shows its stand-in',
        now,
      });
    },
  },
];

/**
 * Runs each content migration not yet recorded, in order, each in its own transaction with its
 * record; returns the names it ran. Two servers starting at once run each one once: the second
 * waits on the first's record and then finds it.
 */
export async function runContentMigrations(
  db: Kysely<Database>,
  context: ContentMigrationContext,
  migrations: readonly ContentMigration[] = contentMigrations,
): Promise<string[]> {
  const ran: string[] = [];
  for (const migration of migrations) {
    const applied = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('content_migrations')
        .values({ name: migration.name, applied_at: context.now })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .returning('name')
        .executeTakeFirst();
      if (!claimed) return false;
      await migration.run(trx, context);
      return true;
    });
    if (applied) ran.push(migration.name);
  }
  return ran;
}

/**
 * The content migrations of one server, run at start and awaited by whatever reads owner content;
 * a run that fails (the database down at start) is tried again by the next reader.
 */
export function contentMigrationsOnce(db: Kysely<Database>, context: () => ContentMigrationContext) {
  let done: Promise<void> | undefined;
  return (): Promise<void> => {
    done ??= runContentMigrations(db, context()).then(
      () => undefined,
      (error: unknown) => {
        done = undefined;
        throw error;
      },
    );
    return done;
  };
}

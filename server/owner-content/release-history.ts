import type { Kysely } from 'kysely';
import { fieldChanges } from '../../schema/owner-content/changes';
import { upgradeData } from '../../schema/owner-content/content-type';
import { fieldName } from '../../schema/owner-content/owner-words';
import { siteFacts } from '../../schema/owner-content/site-facts';
import type { Database } from '../db/types';
import { listReleases, type ReleaseItem, type ReleaseSummary } from './publish';

/** A field a release changed, named as the form names it, with the value before and after. */
export interface ReleaseFieldChange {
  path: string;
  where: string;
  before: unknown;
  after: unknown;
}

/** A release as the editor's history shows it: who made it (by name), and what it changed. */
export interface ReleaseHistoryEntry extends Omit<ReleaseSummary, 'authorId'> {
  author: { name: string; email: string } | null;
  /**
   * The business facts' fields it changes against what the site showed before it: the release live
   * before it, or the facts first seeded when none was. Empty when it changes nothing there.
   */
  changes: ReleaseFieldChange[];
  /** Which release it is compared with (null: the seed). */
  comparedWith: number | null;
}

const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * The releases, newest first, each with the fields it changed: the history's readable diff. Each
 * is compared with the nearest earlier release that went live (what the site showed when it was
 * made; a failed one too, so its refused change reads the same), the first with the seed.
 */
export async function releaseHistory(db: Kysely<Database>, limit = 50): Promise<ReleaseHistoryEntry[]> {
  const releases = await listReleases(db, limit);
  if (!releases.length) return [];
  const doc = await db
    .selectFrom('documents')
    .select('id')
    .where('type', '=', siteFacts.type)
    .where('key', '=', siteFacts.singleton!)
    .executeTakeFirst();
  if (!doc) return releases.map((release) => ({ ...entryOf(release, null), changes: [], comparedWith: null }));
  const revOf = (items: readonly ReleaseItem[]) => items.find((item) => item.document_id === doc.id)?.rev;

  // Every release that went live up to the newest listed (a few a week: small), for the earlier ones to compare with.
  const wentLive = (
    await db
      .selectFrom('releases')
      .select(['id', 'items'])
      .where('live_at', 'is not', null)
      .where('id', '<=', releases[0]!.id)
      .orderBy('id', 'desc')
      .execute()
  ).map((row) => ({ id: row.id, rev: revOf(fromJson<ReleaseItem[]>(row.items)) }));
  const seed = await db
    .selectFrom('revisions')
    .select('id')
    .where('document_id', '=', doc.id)
    .orderBy('id', 'asc')
    .executeTakeFirst();

  const pairs = releases.map((release) => {
    const before = wentLive.find((earlier) => earlier.id < release.id);
    return {
      release,
      rev: revOf(release.items),
      beforeRev: before ? before.rev : seed?.id,
      beforeId: before?.id ?? null,
    };
  });
  const revs = [...new Set(pairs.flatMap((pair) => [pair.rev, pair.beforeRev]).filter((rev) => rev !== undefined))];
  const data = new Map(
    revs.length
      ? (
          await db.selectFrom('revisions').select(['id', 'data', 'schema_version']).where('id', 'in', revs).execute()
        ).map((row) => [
          row.id,
          // Both sides read as this code's version: an upgrade between them is no change of the owner's.
          upgradeData(siteFacts, fromJson<unknown>(row.data), row.schema_version).data,
        ])
      : [],
  );
  const authorIds = [...new Set(releases.flatMap((release) => (release.authorId ? [release.authorId] : [])))];
  const authors = new Map(
    authorIds.length
      ? (await db.selectFrom('users').select(['id', 'full_name', 'email']).where('id', 'in', authorIds).execute()).map(
          (row) => [row.id, { name: row.full_name, email: row.email }],
        )
      : [],
  );

  return pairs.map(({ release, rev, beforeRev, beforeId }) => {
    const after = rev === undefined ? undefined : data.get(rev);
    const before = beforeRev === undefined ? undefined : data.get(beforeRev);
    const changes =
      after === undefined || before === undefined
        ? []
        : fieldChanges(before, after).map((change) => ({
            ...change,
            where: fieldName(siteFacts.schema, change.path),
          }));
    return {
      ...entryOf(release, release.authorId ? (authors.get(release.authorId) ?? null) : null),
      changes,
      comparedWith: beforeId,
    };
  });
}

function entryOf(release: ReleaseSummary, author: ReleaseHistoryEntry['author']) {
  const { authorId: _authorId, ...rest } = release;
  return { ...rest, author };
}

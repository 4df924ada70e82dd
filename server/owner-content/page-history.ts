import { saveOwnerDraft } from './owner-draft';
import type { Kysely } from 'kysely';
import type { ContentType } from '../../schema/owner-content/content-type';
import { compareData, type FieldDiff } from '../../schema/owner-content/revision-diff';
import type { Database, RevisionKind } from '../db/types';
import { listRevisions, readDocument, readRevision } from './documents';

/**
 * A page's history as its editor shows it (admin/pages/HistoryPanel.tsx): every revision newest
 * first with who made it, any two compared field by field (schema/owner-content/revision-diff.ts),
 * and an earlier one made the draft again. Restoring never touches the live site: the revision's
 * data becomes a new draft (kind `restore`), on the version the editor had, and the owner publishes
 * it as any draft.
 */

/** A revision as the history lists it. */
export interface PageRevision {
  rev: number;
  kind: RevisionKind;
  /** The author's name (or email when they gave none); null when their account is gone or a migration made it. */
  author: string | null;
  createdAt: Date;
  note: string | null;
  /** What the site shows. */
  live: boolean;
  /** What the editor opens. */
  draft: boolean;
}

export interface PageHistory {
  /** The version a restore names (0: no owner document yet, the page is still its file's). */
  version: number;
  revisions: PageRevision[];
}

/** How many revisions the history lists (a page saved every day for a year and then some). */
const HISTORY_LIMIT = 500;

export async function pageRevisions(db: Kysely<Database>, type: ContentType, key: string): Promise<PageHistory> {
  const doc = await readDocument(db, type.type, key);
  if (!doc) return { version: 0, revisions: [] };
  const revisions = await listRevisions(db, doc.id, HISTORY_LIMIT);
  const authorIds = [...new Set(revisions.flatMap((rev) => (rev.authorId ? [rev.authorId] : [])))];
  const authors = new Map(
    authorIds.length
      ? (await db.selectFrom('users').select(['id', 'full_name', 'email']).where('id', 'in', authorIds).execute()).map(
          (row) => [row.id, row.full_name || row.email],
        )
      : [],
  );
  return {
    version: doc.version,
    revisions: revisions.map((rev) => ({
      rev: rev.rev,
      kind: rev.kind,
      author: rev.authorId ? (authors.get(rev.authorId) ?? null) : null,
      createdAt: rev.createdAt,
      note: rev.note,
      live: rev.rev === doc.live?.rev,
      draft: rev.rev === doc.draft?.rev,
    })),
  };
}

/** A revision of this document (one of another document is none of its). */
async function revisionOf(db: Kysely<Database>, documentId: number, rev: number) {
  const revision = await readRevision(db, rev);
  if (!revision) return undefined;
  const owner = await db.selectFrom('revisions').select('document_id').where('id', '=', rev).executeTakeFirst();
  return owner?.document_id === documentId ? revision : undefined;
}

export type PageComparison =
  | { ok: true; from: number; to: number; changes: FieldDiff[] }
  | { ok: false; reason: 'missing'; rev: number | null };

/** What changed from revision `from` to revision `to` (either older), field by field, only what differs. */
export async function comparePageRevisions(
  db: Kysely<Database>,
  type: ContentType,
  key: string,
  from: number,
  to: number,
): Promise<PageComparison> {
  const doc = await readDocument(db, type.type, key);
  if (!doc) return { ok: false, reason: 'missing', rev: null };
  const [before, after] = await Promise.all([revisionOf(db, doc.id, from), revisionOf(db, doc.id, to)]);
  if (!before) return { ok: false, reason: 'missing', rev: from };
  if (!after) return { ok: false, reason: 'missing', rev: to };
  // Both read as this code's schema version: an upgrade between them is no change of the owner's.
  return { ok: true, from, to, changes: compareData(type.schema, before.data, after.data) };
}

export type PageRestore =
  | { ok: true; version: number; unchanged: boolean }
  | { ok: false; reason: 'missing'; rev: number | null }
  | {
      ok: false;
      reason: 'stale';
      version: number;
      changes: { path: string; where: string; theirs: unknown; yours: unknown }[];
    };

/**
 * Makes revision `rev` the draft again, as a new revision of kind `restore` ("Back to revision N"),
 * if `version` is still the document's (else nothing is written and the answer says what changed
 * since, as a stale save's does). The live page stays as it is until the owner publishes.
 */
export async function restorePageRevision(
  db: Kysely<Database>,
  type: ContentType,
  input: { key: string; rev: number; version: number; authorId: string | null; now: Date },
): Promise<PageRestore> {
  const doc = await readDocument(db, type.type, input.key);
  if (!doc) return { ok: false, reason: 'missing', rev: null };
  const revision = await revisionOf(db, doc.id, input.rev);
  if (!revision) return { ok: false, reason: 'missing', rev: input.rev };
  const saved = await saveOwnerDraft(db, type, {
    key: input.key,
    version: input.version,
    data: revision.data,
    authorId: input.authorId,
    note: `Back to revision ${input.rev}`,
    kind: 'restore',
    now: input.now,
  });
  return saved.ok || saved.reason === 'stale' ? saved : { ok: false, reason: 'missing', rev: null };
}

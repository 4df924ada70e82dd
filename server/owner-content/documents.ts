import { createHash } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { type FieldChange, fieldChanges } from '../../schema/owner-content/changes';
import { upgradeStored } from '../../schema/owner-content/registry';
import type { Database, RevisionKind, RevisionsTable } from '../db/types';

/**
 * The owner's documents and their history (the tables of migration 2026-11-29-0300): read a
 * document's draft and live data, save a draft on the version the editor had, list revisions.
 * The data is checked against its content type by the caller (schema/owner-content/); here it is
 * stored as given, a new revision each time it changes, never overwritten. A revision is read as
 * this code's schema version of its type (upgradeStored), whatever version it was written under.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** A revision as the dashboard lists it: what made it, who, when, and its document version. */
export interface RevisionSummary {
  rev: number;
  parentRev: number | null;
  documentVersion: number;
  schemaVersion: number;
  kind: RevisionKind;
  contentHash: string;
  authorId: string | null;
  note: string | null;
  createdAt: Date;
}

export interface Revision extends RevisionSummary {
  data: unknown;
}

export interface StoredDocument {
  id: number;
  type: string;
  key: string;
  /** What a save must name: a save on another version is refused (StaleSave). */
  version: number;
  /** What the owner is editing, and what the site shows; the same revision until a draft is saved. */
  draft: Revision | null;
  live: Revision | null;
}

/** A field someone else changed since the version the editor had: its value now, and the editor's. */
export interface ConflictingField {
  path: string;
  theirs: unknown;
  yours: unknown;
}

export type SaveOutcome =
  | { ok: true; version: number; rev: number; unchanged: boolean }
  | { ok: false; reason: 'stale'; version: number; changes: ConflictingField[] }
  | { ok: false; reason: 'missing' };

/** JSON with every object's keys sorted, so one value has one text (and one hash) whatever order it was written in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export const contentHash = (data: unknown) => createHash('sha256').update(canonicalJson(data)).digest('hex');

const fromJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

function summaryOf(row: Omit<Selectable<RevisionsTable>, 'data'>): RevisionSummary {
  return {
    rev: row.id,
    parentRev: row.parent_rev,
    documentVersion: row.document_version,
    schemaVersion: row.schema_version,
    kind: row.kind,
    contentHash: row.content_hash,
    authorId: row.author_id,
    note: row.note,
    createdAt: row.created_at,
  };
}

/** A stored revision of a document of `type`, its data upgraded to this code's schema version. */
function revisionOf(row: Selectable<RevisionsTable>, type: string): Revision {
  const current = upgradeStored(type, row.schema_version, fromJson(row.data));
  return { ...summaryOf(row), ...current };
}

/** One revision with its data, or undefined. */
export async function readRevision(db: Db, rev: number): Promise<Revision | undefined> {
  const row = await db
    .selectFrom('revisions')
    .innerJoin('documents', 'documents.id', 'revisions.document_id')
    .selectAll('revisions')
    .select('documents.type as document_type')
    .where('revisions.id', '=', rev)
    .executeTakeFirst();
  if (!row) return undefined;
  const { document_type, ...revision } = row;
  return revisionOf(revision, document_type);
}

/** A document with its draft and live data, or undefined when there is none of that type and key. */
export async function readDocument(db: Db, type: string, key: string): Promise<StoredDocument | undefined> {
  const doc = await db
    .selectFrom('documents')
    .selectAll()
    .where('type', '=', type)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!doc) return undefined;
  const revs = [doc.draft_rev, doc.published_rev].filter((rev): rev is number => rev !== null);
  const rows = revs.length ? await db.selectFrom('revisions').selectAll().where('id', 'in', revs).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, revisionOf(row, doc.type)]));
  return {
    id: doc.id,
    type: doc.type,
    key: doc.key,
    version: doc.version,
    draft: doc.draft_rev === null ? null : (byId.get(doc.draft_rev) ?? null),
    live: doc.published_rev === null ? null : (byId.get(doc.published_rev) ?? null),
  };
}

/**
 * Every document of a type with its draft as saved and what is live, by content hash: what a list
 * of an editor's pages says of each (draft not published, published, when saved).
 */
export function documentStates(db: Db, type: string) {
  return db
    .selectFrom('documents')
    .leftJoin('revisions as draft', 'draft.id', 'documents.draft_rev')
    .leftJoin('revisions as live', 'live.id', 'documents.published_rev')
    .select([
      'documents.key',
      'draft.data as draftData',
      'draft.content_hash as draftHash',
      'draft.created_at as savedAt',
      'live.content_hash as liveHash',
    ])
    .where('documents.type', '=', type)
    .execute();
}

/** A document's revisions, newest first, without their data. */
export async function listRevisions(db: Db, documentId: number, limit = 50): Promise<RevisionSummary[]> {
  const rows = await db
    .selectFrom('revisions')
    .select([
      'id',
      'document_id',
      'parent_rev',
      'document_version',
      'schema_version',
      'content_hash',
      'kind',
      'author_id',
      'note',
      'created_at',
    ])
    .where('document_id', '=', documentId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(summaryOf);
}

export interface NewDocument {
  type: string;
  key: string;
  data: unknown;
  schemaVersion: number;
  kind: RevisionKind;
  /** Whether the first revision is also what the site shows (a seed of today's values is). */
  live: boolean;
  authorId?: string | null;
  note?: string | null;
  now: Date;
}

/** A new document at version 1 with its first revision; the caller's transaction makes it with whatever else it records. */
export async function createDocument(db: Db, input: NewDocument): Promise<{ id: number; rev: number }> {
  const doc = await db
    .insertInto('documents')
    .values({ type: input.type, key: input.key, draft_rev: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const revision = await db
    .insertInto('revisions')
    .values({
      document_id: doc.id,
      parent_rev: null,
      document_version: 1,
      schema_version: input.schemaVersion,
      data: JSON.stringify(input.data),
      content_hash: contentHash(input.data),
      kind: input.kind,
      author_id: input.authorId ?? null,
      note: input.note ?? null,
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('documents')
    .set({ draft_rev: revision.id, ...(input.live && { published_rev: revision.id }) })
    .where('id', '=', doc.id)
    .execute();
  return { id: doc.id, rev: revision.id };
}

/** The value at a dotted path (`registrations.0.number`), or undefined. */
function valueAt(data: unknown, path: string): unknown {
  if (!path) return data;
  let node = data;
  for (const step of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[step];
  }
  return node;
}

/** Each path of a value (`registrations`, `registrations.0`, `registrations.0.number`) by the order it comes in. */
function pathOrder(data: unknown): Map<string, number> {
  const order = new Map<string, number>();
  const visit = (node: unknown, path: string) => {
    if (!order.has(path)) order.set(path, order.size);
    if (node && typeof node === 'object')
      for (const [key, inner] of Object.entries(node)) visit(inner, path ? `${path}.${key}` : key);
  };
  visit(data, '');
  return order;
}

export interface DraftSave {
  type: string;
  key: string;
  /** The version the editor loaded; another means someone saved in between. */
  version: number;
  data: unknown;
  schemaVersion: number;
  authorId: string | null;
  note?: string | null;
  /** `restore`: an earlier revision's data made the draft again (the history's Restore); else `draft`. */
  kind?: Extract<RevisionKind, 'draft' | 'restore'>;
  now: Date;
}

/**
 * Saves the owner's draft as a new revision, if `version` is still the document's: else nothing is
 * written and the answer lists each field changed since that version (its value now, and the
 * editor's), so two tabs or two people never overwrite each other. Data equal to the draft makes
 * no revision and keeps the version.
 */
export async function saveDraft(db: Kysely<Database>, save: DraftSave): Promise<SaveOutcome> {
  return db.transaction().execute(async (trx): Promise<SaveOutcome> => {
    const doc = await trx
      .selectFrom('documents')
      .selectAll()
      .where('type', '=', save.type)
      .where('key', '=', save.key)
      .forUpdate()
      .executeTakeFirst();
    if (!doc) return { ok: false, reason: 'missing' };
    const draft = doc.draft_rev === null ? undefined : await readRevision(trx, doc.draft_rev);
    if (doc.version !== save.version) {
      const base = await trx
        .selectFrom('revisions')
        .selectAll()
        .where('document_id', '=', doc.id)
        .where('document_version', '=', save.version)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      // Unknown to the history (a version never saved): every field that differs is someone else's.
      const changed: FieldChange[] = fieldChanges(
        base ? upgradeStored(save.type, base.schema_version, fromJson(base.data)).data : save.data,
        draft?.data,
      );
      // In the order of the editor's fields (the database keeps keys in an order of its own).
      const order = pathOrder(save.data);
      const at = (path: string) => order.get(path) ?? order.size;
      changed.sort((a, b) => at(a.path) - at(b.path));
      return {
        ok: false,
        reason: 'stale',
        version: doc.version,
        changes: changed.map((change) => ({
          path: change.path,
          theirs: change.after,
          yours: valueAt(save.data, change.path),
        })),
      };
    }
    const hash = contentHash(save.data);
    if (draft && draft.contentHash === hash) return { ok: true, version: doc.version, rev: draft.rev, unchanged: true };
    const version = doc.version + 1;
    const revision = await trx
      .insertInto('revisions')
      .values({
        document_id: doc.id,
        parent_rev: doc.draft_rev,
        document_version: version,
        schema_version: save.schemaVersion,
        data: JSON.stringify(save.data),
        content_hash: hash,
        kind: save.kind ?? 'draft',
        author_id: save.authorId,
        note: save.note ?? null,
        created_at: save.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('documents').set({ version, draft_rev: revision.id }).where('id', '=', doc.id).execute();
    return { ok: true, version, rev: revision.id, unchanged: false };
  });
}

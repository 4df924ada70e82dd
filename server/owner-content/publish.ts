import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import {
  type GateProblem,
  LIVE_CONTENT_DIR,
  SITE_FACTS_FILE,
  type SiteFactsExport,
} from '../../schema/owner-content/export';
import { siteFacts } from '../../schema/owner-content/site-facts';
import type { Database, ReleaseStatus } from '../db/types';
import { renameDurably, writeFileDurably } from '../durable-files';
import { contentHash, type Revision, readDocument, readRevision } from './documents';
import type { ContentGate } from './gate';

/** One document's revision in a release. */
export interface ReleaseItem {
  document_id: number;
  rev: number;
}

/** A problem of a release that failed the gate, with the document it is in (stored in releases.problems). */
export interface ReleaseProblem extends GateProblem {
  documentId: number;
}

export type PublishOutcome =
  | { ok: true; releaseId: number; rev: number }
  | { ok: false; reason: 'missing' }
  /** The draft changed after the version the owner published from: they did not see what would go live. */
  | { ok: false; reason: 'stale'; version: number }
  /** The draft is what is live already. */
  | { ok: false; reason: 'unchanged' }
  /** The gate found problems: nothing went live; the release is kept, failed, with them. */
  | { ok: false; reason: 'failed'; releaseId: number; problems: ReleaseProblem[] }
  /** The gate could not run: nothing went live. */
  | { ok: false; reason: 'unchecked'; releaseId: number; message: string }
  /** A release made later went live while this one was checked: it stays the live one. */
  | { ok: false; reason: 'superseded'; releaseId: number };

export type RollbackOutcome =
  | PublishOutcome
  | { ok: false; reason: 'no-release' }
  /** A release that never went live (it failed the gate, or is being checked) is not one to go back to. */
  | { ok: false; reason: 'never-live'; status: ReleaseStatus };

/** Where the server exports the live release (the build reads it with `--content`). */
export const liveContentDir = (dataDir: string) => path.resolve(dataDir, LIVE_CONTENT_DIR);

const KEY = siteFacts.singleton!;

/** Publishes run one at a time in a server: each gate, commit and export in turn. */
let publishing: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = publishing.then(work);
  publishing = run.catch(() => undefined);
  return run;
}

/**
 * Publishes the business facts' draft: a release of it is written ('checking'), the content gate
 * runs on the whole site with it applied, and only if it passes does the release go live: the
 * revision becomes the published one, the last live release is superseded, and the live content
 * is exported for the build (DATA_DIR/content/live). A draft that fails leaves the live facts as
 * they were and the release 'failed', with its problems.
 */
export function publishSiteFacts(
  db: Kysely<Database>,
  input: {
    version: number;
    authorId: string | null;
    note?: string | null;
    now: () => Date;
    gate: ContentGate;
    dataDir: string;
  },
): Promise<PublishOutcome> {
  return oneAtATime(async (): Promise<PublishOutcome> => {
    const doc = await readDocument(db, siteFacts.type, KEY);
    if (!doc?.draft) return { ok: false, reason: 'missing' };
    if (doc.version !== input.version) return { ok: false, reason: 'stale', version: doc.version };
    if (doc.draft.contentHash === doc.live?.contentHash) return { ok: false, reason: 'unchanged' };
    return goLive(db, {
      items: [{ document_id: doc.id, rev: doc.draft.rev }],
      authorId: input.authorId,
      note: input.note ?? null,
      now: input.now,
      gate: input.gate,
      dataDir: input.dataDir,
    });
  });
}

/**
 * Goes back to an earlier release: a new release of its items, checked by the gate like any publish
 * (the code may have changed since), live if it passes. The owner's draft becomes those facts too
 * (a revision of kind `restore`: what was drafted before stays in the history), so the editor opens
 * what the site shows.
 */
export function rollbackSiteFacts(
  db: Kysely<Database>,
  input: {
    releaseId: number;
    authorId: string | null;
    note?: string | null;
    now: () => Date;
    gate: ContentGate;
    dataDir: string;
  },
): Promise<RollbackOutcome> {
  return oneAtATime(async (): Promise<RollbackOutcome> => {
    const earlier = await db
      .selectFrom('releases')
      .select(['id', 'items', 'status'])
      .where('id', '=', input.releaseId)
      .executeTakeFirst();
    if (!earlier) return { ok: false, reason: 'no-release' };
    if (earlier.status === 'live') return { ok: false, reason: 'unchanged' };
    if (earlier.status !== 'superseded') return { ok: false, reason: 'never-live', status: earlier.status };
    const items = fromJson<ReleaseItem[]>(earlier.items);
    return goLive(db, {
      items,
      authorId: input.authorId,
      note: input.note || `Back to release ${earlier.id}`,
      now: input.now,
      gate: input.gate,
      dataDir: input.dataDir,
      restoreDraft: true,
    });
  });
}

/** The business facts' revision in a release's items. */
async function factsOf(db: Kysely<Database>, items: readonly ReleaseItem[]) {
  const ids = items.map((item) => item.document_id);
  const doc = ids.length
    ? await db
        .selectFrom('documents')
        .select('id')
        .where('id', 'in', ids)
        .where('type', '=', siteFacts.type)
        .executeTakeFirst()
    : undefined;
  const item = doc && items.find((entry) => entry.document_id === doc.id);
  const revision = item && (await readRevision(db, item.rev));
  return item && revision ? { item, revision } : undefined;
}

/** Writes a release of `items`, checks it, and makes it live if it passes (see publishSiteFacts). */
async function goLive(
  db: Kysely<Database>,
  input: {
    items: ReleaseItem[];
    authorId: string | null;
    note: string | null;
    now: () => Date;
    gate: ContentGate;
    dataDir: string;
    /** Make each document's draft the release's revision's data (a rollback), when it differs. */
    restoreDraft?: boolean;
  },
): Promise<PublishOutcome> {
  const release = await db
    .insertInto('releases')
    .values({
      items: JSON.stringify(input.items),
      status: 'checking',
      author_id: input.authorId,
      note: input.note,
      created_at: input.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const facts = await factsOf(db, input.items);
  if (!facts) throw new Error(`Release ${release.id} holds no revision of the business facts`);
  const exported: SiteFactsExport = {
    type: siteFacts.type,
    schemaVersion: facts.revision.schemaVersion,
    release: release.id,
    rev: facts.item.rev,
    data: facts.revision.data,
  };
  const fail = async (problems: ReleaseProblem[]) => {
    await db
      .updateTable('releases')
      .set({ status: 'failed', problems: JSON.stringify(problems) })
      .where('id', '=', release.id)
      .execute();
  };
  let found: GateProblem[];
  try {
    found = (await input.gate(exported)).problems;
  } catch (error) {
    const message = (error as Error).message;
    await fail([{ documentId: facts.item.document_id, path: '', where: '', message }]);
    return { ok: false, reason: 'unchecked', releaseId: release.id, message };
  }
  if (found.length) {
    const problems = found.map((problem) => ({ documentId: facts.item.document_id, ...problem }));
    await fail(problems);
    return { ok: false, reason: 'failed', releaseId: release.id, problems };
  }

  // The export is on the disk before the release is live, and named live only after it is.
  const dir = liveContentDir(input.dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, SITE_FACTS_FILE);
  const partial = `${file}.${release.id}.partial`;
  await writeFileDurably(partial, exportText(exported));
  const live = await db
    .transaction()
    .execute(async (trx) => {
      for (const item of input.items)
        await trx.selectFrom('documents').select('id').where('id', '=', item.document_id).forUpdate().execute();
      const later = await trx
        .selectFrom('releases')
        .select('id')
        .where('status', '=', 'live')
        .where('id', '>', release.id)
        .executeTakeFirst();
      if (later) {
        await trx.updateTable('releases').set({ status: 'superseded' }).where('id', '=', release.id).execute();
        return false;
      }
      await trx.updateTable('releases').set({ status: 'superseded' }).where('status', '=', 'live').execute();
      await trx
        .updateTable('releases')
        .set({ status: 'live', live_at: input.now() })
        .where('id', '=', release.id)
        .execute();
      for (const item of input.items)
        await trx
          .updateTable('documents')
          .set({ published_rev: item.rev })
          .where('id', '=', item.document_id)
          .execute();
      if (input.restoreDraft) await restoreDraft(trx, facts, input);
      return true;
    })
    .catch(async (error: unknown) => {
      await rm(partial, { force: true });
      throw error;
    });
  if (!live) {
    await rm(partial, { force: true });
    return { ok: false, reason: 'superseded', releaseId: release.id };
  }
  await renameDurably(partial, file);
  return { ok: true, releaseId: release.id, rev: facts.item.rev };
}

/** A rollback's draft: the restored revision's data as a revision of kind `restore`, unless the draft holds it already. */
async function restoreDraft(
  trx: Transaction<Database>,
  facts: { item: ReleaseItem; revision: Revision },
  input: { authorId: string | null; note: string | null; now: () => Date },
): Promise<void> {
  const doc = await trx
    .selectFrom('documents')
    .select(['id', 'version', 'draft_rev'])
    .where('id', '=', facts.item.document_id)
    .executeTakeFirstOrThrow();
  const draft = doc.draft_rev === null ? undefined : await readRevision(trx, doc.draft_rev);
  const hash = contentHash(facts.revision.data);
  if (draft?.contentHash === hash) return;
  const version = doc.version + 1;
  const restored = await trx
    .insertInto('revisions')
    .values({
      document_id: doc.id,
      parent_rev: doc.draft_rev,
      document_version: version,
      schema_version: facts.revision.schemaVersion,
      data: JSON.stringify(facts.revision.data),
      content_hash: hash,
      kind: 'restore',
      author_id: input.authorId,
      note: input.note,
      created_at: input.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('documents').set({ version, draft_rev: restored.id }).where('id', '=', doc.id).execute();
}

/** A release as the history lists it. */
export interface ReleaseSummary {
  id: number;
  status: ReleaseStatus;
  items: ReleaseItem[];
  problems: ReleaseProblem[];
  authorId: string | null;
  note: string | null;
  createdAt: Date;
  liveAt: Date | null;
}

const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The releases, newest first: what went live, what was superseded, what failed and why. */
export async function listReleases(db: Kysely<Database>, limit = 50): Promise<ReleaseSummary[]> {
  const rows = await db.selectFrom('releases').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    items: fromJson<ReleaseItem[]>(row.items),
    problems: fromJson<ReleaseProblem[]>(row.problems),
    authorId: row.author_id,
    note: row.note,
    createdAt: row.created_at,
    liveAt: row.live_at,
  }));
}

/** The export file's text: one value, one text, so an export that is current is seen to be. */
const exportText = (exported: SiteFactsExport) => `${JSON.stringify(exported, null, 2)}\n`;

/**
 * Writes the live release's export again when the file is not what the database says is live: a
 * stop between a publish's commit and its rename, a database moved or restored without its files.
 * Run at start, after the content migrations, in turn with publishes. Without a live release
 * nothing is written (the site file is still the source) and the answer is 'none'.
 */
export function exportLiveSiteFacts(db: Kysely<Database>, dataDir: string): Promise<'written' | 'current' | 'none'> {
  return oneAtATime(async () => {
    const release = await db
      .selectFrom('releases')
      .select(['id', 'items'])
      .where('status', '=', 'live')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const facts = release && (await factsOf(db, fromJson<ReleaseItem[]>(release.items)));
    if (!release || !facts) return 'none';
    const text = exportText({
      type: siteFacts.type,
      schemaVersion: facts.revision.schemaVersion,
      release: release.id,
      rev: facts.item.rev,
      data: facts.revision.data,
    });
    const dir = liveContentDir(dataDir);
    const file = path.join(dir, SITE_FACTS_FILE);
    if ((await readFile(file, 'utf8').catch(() => undefined)) === text) return 'current';
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const partial = `${file}.${release.id}.partial`;
    await writeFileDurably(partial, text);
    await renameDurably(partial, file);
    return 'written';
  });
}

import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import {
  type GateProblem,
  LIVE_CONTENT_DIR,
  SITE_FACTS_FILE,
  type SiteFactsExport,
} from '../../schema/owner-content/export';
import { siteFacts } from '../../schema/owner-content/site-facts';
import type { Database } from '../db/types';
import { renameDurably, writeFileDurably } from '../durable-files';
import { readDocument, readRevision } from './documents';
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
    if (doc.draft.rev === doc.live?.rev) return { ok: false, reason: 'unchanged' };
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
  await writeFileDurably(partial, `${JSON.stringify(exported, null, 2)}\n`);
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

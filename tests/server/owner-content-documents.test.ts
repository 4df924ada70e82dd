import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteFacts } from '../../schema/owner-content/site-facts';
import {
  canonicalJson,
  contentHash,
  createDocument,
  listRevisions,
  readDocument,
  readRevision,
  saveDraft,
} from '../../server/owner-content/documents';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-database';
import { ready } from '../support/server-app';

const NOW = new Date('2026-11-29T15:00:00Z');
const facts = {
  registrations: [{ state: 'OK', number: 'CIB-RC-555014' }],
  insurance: { carrier: 'Cimarron Mutual Insurance' },
  email: 'info@ridgelineroofing.example',
};
type Facts = typeof facts;
const edited = (change: (data: Facts) => void): Facts => {
  const copy = structuredClone(facts);
  change(copy);
  return copy;
};

describe('canonical JSON', () => {
  it('gives one text, and one hash, whatever order the keys were written in', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
    expect(contentHash({ x: 1, y: 2 })).toBe(contentHash({ y: 2, x: 1 }));
    expect(contentHash({ x: 1 })).not.toBe(contentHash({ x: 2 }));
  });
});

describe.each(testDatabaseKinds)('owner documents, on %s', (kind) => {
  let handle: TestDatabase | undefined;
  const db = () => ready(handle, 'the database').db;
  let counter = 0;
  // Each test its own document, so none sees another's saves.
  const newDocument = async (data: unknown = facts) => {
    const key = `doc-${++counter}`;
    const made = await createDocument(db(), {
      type: 'siteFacts',
      key,
      data,
      schemaVersion: siteFacts.schemaVersion,
      kind: 'migration',
      live: true,
      note: 'seed',
      now: NOW,
    });
    return { key, ...made };
  };
  const save = (key: string, version: number, data: unknown, authorId: string | null = null) =>
    saveDraft(db(), {
      type: 'siteFacts',
      key,
      version,
      data,
      schemaVersion: siteFacts.schemaVersion,
      authorId,
      now: NOW,
    });

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.drop();
  });

  it('reads a new document at version 1, its first revision both the draft and the live data', async () => {
    const { key, rev } = await newDocument();
    const doc = await readDocument(db(), 'siteFacts', key);
    expect(doc).toMatchObject({ type: 'siteFacts', key, version: 1 });
    expect(doc?.draft).toMatchObject({
      rev,
      kind: 'migration',
      documentVersion: 1,
      schemaVersion: siteFacts.schemaVersion,
      note: 'seed',
    });
    expect(doc?.draft?.data).toEqual(facts);
    expect(doc?.live?.rev).toBe(rev);
    expect(doc?.draft?.contentHash).toBe(contentHash(facts));
    expect(await readDocument(db(), 'siteFacts', 'no-such-key')).toBeUndefined();
  });

  it('reads a revision written under an older schema version as this one, and leaves it stored as written', async () => {
    const v1 = { ...facts, reviews: { label: 'Google', rating: { shown: 5, structured: 4.9, reviewCount: 150 } } };
    const key = `doc-${++counter}`;
    const { rev } = await createDocument(db(), {
      type: 'siteFacts',
      key,
      data: v1,
      schemaVersion: 1,
      kind: 'migration',
      live: true,
      now: NOW,
    });
    const doc = await readDocument(db(), 'siteFacts', key);
    for (const revision of [doc!.draft!, doc!.live!, (await readRevision(db(), rev))!]) {
      expect(revision.schemaVersion).toBe(siteFacts.schemaVersion);
      expect((revision.data as typeof v1 & { reviews: { rating: unknown } }).reviews.rating).toEqual({
        value: 4.9,
        reviewCount: 150,
      });
      // The history keeps what was written: its hash is of the stored data.
      expect(revision.contentHash).toBe(contentHash(v1));
    }
    const row = await db()
      .selectFrom('revisions')
      .select(['data', 'schema_version'])
      .where('id', '=', rev)
      .executeTakeFirstOrThrow();
    expect(row.schema_version).toBe(1);
    expect(JSON.stringify(row.data)).toContain('structured');
  });

  it('saves a draft on the current version as a new revision, leaving the live data as it was', async () => {
    const { key, rev: seedRev } = await newDocument();
    const mine = edited((data) => {
      data.registrations[0]!.number = 'CIB-RC-80417';
    });
    const saved = await save(key, 1, mine);
    expect(saved).toMatchObject({ ok: true, version: 2, unchanged: false });
    const doc = await readDocument(db(), 'siteFacts', key);
    expect(doc?.version).toBe(2);
    expect(doc?.draft?.data).toEqual(mine);
    expect(doc?.draft).toMatchObject({ kind: 'draft', parentRev: seedRev, documentVersion: 2 });
    expect(doc?.live?.data).toEqual(facts);
  });

  it('makes no revision for a save that changes nothing, whatever order its keys come in', async () => {
    const { key } = await newDocument();
    const reordered = { email: facts.email, insurance: facts.insurance, registrations: facts.registrations };
    expect(await save(key, 1, reordered)).toMatchObject({ ok: true, version: 1, unchanged: true });
    const doc = await readDocument(db(), 'siteFacts', key);
    expect((await listRevisions(db(), doc!.id)).length).toBe(1);
  });

  it('refuses a stale save, naming each field changed since the editor’s version with theirs and yours', async () => {
    const { key } = await newDocument();
    const theirs = edited((data) => {
      data.registrations[0]!.number = 'CIB-RC-80417';
      data.email = 'office@ridgelineroofing.example';
    });
    expect(await save(key, 1, theirs)).toMatchObject({ ok: true, version: 2 });
    const yours = edited((data) => {
      data.registrations[0]!.number = 'CIB-RC-99999';
      data.insurance.carrier = 'Osage Casualty';
    });
    const refused = await save(key, 1, yours);
    // In the order of the editor's fields; the insurer is the editor's change alone, not a conflict.
    expect(refused).toEqual({
      ok: false,
      reason: 'stale',
      version: 2,
      changes: [
        { path: 'registrations.0.number', theirs: 'CIB-RC-80417', yours: 'CIB-RC-99999' },
        { path: 'email', theirs: 'office@ridgelineroofing.example', yours: 'info@ridgelineroofing.example' },
      ],
    });
    const doc = await readDocument(db(), 'siteFacts', key);
    expect(doc?.version).toBe(2);
    expect(doc?.draft?.data).toEqual(theirs);
    expect((await listRevisions(db(), doc!.id)).length).toBe(2);
  });

  it('lets exactly one of two saves on the same version through', async () => {
    const { key } = await newDocument();
    const outcomes = await Promise.all(
      ['a@example.com', 'b@example.com'].map((email) => save(key, 1, { ...facts, email })),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({ reason: 'stale', version: 2 });
  });

  it('answers missing for a document that does not exist', async () => {
    expect(await save('no-such-key', 1, facts)).toEqual({ ok: false, reason: 'missing' });
  });

  it('lists revisions newest first, each with what made it and who', async () => {
    const { key, rev } = await newDocument();
    const user = await db()
      .insertInto('users')
      .values({ email: `editor-${kind}@example.com`, password_hash: 'x', full_name: 'Editor', email_verified_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    const first = await save(key, 1, { ...facts, email: 'one@example.com' }, user.id);
    const second = await save(key, 2, { ...facts, email: 'two@example.com' }, user.id);
    const doc = await readDocument(db(), 'siteFacts', key);
    const revisions = await listRevisions(db(), doc!.id);
    expect(revisions.map((revision) => [revision.kind, revision.documentVersion, revision.authorId])).toEqual([
      ['draft', 3, user.id],
      ['draft', 2, user.id],
      ['migration', 1, null],
    ]);
    expect(revisions.map((revision) => revision.rev)).toEqual([second.ok && second.rev, first.ok && first.rev, rev]);
    expect(revisions[0]!.parentRev).toBe(revisions[1]!.rev);

    // The author's account deleted: the history stays, without the account.
    await db().deleteFrom('users').where('id', '=', user.id).execute();
    expect((await listRevisions(db(), doc!.id)).map((revision) => revision.authorId)).toEqual([null, null, null]);
  });

  it('keeps revisions as written: changing or deleting one is refused', async () => {
    const { rev } = await newDocument();
    await expect(
      db().updateTable('revisions').set({ note: 'rewritten' }).where('id', '=', rev).execute(),
    ).rejects.toThrow(/kept as written/);
    await expect(db().deleteFrom('revisions').where('id', '=', rev).execute()).rejects.toThrow(/kept as written/);
  });
});

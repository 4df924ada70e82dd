import { beforeAll, describe, expect, it } from 'vitest';
import { cityPages } from '../../schema/owner-content/city-pages';
import { createDocument, readDocument, readRevision, saveDraft } from '../../server/owner-content/documents';
import { testDatabaseKinds } from '../../testing/test-database';
import { testClock } from '../support/auth-app';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';
import { mutate, query, trpcData, trpcError } from '../support/trpc-inject';

const ORIGIN = 'http://localhost:3000';
const page = {
  slug: 'bixby',
  intro: 'We replace storm-damaged roofs across Tulsa County.',
  faqs: [
    { question: 'Do you handle insurance claims?', answer: 'Yes, from the first call.' },
    { question: 'How long does a re-roof take?', answer: 'One or two days.' },
    { question: 'Are you insured?', answer: 'Yes.' },
  ],
};
type Page = typeof page;

interface History {
  version: number;
  revisions: { rev: number; kind: string; author: string | null; note: string | null; live: boolean; draft: boolean }[];
}

describe.each(testDatabaseKinds)('a city page’s history, on %s', (kind) => {
  const clock = testClock(new Date('2026-11-30T16:00:00Z'));
  const server = useServerApp(kind, { now: clock.now });
  let owner: { id: string; session: string };
  let office: { id: string; session: string };
  let revs: number[];
  beforeAll(async () => {
    const db = server.database.db;
    const make = async (email: string, role: 'owner' | 'office', name: string) => {
      const user = await signedInUser(db, { email, role, now: clock.now() });
      await db.updateTable('users').set({ full_name: name }).where('id', '=', user.id).execute();
      return { id: user.id, session: user.cookie.split('=')[1]! };
    };
    owner = await make(`owner.${kind}@ridgeline.example`, 'owner', 'Jake Miller');
    office = await make(`office.${kind}@ridgeline.example`, 'office', 'Dana Reyes');
    // Three revisions: the first draft (made live), the insured question moved to the top, the intro reworded.
    const first = await createDocument(db, {
      type: cityPages.type,
      key: 'bixby',
      data: page,
      schemaVersion: cityPages.schemaVersion,
      kind: 'draft',
      live: true,
      authorId: owner.id,
      now: clock.now(),
    });
    const save = async (version: number, data: Page, authorId: string, note?: string) => {
      const saved = await saveDraft(db, {
        type: cityPages.type,
        key: 'bixby',
        version,
        data,
        schemaVersion: cityPages.schemaVersion,
        authorId,
        note,
        now: clock.now(),
      });
      if (!saved.ok) throw new Error('not saved');
      return saved.rev;
    };
    const moved = structuredClone(page);
    moved.faqs.unshift(moved.faqs.pop()!);
    const second = await save(1, moved, office.id, 'Insurance first');
    const third = await save(2, { ...moved, intro: 'We replace hail-damaged roofs across Tulsa County.' }, owner.id);
    revs = [first.rev, second, third];
  });
  const history = async (session = owner.session) =>
    trpcData<History>(
      await query(server.app, `pageHistory.revisions?input=${encodeURIComponent(JSON.stringify({ slug: 'bixby' }))}`, {
        session,
      }),
    );
  const compare = (from: number, to: number, slug = 'bixby') =>
    query(server.app, `pageHistory.compare?input=${encodeURIComponent(JSON.stringify({ slug, from, to }))}`, {
      session: office.session,
    });
  const restore = (rev: number, version: number, session = office.session) =>
    mutate(server.app, 'pageHistory.restore', { slug: 'bixby', rev, version }, { session, origin: ORIGIN });

  it('lists the revisions newest first: kind, who by name, the note, which is live and which the draft', async () => {
    const listed = await history(office.session);
    expect(listed.version).toBe(3);
    expect(listed.revisions).toMatchObject([
      { rev: revs[2], kind: 'draft', author: 'Jake Miller', note: null, live: false, draft: true },
      { rev: revs[1], kind: 'draft', author: 'Dana Reyes', note: 'Insurance first', live: false, draft: false },
      { rev: revs[0], kind: 'draft', author: 'Jake Miller', live: true, draft: false },
    ]);
  });

  it('answers a page with no owner document yet with an empty history at version 0', async () => {
    const answer = await query(
      server.app,
      `pageHistory.revisions?input=${encodeURIComponent(JSON.stringify({ slug: 'jenks' }))}`,
      { session: owner.session },
    );
    expect(trpcData(answer)).toEqual({ version: 0, revisions: [] });
  });

  it('compares any two revisions, only what changed, a question moved as one move, words for text', async () => {
    const oldest = trpcData<{ changes: unknown[] }>(await compare(revs[0]!, revs[2]!));
    expect(oldest.changes).toEqual([
      {
        kind: 'text',
        path: 'intro',
        where: 'Introduction',
        before: page.intro,
        after: 'We replace hail-damaged roofs across Tulsa County.',
        words: [
          { op: 'same', text: 'We replace ' },
          { op: 'del', text: 'storm' },
          { op: 'ins', text: 'hail' },
          { op: 'same', text: '-damaged roofs across Tulsa County.' },
        ],
      },
      {
        kind: 'list',
        path: 'faqs',
        where: 'Questions',
        items: [{ change: 'moved', label: 'Are you insured?', from: 3, to: 1, edits: [] }],
      },
    ]);
    // Backwards too: the newer against the older.
    const back = trpcData<{ changes: { path: string }[] }>(await compare(revs[1]!, revs[0]!));
    expect(back.changes.map((change) => change.path)).toEqual(['faqs']);
    expect(trpcData<{ changes: unknown[] }>(await compare(revs[1]!, revs[1]!)).changes).toEqual([]);
  });

  it('refuses a revision of another page', async () => {
    const other = await createDocument(server.database.db, {
      type: cityPages.type,
      key: 'jenks-other',
      data: page,
      schemaVersion: cityPages.schemaVersion,
      kind: 'draft',
      live: false,
      now: clock.now(),
    });
    expect(trpcError(await compare(revs[0]!, other.rev)).status).toBe(404);
    expect(trpcError(await restore(other.rev, 3)).status).toBe(404);
  });

  it('refuses a restore from an editor on an old version, writing nothing', async () => {
    const refused = trpcError(await restore(revs[0]!, 2));
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ appCode: 'STALE_DRAFT', conflict: { version: 3 } });
    expect((await history()).revisions).toHaveLength(3);
  });

  it('makes an earlier revision the draft again as a restore, the live page untouched', async () => {
    const db = server.database.db;
    const before = await readDocument(db, cityPages.type, 'bixby');
    const answer = trpcData(await restore(revs[1]!, 3));
    expect(answer).toEqual({ version: 4, unchanged: false });
    const after = await readDocument(db, cityPages.type, 'bixby');
    const draft = after!.draft!.data as Page;
    expect(draft).toEqual((await readRevision(db, revs[1]!))!.data);
    expect(draft.intro).toBe(page.intro);
    expect(draft.faqs[0]!.question).toBe('Are you insured?');
    expect(after?.live?.rev).toBe(before?.live?.rev);
    expect(after?.live?.data).toEqual(page);
    const listed = await history();
    expect(listed.revisions[0]).toMatchObject({
      kind: 'restore',
      author: 'Dana Reyes',
      note: `Back to revision ${revs[1]}`,
      draft: true,
      live: false,
    });
    // Restoring what the draft already is writes nothing.
    expect(trpcData(await restore(revs[1]!, 4))).toEqual({ version: 4, unchanged: true });
  });
});

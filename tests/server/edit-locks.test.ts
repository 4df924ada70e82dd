import { beforeAll, describe, expect, it } from 'vitest';
import { tableShapes } from '../../server/backup/logical-copy';
import { testDatabaseKinds } from '../../testing/test-database';
import { testClock } from '../support/auth-app';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';
import { mutate, trpcData, trpcError } from '../support/trpc-inject';

const ORIGIN = 'http://localhost:3000';

type LockState = { state: 'mine' } | { state: 'theirs'; holder: { name: string; since: string } };

describe.each(testDatabaseKinds)('the soft lock on a city page’s editor, on %s', (kind) => {
  const clock = testClock(new Date('2026-11-30T16:02:00Z'));
  const server = useServerApp(kind, { now: clock.now });
  const people = {} as Record<'jake' | 'dana' | 'crew', { id: string; session: string }>;
  beforeAll(async () => {
    for (const [name, role] of [
      ['jake', 'owner'],
      ['dana', 'office'],
      ['crew', 'crew'],
    ] as const) {
      const user = await signedInUser(server.database.db, {
        email: `${name}.${kind}@ridgeline.example`,
        role,
        now: clock.now(),
      });
      people[name] = { id: user.id, session: user.cookie.split('=')[1]! };
    }
    await server.database.db
      .updateTable('users')
      .set({ full_name: 'Jake Miller' })
      .where('id', '=', people.jake.id)
      .execute();
  });
  const call = (procedure: string, slug: string, who: keyof typeof people) =>
    mutate(server.app, `pageLock.${procedure}`, { slug }, { session: people[who].session, origin: ORIGIN });
  const lock = async (procedure: string, slug: string, who: keyof typeof people) =>
    trpcData<LockState>(await call(procedure, slug, who));
  const jakeSince = (since: Date) => ({ state: 'theirs', holder: { name: 'Jake Miller', since: since.toISOString() } });

  it('is the first editor’s; the second is told who and since when', async () => {
    const opened = clock.now();
    expect(await lock('acquire', 'bixby', 'jake')).toEqual({ state: 'mine' });
    clock.advance(60_000);
    expect(await lock('acquire', 'bixby', 'dana')).toEqual(jakeSince(opened));
    // The holder opening it again (another tab) keeps it, and its "since".
    expect(await lock('acquire', 'bixby', 'jake')).toEqual({ state: 'mine' });
    expect(await lock('acquire', 'bixby', 'dana')).toEqual(jakeSince(opened));
  });

  it('stays the holder’s while it beats, and is free two minutes after the last beat', async () => {
    const opened = clock.now();
    expect(await lock('acquire', 'jenks', 'jake')).toEqual({ state: 'mine' });
    for (let beat = 0; beat < 6; beat++) {
      clock.advance(30_000);
      expect(await lock('heartbeat', 'jenks', 'jake')).toEqual({ state: 'mine' });
    }
    clock.advance(119_000);
    expect(await lock('acquire', 'jenks', 'dana')).toEqual(jakeSince(opened));
    clock.advance(2_000);
    expect(await lock('acquire', 'jenks', 'dana')).toEqual({ state: 'mine' });
    // Jake's laptop wakes up: his next beat finds it Dana's.
    const theirs = await lock('heartbeat', 'jenks', 'jake');
    expect(theirs).toMatchObject({ state: 'theirs', holder: { since: clock.now().toISOString() } });
  });

  it('is taken over on asking, and the other editor learns it at its next beat', async () => {
    expect(await lock('acquire', 'tulsa', 'jake')).toEqual({ state: 'mine' });
    clock.advance(10_000);
    const takenAt = clock.now();
    expect(await lock('takeOver', 'tulsa', 'dana')).toEqual({ state: 'mine' });
    clock.advance(20_000);
    expect(await lock('heartbeat', 'tulsa', 'jake')).toMatchObject({
      state: 'theirs',
      holder: { name: `dana.${kind}`, since: takenAt.toISOString() },
    });
    expect(await lock('heartbeat', 'tulsa', 'dana')).toEqual({ state: 'mine' });
  });

  it('is let go by its holder only; then the next to open the page has it', async () => {
    expect(await lock('acquire', 'owasso', 'jake')).toEqual({ state: 'mine' });
    expect(trpcData(await call('release', 'owasso', 'dana'))).toEqual({ released: true });
    expect(await lock('acquire', 'owasso', 'dana')).toMatchObject({ state: 'theirs' });
    await call('release', 'owasso', 'jake');
    expect(await lock('acquire', 'owasso', 'dana')).toEqual({ state: 'mine' });
  });

  it('goes to one of two people opening the page at once', async () => {
    const answers = await Promise.all([
      lock('acquire', 'sand-springs', 'jake'),
      lock('acquire', 'sand-springs', 'dana'),
    ]);
    expect(answers.filter((answer) => answer.state === 'mine')).toHaveLength(1);
    expect(answers.filter((answer) => answer.state === 'theirs')).toHaveLength(1);
  });

  it('is refused to crew and to strangers', async () => {
    expect(trpcError(await call('acquire', 'bixby', 'crew')).status).toBe(403);
    expect(trpcError(await mutate(server.app, 'pageLock.acquire', { slug: 'bixby' }, { origin: ORIGIN })).status).toBe(
      401,
    );
  });

  it('goes with its holder’s account, and is never copied into a backup', async () => {
    const db = server.database.db;
    const gone = await signedInUser(db, { email: `gone.${kind}@ridgeline.example`, role: 'office', now: clock.now() });
    const session = gone.cookie.split('=')[1]!;
    const answer = trpcData<LockState>(
      await mutate(server.app, 'pageLock.acquire', { slug: 'glenpool' }, { session, origin: ORIGIN }),
    );
    expect(answer).toEqual({ state: 'mine' });
    await db.deleteFrom('sessions').where('user_id', '=', gone.id).execute();
    await db.deleteFrom('user_roles').where('user_id', '=', gone.id).execute();
    await db.deleteFrom('users').where('id', '=', gone.id).execute();
    const left = await db.selectFrom('edit_locks').select('user_id').where('document_key', '=', 'glenpool').execute();
    expect(left).toEqual([]);
    const copied = (await tableShapes(db)).map((shape) => shape.name);
    expect(copied).toContain('documents');
    expect(copied).not.toContain('edit_locks');
  });
});

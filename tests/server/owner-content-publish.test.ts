import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOwnerFacts } from '../../content/owner-content';
import { type SiteFacts, siteFacts } from '../../schema/owner-content/site-facts';
import { testDatabaseKinds } from '../../testing/test-database';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';
import { mutate, query, trpcData, trpcError } from '../support/trpc-inject';

const ORIGIN = 'http://localhost:3000';

interface View {
  version: number;
  draft: SiteFacts;
  live: SiteFacts | null;
  unpublished: boolean;
}

/**
 * Publishing the business facts: the site's own content gate runs (a child process) on the whole
 * site with the draft applied; a draft that passes goes live and is exported for the build, one
 * that fails is refused with its problems and nothing changes.
 */
describe.each(testDatabaseKinds)('publishing the business facts, on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rl-publish-'));
  const liveFile = path.join(dataDir, 'content/live/site-facts.json');
  const server = useServerApp(kind, { env: { DATA_DIR: dataDir } });
  let admin: { id: string; session: string };
  let guarded: string;
  beforeAll(async () => {
    const db = server.database.db;
    const user = await signedInUser(db, { email: `owner-${kind}@example.com`, admin: true });
    admin = { id: user.id, session: user.cookie.split('=')[1]! };
    // An admin with an authenticator app whose session has not proved it lately.
    const other = await signedInUser(db, { email: `manager-${kind}@example.com`, admin: true });
    await db
      .insertInto('totp_factors')
      .values({ user_id: other.id, name: 'phone', secret_encrypted: 'not-a-real-secret' })
      .execute();
    guarded = other.cookie.split('=')[1]!;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const get = async () => trpcData<View>(await query(server.app, 'siteFacts.get', { session: admin.session }));
  const save = async (version: number, data: unknown) =>
    trpcData<{ version: number }>(
      await mutate(server.app, 'siteFacts.saveDraft', { version, data }, { session: admin.session, origin: ORIGIN }),
    );
  const publish = (version: number, session = admin.session, note?: string) =>
    mutate(server.app, 'siteFacts.publish', { version, ...(note && { note }) }, { session, origin: ORIGIN });
  const releases = () => server.database.db.selectFrom('releases').selectAll().orderBy('id').execute();
  const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

  it('asks for a fresh second factor, and publishes nothing without one', async () => {
    const { version } = await get();
    expect(trpcError(await publish(version, guarded))).toMatchObject({
      status: 403,
      data: { appCode: 'STEP_UP_REQUIRED' },
    });
    expect(await releases()).toEqual([]);
  });

  it('says there is nothing to publish while the draft is what is live', async () => {
    const { version } = await get();
    expect(trpcError(await publish(version))).toMatchObject({ status: 400, data: { appCode: 'NOTHING_TO_PUBLISH' } });
  });

  it('publishes a draft that passes the gate: a live release, the revision published, the export for the build', async () => {
    const { version, draft } = await get();
    const mine = structuredClone(draft);
    mine.registrations[0]!.number = 'CIB-RC-80417';
    mine.phones.business = '(918) 555-0123';
    const saved = await save(version, mine);
    const published = trpcData<{ releaseId: number; rev: number }>(
      await publish(saved.version, admin.session, 'The real registration number'),
    );
    const view = await get();
    expect(view).toMatchObject({ version: saved.version, unpublished: false });
    expect(view.live).toEqual(mine);

    const [release] = await releases();
    expect(release).toMatchObject({
      id: published.releaseId,
      status: 'live',
      author_id: admin.id,
      note: 'The real registration number',
    });
    expect(release!.live_at).toBeInstanceOf(Date);
    expect(json(release!.items)).toEqual([{ document_id: expect.any(Number), rev: published.rev }]);
    expect(json(release!.problems)).toEqual([]);

    // What the build reads with --content DATA_DIR/content/live.
    expect(JSON.parse(readFileSync(liveFile, 'utf8'))).toMatchObject({
      type: 'siteFacts',
      schemaVersion: siteFacts.schemaVersion,
      release: published.releaseId,
      rev: published.rev,
    });
    expect(readOwnerFacts(path.dirname(liveFile))).toEqual({ facts: mine, problems: [] });
  }, 60_000);

  it('refuses a draft the whole site fails with, on its field; the live facts and their export stay as they were', async () => {
    const before = await get();
    const exported = readFileSync(liveFile, 'utf8');
    // The facts' own form accepts no registrations; the site does not, while Oklahoma is marked licensed.
    const wrong = structuredClone(before.draft);
    wrong.registrations = wrong.registrations.filter((registration) => registration.state !== 'OK');
    const saved = await save(before.version, wrong);
    const refused = trpcError(await publish(saved.version));
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      appCode: 'CONTENT_GATE_FAILED',
      fieldErrors: { registrations: [expect.stringMatching(/^Oklahoma is marked licensed: add its registration/)] },
      problems: [{ path: 'registrations', where: 'Registrations', message: expect.any(String) }],
    });
    expect(refused.message).toMatch(/^Not published: the site's check found a problem: Registrations: Oklahoma/);

    const after = await get();
    expect(after.live).toEqual(before.live);
    expect(after).toMatchObject({ unpublished: true });
    expect(readFileSync(liveFile, 'utf8')).toBe(exported);
    const [live, failed] = await releases();
    expect(live!.status).toBe('live');
    expect(failed).toMatchObject({ status: 'failed', live_at: null });
    expect(json(failed!.problems)).toEqual([
      { documentId: expect.any(Number), path: 'registrations', where: 'Registrations', message: expect.any(String) },
    ]);
  }, 60_000);

  it('refuses a publish from a version the owner no longer has open', async () => {
    const { version } = await get();
    expect(trpcError(await publish(version - 1))).toMatchObject({ status: 409, data: { appCode: 'STALE_DRAFT' } });
    // No half-written export left beside the live one by the refused and failed publishes.
    expect(readdirSync(path.dirname(liveFile))).toEqual(['site-facts.json']);
  });

  it('goes back to an earlier release: a new release of its items, checked, live; the draft becomes it too', async () => {
    // A second good release after the failed one, to go back from.
    const current = await get();
    const good = structuredClone(current.live!);
    good.phones.business = '(918) 555-0177';
    const saved = await save(current.version, good);
    const second = trpcData<{ releaseId: number; rev: number }>(await publish(saved.version));
    const [first] = await releases();
    expect(first!.status).toBe('superseded');

    const rollback = (releaseId: number, session = admin.session) =>
      mutate(server.app, 'siteFacts.rollback', { releaseId }, { session, origin: ORIGIN });
    expect(trpcError(await rollback(first!.id, guarded)).data.appCode).toBe('STEP_UP_REQUIRED');
    expect(trpcError(await rollback(second.releaseId)).data.appCode).toBe('NOTHING_TO_PUBLISH');
    const failed = (await releases()).find((release) => release.status === 'failed')!;
    expect(trpcError(await rollback(failed.id))).toMatchObject({ status: 400, data: { appCode: 'NEVER_LIVE' } });
    expect(trpcError(await rollback(9999)).status).toBe(404);

    const back = trpcData<{ releaseId: number; rev: number }>(await rollback(first!.id));
    expect(back.rev).toBe(json(first!.items)[0].rev);
    const view = await get();
    expect(view.live!.phones.business).toBe('(918) 555-0123');
    expect(view.live!.registrations[0]!.number).toBe('CIB-RC-80417');
    // The editor opens what the site shows; the draft before is kept in the history.
    expect(view).toMatchObject({ version: saved.version + 1, unpublished: false });
    expect(view.draft).toEqual(view.live);
    const restored = await server.database.db
      .selectFrom('revisions')
      .select(['kind', 'note'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(restored).toEqual({ kind: 'restore', note: `Back to release ${first!.id}` });

    expect(JSON.parse(readFileSync(liveFile, 'utf8'))).toMatchObject({ release: back.releaseId, rev: back.rev });
    const listed = trpcData<{ id: number; status: string; items: unknown }[]>(
      await query(server.app, 'siteFacts.releases', { session: admin.session }),
    );
    expect(listed.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: back.releaseId, status: 'live' },
      { id: second.releaseId, status: 'superseded' },
      { id: failed.id, status: 'failed' },
      { id: first!.id, status: 'superseded' },
    ]);
    expect(listed[0]!.items).toEqual(json(first!.items));
  }, 60_000);
});

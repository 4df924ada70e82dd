import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaunchChecklist } from '../../schema/owner-content/launch-checklist';
import type { SiteFacts } from '../../schema/owner-content/site-facts';
import { publishSiteFacts } from '../../server/owner-content/publish';
import { testDatabaseKinds } from '../../testing/test-database';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';
import { mutate, query, trpcData } from '../support/trpc-inject';

const ORIGIN = 'http://localhost:3000';
const repo = path.resolve(import.meta.dirname, '../..');

/** `npm run launch:report`, as a developer runs it (with `--content <dir>` when given): its count line. */
function reportCount(...args: string[]): number {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.OWNER_CONTENT_DIR;
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts/launch-report.ts'), ...args], {
    cwd: repo,
    env,
    encoding: 'utf8',
  });
  const count = /^(\d+) things to supply/.exec(run.stdout)?.[1];
  if (!count) throw new Error(`launch:report printed no count: ${run.stdout}${run.stderr}`);
  return Number(count);
}

/** The number the build's one line names: "Before launch: 52 stand-ins to replace (…)". */
const summaryCount = (checklist: LaunchChecklist) =>
  Number(/^Before launch: (\d+) stand-ins/.exec(checklist.summary)?.[1]);

interface View {
  version: number;
  draft: SiteFacts;
}
interface Checklists {
  live: LaunchChecklist;
  draft: LaunchChecklist | null;
}
interface HistoryEntry {
  id: number;
  status: string;
  author: { name: string; email: string } | null;
  changes: { path: string; where: string; before: unknown; after: unknown }[];
  comparedWith: number | null;
}

/** A signed-in admin's view of the business facts through the API, on a server of its own. */
function useFactsDesk(kind: (typeof testDatabaseKinds)[number], name: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rl-checklist-'));
  const server = useServerApp(kind, { env: { DATA_DIR: dataDir } });
  const desk = { server, dataDir, session: '', authorId: '', email: `${name}-${kind}@example.com` };
  beforeAll(async () => {
    const user = await signedInUser(server.database.db, { email: desk.email, admin: true });
    desk.session = user.cookie.split('=')[1]!;
    desk.authorId = user.id;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const get = async () => trpcData<View>(await query(server.app, 'siteFacts.get', { session: desk.session }));
  const save = async (version: number, data: unknown) =>
    trpcData<{ version: number }>(
      await mutate(server.app, 'siteFacts.saveDraft', { version, data }, { session: desk.session, origin: ORIGIN }),
    );
  /** Saves the draft `change` makes and publishes it (the gate is not what these tests are about). */
  const publish = async (change: (facts: SiteFacts) => void, note: string | null = null) => {
    const { version, draft } = await get();
    const mine = structuredClone(draft);
    change(mine);
    const saved = await save(version, mine);
    const published = await publishSiteFacts(server.database.db, {
      version: saved.version,
      authorId: desk.authorId,
      note,
      now: () => new Date(),
      gate: async () => ({ pages: 1, problems: [] }),
      dataDir,
    });
    expect(published.ok).toBe(true);
  };
  return Object.assign(desk, { get, save, publish });
}

/**
 * The dashboard's launch checklist agrees with `npm run launch:report` and the build's line, on the
 * live facts and with a draft. Each count is a compile of the site's content in a child process, and
 * the database only stores the facts it reads: one database kind is enough here.
 */
describe('the launch checklist', () => {
  const desk = useFactsDesk('embedded', 'checklist');
  const { server, dataDir, get, save } = desk;
  const checklist = async () =>
    trpcData<Checklists>(await query(server.app, 'siteFacts.checklist', { session: desk.session }));

  it('counts what launch:report and the build count, and links each owner item to its field', async () => {
    const { live, draft } = await checklist();
    expect(draft).toBeNull();
    const count = reportCount();
    expect(live.items).toHaveLength(count);
    expect(summaryCount(live)).toBe(count);
    expect(live).toMatchObject({ done: [], total: count });
    const licence = live.items.find((item) => item.key === 'licence:Business facts (dashboard):proof.registrations[0]');
    expect(licence).toMatchObject({ factsPath: 'registrations.0', group: 'Licence and registration numbers' });
    expect(
      live.items.find(
        (item) => item.kind === 'insurance' && item.place === 'Business facts (dashboard) › proof.insurance',
      ),
    ).toMatchObject({ factsPath: 'insurance' });
    expect(
      live.items.filter((item) => item.kind === 'photo').every((item) => /^[a-z0-9-]+$/.test(item.photoSlot!)),
    ).toBe(true);
    // What only a developer changes (a page's wording) has no place in the dashboard.
    expect(live.items.find((item) => item.kind === 'legal')?.factsPath).toBeUndefined();
  }, 120_000);

  it('counts a supplied registration as done in the draft, then live once published, as launch:report does', async () => {
    const { version, draft } = await get();
    const mine = structuredClone(draft);
    mine.registrations[0]!.number = 'CIB-RC-80417';
    mine.registrations[0]!.standIn = false;
    const saved = await save(version, mine);
    const withDraft = await checklist();
    expect(withDraft.draft).toMatchObject({ total: withDraft.live.total });
    expect(withDraft.draft!.done.map((item) => item.key)).toEqual([
      'licence:Business facts (dashboard):proof.registrations[0]',
    ]);
    expect(withDraft.draft!.items).toHaveLength(withDraft.live.items.length - 1);

    const published = await publishSiteFacts(server.database.db, {
      version: saved.version,
      authorId: desk.authorId,
      note: 'The real registration',
      now: () => new Date(),
      gate: async () => ({ pages: 1, problems: [] }),
      dataDir,
    });
    expect(published.ok).toBe(true);
    const after = await checklist();
    expect(after.draft).toBeNull();
    expect(after.live.done).toHaveLength(1);
    const count = reportCount('--content', path.join(dataDir, 'content/live'));
    expect(after.live.items).toHaveLength(count);
    expect(summaryCount(after.live)).toBe(count);
    expect(count).toBe(withDraft.live.items.length - 1);
  }, 180_000);
});

/** The release history names each release's author and changed fields, on each database kind. */
describe.each(testDatabaseKinds)('the release history, on %s', (kind) => {
  const desk = useFactsDesk(kind, 'history');
  const history = async () =>
    trpcData<HistoryEntry[]>(await query(desk.server.app, 'siteFacts.history', { session: desk.session }));

  it('lists each release with its author and the fields it changed against the one live before it', async () => {
    await desk.publish((facts) => {
      facts.registrations[0]!.number = 'CIB-RC-80417';
      facts.registrations[0]!.standIn = false;
    }, 'The real registration');
    await desk.publish((facts) => {
      facts.phones.business = '(918) 555-0123';
    });
    const [second, first] = await history();
    expect(second).toMatchObject({
      status: 'live',
      comparedWith: first!.id,
      author: { email: desk.email },
      changes: [{ path: 'phones.business', where: 'Phones › Business phone', after: '(918) 555-0123' }],
    });
    expect(first).toMatchObject({ status: 'superseded', comparedWith: null });
    expect(first!.changes).toEqual([
      {
        path: 'registrations.0.number',
        where: 'Registrations › 1 › Number',
        before: expect.any(String),
        after: 'CIB-RC-80417',
      },
      { path: 'registrations.0.standIn', where: 'Registrations › 1 › Stand-in', before: true, after: false },
    ]);
  }, 60_000);
});

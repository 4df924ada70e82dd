import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZoneData } from '../../schema/page-zones';
import { testDatabaseKinds } from '../../testing/test-database';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';
import { mutate, query, trpcData, trpcError } from '../support/trpc-inject';

const ORIGIN = 'http://localhost:3000';
const KEY = '/about#story';

interface View {
  key: string;
  pageLabel: string;
  zone: { label: string; allow: string[]; max: number };
  version: number;
  draft: ZoneData;
  live: ZoneData | null;
  code: ZoneData;
  unpublished: boolean;
}

const steps = {
  type: 'Steps',
  heading: 'How a job goes',
  items: [
    { title: 'We look', body: 'A free inspection with photos of every problem we find.' },
    { title: 'We fix', body: 'The crew does the work and cleans up the same day.' },
  ],
};

function useZones(kind: (typeof testDatabaseKinds)[number], name: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `rl-zones-${name}-`));
  const server = useServerApp(kind, { env: { DATA_DIR: dataDir } });
  const sessions = { owner: '', office: '' };
  beforeAll(async () => {
    for (const role of ['owner', 'office'] as const)
      sessions[role] = (
        await signedInUser(server.database.db, { email: `${role}-${name}-${kind}@example.com`, role })
      ).cookie.split('=')[1]!;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const open = async (session = sessions.owner) =>
    trpcData<View>(
      await query(server.app, `pageZones.open?input=${encodeURIComponent(JSON.stringify({ key: KEY }))}`, { session }),
    );
  const save = (version: number, data: unknown, session = sessions.owner) =>
    mutate(server.app, 'pageZones.saveDraft', { key: KEY, version, data }, { session, origin: ORIGIN });
  const publish = (version: number) =>
    mutate(server.app, 'pageZones.publish', { key: KEY, version }, { session: sessions.owner, origin: ORIGIN });
  return { server, dataDir, sessions, open, save, publish };
}

/**
 * The owner's words in a code-defined page's zone through the API: the About page's `story`, opened
 * with the code's words, saved on its version, its allow-list and size held, its history starting
 * with the code's words.
 */
describe.each(testDatabaseKinds)("a page's zone in the dashboard, on %s", (kind) => {
  const zones = useZones(kind, 'save');

  it("lists the About page's story and opens it with the code's words; the office's first save makes the draft", async () => {
    const listed = trpcData<{ key: string; pageLabel: string; label: string; live: string }[]>(
      await query(zones.server.app, 'pageZones.list', { session: zones.sessions.office }),
    );
    expect(listed).toContainEqual(
      expect.objectContaining({ key: KEY, pageLabel: 'About', label: 'Our story', live: 'code', unpublished: false }),
    );
    const story = await zones.open(zones.sessions.office);
    expect(story).toMatchObject({ version: 0, live: null, zone: { label: 'Our story', max: 4 } });
    expect(story.zone.allow).toEqual(['RichText', 'ContentCards', 'Steps', 'CTA']);
    expect(story.draft).toEqual(story.code);
    expect(story.draft.sections[0]).toMatchObject({ type: 'RichText', heading: 'Our story' });
    const edited = { sections: [{ ...story.draft.sections[0], heading: 'How we started' }, steps] };
    expect(trpcData(await zones.save(0, edited, zones.sessions.office))).toEqual({ version: 2, unchanged: false });
    expect(await zones.open()).toMatchObject({ version: 2, unpublished: true, draft: edited });
    const history = trpcData<{ revisions: { note: string | null }[] }>(
      await query(
        zones.server.app,
        `pageHistory.revisions?input=${encodeURIComponent(JSON.stringify({ zone: KEY }))}`,
        {
          session: zones.sessions.owner,
        },
      ),
    );
    expect(history.revisions.map((revision) => revision.note)).toContain('The words of pages/about.ts');
  });

  it('refuses a kind outside the allow-list, too many sections and a stale save, each on its field', async () => {
    const story = await zones.open();
    const gallery = trpcError(await zones.save(story.version, { sections: [{ type: 'Gallery', heading: 'Work' }] }));
    expect(gallery).toMatchObject({ status: 400, data: { appCode: 'INVALID_DRAFT' } });
    expect((gallery.data as { fieldErrors: Record<string, string[]> }).fieldErrors['sections.0.type']?.[0]).toBe(
      'a Gallery section cannot be added to Our story: the sections Our story may have are Text, Steps, Cards, Call to action',
    );
    const five = trpcError(await zones.save(story.version, { sections: [steps, steps, steps, steps, steps] }));
    expect((five.data as { fieldErrors: Record<string, string[]> }).fieldErrors.sections?.[0]).toMatch(
      /at most 4 sections/,
    );
    const none = trpcError(await zones.save(story.version, { sections: [] }));
    expect((none.data as { fieldErrors: Record<string, string[]> }).fieldErrors.sections?.[0]).toMatch(/at least one/);
    const stale = trpcError(await zones.save(1, { sections: [steps] }));
    expect(stale).toMatchObject({ status: 409, data: { appCode: 'STALE_DRAFT' } });
  });

  it('names no zone the code does not declare', async () => {
    const missing = trpcError(
      await query(
        zones.server.app,
        `pageZones.open?input=${encodeURIComponent(JSON.stringify({ key: '/about#history' }))}`,
        {
          session: zones.sessions.owner,
        },
      ),
    );
    expect(missing).toMatchObject({ status: 404 });
  });
});

/**
 * Publishing a zone through the site's own content gate (a child process, so on one database: the
 * documents and releases are the same code on both, held by the tests above and the city pages').
 */
describe("a page's zone published", () => {
  const zones = useZones('embedded', 'publish');

  it('refuses a link to no page on the paragraph it is in, then publishes into the export the build reads', async () => {
    const story = await zones.open();
    const text = story.draft.sections[0]!;
    const broken = {
      sections: [{ ...text, paragraphs: ['We are on [the roof](/no-such-page) every day of the week.'] }, steps],
    };
    const saved = trpcData<{ version: number }>(await zones.save(0, broken));
    const refused = trpcError(await zones.publish(saved.version));
    expect(refused).toMatchObject({ status: 400, data: { appCode: 'CONTENT_GATE_FAILED' } });
    const fieldErrors = (refused.data as { fieldErrors: Record<string, string[]> }).fieldErrors;
    expect(Object.keys(fieldErrors)).toContain('sections.0.paragraphs.0');
    expect(fieldErrors['sections.0.paragraphs.0']?.join(' ')).toMatch(/no-such-page/);

    const fixed = {
      sections: [{ ...text, paragraphs: ['We are on [the roof](/contact) every day of the week.'] }, steps],
    };
    const again = trpcData<{ version: number }>(await zones.save(saved.version, fixed));
    trpcData(await zones.publish(again.version));
    expect(await zones.open()).toMatchObject({ unpublished: false, live: fixed });
    const exported = JSON.parse(readFileSync(path.join(zones.dataDir, 'content/live/page-zones.json'), 'utf8')) as {
      zones: { key: string; data: ZoneData }[];
    };
    expect(exported.zones).toEqual([expect.objectContaining({ key: KEY, data: fixed })]);
  }, 120_000);
});

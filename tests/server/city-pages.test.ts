import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityPageData } from '../../schema/owner-content/city-pages';
import { testDatabaseKinds } from '../../testing/test-database';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';
import { glenpool } from '../support/city-pages';
import { mutate, query, trpcData, trpcError } from '../support/trpc-inject';

const ORIGIN = 'http://localhost:3000';

interface View {
  slug: string;
  version: number;
  draft: CityPageData;
  live: CityPageData | null;
  file: CityPageData | null;
  unpublished: boolean;
}

/**
 * The owner's city pages through the API, with the site's own content gate (a child process): a
 * city file's page opened with its values, drafts saved on their version, a city added, the doorway
 * check refusing a copy with its reason on the local story, a page of its own published and exported.
 */
describe.each(testDatabaseKinds)('city pages in the dashboard, on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rl-city-pages-'));
  const server = useServerApp(kind, { env: { DATA_DIR: dataDir } });
  let owner: string;
  let office: string;
  beforeAll(async () => {
    owner = (
      await signedInUser(server.database.db, { email: `owner-${kind}@example.com`, role: 'owner' })
    ).cookie.split('=')[1]!;
    office = (
      await signedInUser(server.database.db, { email: `office-${kind}@example.com`, role: 'office' })
    ).cookie.split('=')[1]!;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const open = async (slug: string, session = owner) =>
    trpcData<View>(
      await query(server.app, `cityPages.open?input=${encodeURIComponent(JSON.stringify({ slug }))}`, { session }),
    );
  const save = (slug: string, version: number, data: unknown, options: { adding?: boolean; session?: string } = {}) =>
    mutate(
      server.app,
      'cityPages.saveDraft',
      { slug, version, data, ...(options.adding && { adding: true }) },
      { session: options.session ?? owner, origin: ORIGIN },
    );
  const publish = (slug: string, version: number) =>
    mutate(server.app, 'cityPages.publish', { slug, version }, { session: owner, origin: ORIGIN });
  const exported = () =>
    JSON.parse(readFileSync(path.join(dataDir, 'content/live/city-pages.json'), 'utf8')) as {
      pages: { slug: string; data: CityPageData }[];
    };

  it("opens a city file's page with the file's values, and the office's first save makes the owner's draft", async () => {
    const jenks = await open('jenks', office);
    expect(jenks).toMatchObject({ version: 0, live: null, unpublished: false });
    expect(jenks.draft.intro).toMatch(/^We have roofed in Jenks since 2013/);
    expect(jenks.draft).toEqual(jenks.file);
    const edited = {
      ...jenks.draft,
      intro: 'We have roofed in Jenks since 2013, from Main Street to the river bends.',
    };
    expect(trpcData(await save('jenks', 0, edited, { session: office }))).toEqual({ version: 2, unchanged: false });
    expect(await open('jenks')).toMatchObject({ version: 2, unpublished: true, draft: { intro: edited.intro } });
    const listed = trpcData<{ slug: string; source: string; live: string; unpublished: boolean }[]>(
      await query(server.app, 'cityPages.list', { session: owner }),
    );
    expect(listed).toHaveLength(24);
    expect(listed.find((city) => city.slug === 'jenks')).toMatchObject({
      source: 'owner',
      live: 'file',
      unpublished: true,
    });
    expect(listed.find((city) => city.slug === 'bixby')).toMatchObject({ source: 'file', live: 'file' });
  });

  it('refuses a save on an older version with what changed, and a wrong value on its field', async () => {
    const jenks = await open('jenks');
    const stale = trpcError(await save('jenks', 0, { ...jenks.draft, heading: 'Jenks roofs' }));
    expect(stale).toMatchObject({ status: 409, data: { appCode: 'STALE_DRAFT' } });
    const empty = trpcError(await save('jenks', jenks.version, { ...jenks.draft, faqs: [] }));
    expect(empty).toMatchObject({ status: 400, data: { appCode: 'INVALID_DRAFT' } });
    expect(Object.keys((empty.data as { fieldErrors: object }).fieldErrors)).toEqual(['faqs']);
  });

  it("refuses a new city at another city's address", async () => {
    const taken = trpcError(await save('tulsa', 0, { ...glenpool, slug: 'tulsa' }, { adding: true }));
    expect((taken.data as { fieldErrors: Record<string, string[]> }).fieldErrors.slug?.[0]).toMatch(
      /already a city page at \/locations\/tulsa/,
    );
  });

  it("refuses to publish a new city that copies Jenks's words, with the reason on its local story", async () => {
    const jenks = await open('jenks');
    const copy = { ...jenks.draft, slug: 'jenks-copy', name: 'Glenpool', coordinates: glenpool.coordinates };
    const saved = trpcData<{ version: number }>(await save('jenks-copy', 0, copy, { adding: true }));
    const refused = trpcError(await publish('jenks-copy', saved.version));
    expect(refused).toMatchObject({ status: 400, data: { appCode: 'CONTENT_GATE_FAILED' } });
    const fieldErrors = (refused.data as { fieldErrors: Record<string, string[]> }).fieldErrors;
    expect(fieldErrors.localStory?.join(' ')).toMatch(/near-copy of the page \/locations\/jenks .*doorway/);
  }, 60_000);

  it('publishes a city of its own: live, and in the export the build reads', async () => {
    const saved = trpcData<{ version: number }>(await save('glenpool', 0, glenpool, { adding: true }));
    trpcData(await publish('glenpool', saved.version));
    expect(await open('glenpool')).toMatchObject({ unpublished: false, live: { intro: glenpool.intro } });
    expect(exported().pages.map((page) => page.slug)).toEqual(['glenpool']);
  }, 60_000);

  it("refuses a section outside the city page's allow-list on its field, and publishes one of the list", async () => {
    const page = await open('glenpool');
    const gallery = { type: 'Gallery', heading: 'Our Glenpool roofs' };
    const refused = trpcError(await save('glenpool', page.version, { ...page.draft, sections: [gallery] }));
    expect(refused).toMatchObject({ status: 400, data: { appCode: 'INVALID_DRAFT' } });
    expect((refused.data as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      'sections.0.type': [
        'a Gallery section cannot be added to a city page: the sections a city page may have are Steps, Cards, Call to action',
      ],
    });
    const steps = {
      type: 'Steps',
      heading: 'How a Glenpool inspection goes',
      items: [
        { title: 'We look', body: 'A walk of the whole roof, with photos of every bruise and lifted tab.' },
        { title: 'You decide', body: 'A written estimate the same week, and no pressure to sign it.' },
      ],
    };
    const saved = trpcData<{ version: number }>(
      await save('glenpool', page.version, { ...page.draft, sections: [steps] }),
    );
    trpcData(await publish('glenpool', saved.version));
    expect(exported().pages.find((city) => city.slug === 'glenpool')?.data.sections).toEqual([steps]);
  }, 60_000);
});

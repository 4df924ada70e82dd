import { beforeAll, describe, expect, it } from 'vitest';
import { type SiteFacts, siteFactsFromSite } from '../../schema/owner-content/site-facts';
import { testDatabaseKinds } from '../../testing/test-database';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';
import { site } from '../support/site';
import { mutate, query, trpcData, trpcError } from '../support/trpc-inject';

const ORIGIN = 'http://localhost:3000';

interface View {
  version: number;
  draft: SiteFacts;
  live: SiteFacts | null;
  unpublished: boolean;
}

describe.each(testDatabaseKinds)('the business facts through the API, on %s', (kind) => {
  const server = useServerApp(kind);
  let admin: string;
  let other: string;
  let visitor: string;
  beforeAll(async () => {
    const db = server.database.db;
    admin = (await signedInUser(db, { email: `owner-${kind}@example.com`, admin: true })).cookie.split('=')[1]!;
    other = (await signedInUser(db, { email: `office-${kind}@example.com`, admin: true })).cookie.split('=')[1]!;
    visitor = (await signedInUser(db, { email: `visitor-${kind}@example.com` })).cookie.split('=')[1]!;
  });
  const get = async (session = admin) => trpcData<View>(await query(server.app, 'siteFacts.get', { session }));
  const save = (version: number, data: unknown, session = admin) =>
    mutate(server.app, 'siteFacts.saveDraft', { version, data }, { session, origin: ORIGIN });

  it('is for admins only, to read and to save', async () => {
    expect(trpcError(await query(server.app, 'siteFacts.get')).status).toBe(401);
    expect(trpcError(await query(server.app, 'siteFacts.get', { session: visitor })).status).toBe(403);
    expect(trpcError(await save(1, siteFactsFromSite(site), visitor)).status).toBe(403);
  });

  // The tests below run in order on one document, as an owner and an office manager would.
  it("opens with today's site file as both the draft and the live facts, at version 1", async () => {
    const view = await get();
    expect(view).toMatchObject({ version: 1, unpublished: false });
    expect(view.draft).toEqual(siteFactsFromSite(site));
    expect(view.live).toEqual(view.draft);
  });

  it('saves a draft and answers the new version; the live facts stay as they were', async () => {
    const mine = siteFactsFromSite(site);
    mine.registrations[0]!.number = 'CIB-RC-80417';
    mine.registrations[0]!.standIn = false;
    const saved = await save(1, mine);
    expect(saved.statusCode).toBe(200);
    expect(trpcData(saved)).toEqual({ version: 2, unchanged: false });
    const view = await get();
    expect(view).toMatchObject({ version: 2, unpublished: true });
    expect(view.draft.registrations[0]!.number).toBe('CIB-RC-80417');
    expect(view.live!.registrations[0]!.number).toBe('CIB-RC-555014');
  });

  it('refuses a save from a tab opened before, with each field changed since: where, theirs and yours', async () => {
    const stale = siteFactsFromSite(site);
    stale.registrations[0]!.number = 'CIB-RC-11111';
    stale.email = 'office@ridgelineroofing.example';
    const refused = trpcError(await save(1, stale, other));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(
      'Not saved: someone saved the business facts after you opened them (Registrations › 1 › Number; Registrations › 1 › Stand-in). Nothing was overwritten: look at their values, then save again.',
    );
    expect(refused.data).toMatchObject({
      appCode: 'STALE_DRAFT',
      conflict: {
        version: 2,
        changes: [
          {
            path: 'registrations.0.number',
            where: 'Registrations › 1 › Number',
            theirs: 'CIB-RC-80417',
            yours: 'CIB-RC-11111',
          },
          { path: 'registrations.0.standIn', where: 'Registrations › 1 › Stand-in', theirs: false, yours: true },
        ],
      },
    });
    expect((await get()).draft.registrations[0]!.number).toBe('CIB-RC-80417');
  });

  it('refuses a wrong value with each problem on its field, in the owner’s words, and saves nothing', async () => {
    const { version, draft } = await get();
    const wrong = structuredClone(draft) as SiteFacts & { phones: { business: string } };
    wrong.phones.business = '918 555 0199';
    wrong.founder.name = '';
    wrong.reviews.url = 'http://www.google.com/maps';
    const refused = trpcError(await save(version, wrong));
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      appCode: 'INVALID_DRAFT',
      fieldErrors: {
        'phones.business': ['write phones as (918) 555-0142'],
        'founder.name': ['must not be empty'],
        'reviews.url': ['must be a secure address: start it with https://'],
      },
    });
    expect(refused.message).toMatch(/^Not saved: 3 fields need attention, the first: \w/);
    expect((await get()).version).toBe(version);
  });

  it('says so when a save changes nothing, and keeps the version', async () => {
    const { version, draft } = await get();
    expect(trpcData(await save(version, draft))).toEqual({ version, unchanged: true });
  });
});

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOwnerTestimonials } from '../../content/owner-content';
import type { Testimonial } from '../../schema/owner-content/testimonials';
import { readDocument } from '../../server/owner-content/documents';
import { childProcessGate, type ContentGate } from '../../server/owner-content/gate';
import { runContentMigrations } from '../../server/owner-content/migrations';
import { exportLiveContent, publishSiteFacts, rollbackSiteFacts } from '../../server/owner-content/publish';
import { readSiteFacts, saveSiteFactsDraft } from '../../server/owner-content/site-facts';
import { saveAndPublishTestimonials } from '../../server/owner-content/testimonials';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-database';
import { ready } from '../support/server-app';
import { site } from '../support/site';

const NOW = new Date('2026-11-29T15:00:00Z');

const dave: Testimonial = {
  id: 12,
  body: 'They found the leak two other roofers missed, and the crew was tidy.',
  displayName: 'Dave R.',
  neighbourhood: 'Rose District',
  citySlug: 'broken-arrow',
  date: '2026-10-02',
};
const jenks: Testimonial = {
  id: 9,
  body: 'Fixed the flashing on our chimney in an afternoon.',
  displayName: 'A homeowner',
  citySlug: 'jenks',
  date: '2026-09-14',
};

/**
 * The review queue's publish: the approved testimonials saved as the testimonials' draft and
 * published through the real content gate (a child process) on the whole site, exported for the
 * build beside the business facts; a list the gate or the schema refuses changes nothing.
 */
describe.each(testDatabaseKinds)('publishing the customer testimonials, on %s', (kind) => {
  let handle: TestDatabase | undefined;
  const db = () => ready(handle, 'the database').db;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rl-testimonials-'));
  const liveDir = path.join(dataDir, 'content/live');
  const liveFile = path.join(liveDir, 'testimonials.json');
  const gate = childProcessGate();
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await runContentMigrations(handle.db, { site, now: NOW });
  });
  afterAll(async () => {
    await handle?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const publish = (items: Testimonial[] | (() => Promise<Testimonial[]>), check: ContentGate = gate) =>
    saveAndPublishTestimonials(db(), items, { authorId: null, now: () => NOW, gate: check, dataDir });
  const releases = () => db().selectFrom('releases').selectAll().orderBy('id').execute();
  const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  const passes: ContentGate = async () => ({ pages: 59, problems: [] });

  it('has nothing to publish before the first approval', async () => {
    expect(await publish([])).toEqual({ ok: false, reason: 'unchanged' });
    expect(await readDocument(db(), 'testimonials', 'testimonials')).toBeUndefined();
    expect(await releases()).toEqual([]);
  });

  it('makes the document, publishes it through the gate, and exports the testimonials for the build', async () => {
    const outcome = await publish([dave, jenks]);
    expect(outcome).toMatchObject({ ok: true });
    if (!outcome.ok) return;
    const doc = await readDocument(db(), 'testimonials', 'testimonials');
    expect(doc).toMatchObject({ version: 1, draft: { rev: outcome.rev }, live: { rev: outcome.rev } });
    expect(doc!.live!.data).toEqual({ items: [dave, jenks] });

    const [release] = await releases();
    expect(release).toMatchObject({
      id: outcome.releaseId,
      status: 'live',
      note: 'Customer testimonials from the review queue',
    });
    // A release is the whole of the owner's content: the business facts as they are live, too.
    const facts = await readDocument(db(), 'siteFacts', 'site');
    expect(json(release!.items)).toEqual([
      { document_id: doc!.id, rev: outcome.rev },
      { document_id: facts!.id, rev: facts!.live!.rev },
    ]);

    expect(JSON.parse(readFileSync(liveFile, 'utf8'))).toEqual({
      type: 'testimonials',
      schemaVersion: 1,
      release: outcome.releaseId,
      rev: outcome.rev,
      data: { items: [dave, jenks] },
    });
    expect(readOwnerTestimonials(liveDir)).toEqual({ items: [dave, jenks], problems: [] });
    // Written whole and renamed into place: no half-written file left beside it.
    expect(readdirSync(liveDir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  }, 120_000);

  it('publishes nothing again for the same list', async () => {
    const before = await releases();
    expect(await publish([dave, jenks])).toEqual({ ok: false, reason: 'unchanged' });
    expect(await releases()).toEqual(before);
  });

  it('refuses a testimonial placed on no city page: the release fails with it, and the site keeps what it had', async () => {
    const exported = readFileSync(liveFile, 'utf8');
    const outcome = await publish([dave, { ...jenks, citySlug: 'xyz' }]);
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'failed',
      problems: [
        {
          documentId: expect.any(Number),
          path: 'items.1.citySlug',
          where: 'Customer testimonials',
          message:
            'Testimonial 9 is placed on /locations/xyz, which is not a city page: pick the city in the review queue',
        },
      ],
    });
    expect(readFileSync(liveFile, 'utf8')).toBe(exported);
    expect((await readDocument(db(), 'testimonials', 'testimonials'))!.live!.data).toEqual({ items: [dave, jenks] });
    expect((await releases()).at(-1)).toMatchObject({ status: 'failed', live_at: null });
  }, 120_000);

  it('refuses a list the content type does not accept, by the testimonial’s number, and saves nothing', async () => {
    const before = await readDocument(db(), 'testimonials', 'testimonials');
    const outcome = await publish([dave, { ...jenks, displayName: '  ', date: 'yesterday' }], passes);
    expect(outcome).toEqual({
      ok: false,
      reason: 'invalid',
      problems: [
        expect.objectContaining({ path: 'items.1.displayName', where: 'Testimonial 9 › Shown as' }),
        expect.objectContaining({ path: 'items.1.date', where: 'Testimonial 9 › Written on' }),
      ],
    });
    expect((await readDocument(db(), 'testimonials', 'testimonials'))!.version).toBe(before!.version);
  });

  it('publishes calls made at once in the order they came: the last list is what goes live', async () => {
    const newer = { ...dave, id: 13, body: 'Second approval of the morning.', date: '2026-11-01' };
    const [first, second] = await Promise.all([
      publish([dave], passes),
      // The queue reads its list when its turn comes: the approvals made up to then.
      publish(async () => [dave, newer], passes),
    ]);
    expect(first).toMatchObject({ ok: true });
    expect(second).toMatchObject({ ok: true });
    expect(readOwnerTestimonials(liveDir).items).toEqual([dave, newer]);
    expect((await readDocument(db(), 'testimonials', 'testimonials'))!.live!.data).toEqual({ items: [dave, newer] });
  });

  it('leaves the testimonials as they are live when the business facts go back to an earlier release', async () => {
    // Testimonials live, then a release of the facts holding them, then the queue's next list.
    expect(await publish([dave, jenks], passes)).toMatchObject({ ok: true });
    const view = (await readSiteFacts(db()))!;
    const saved = await saveSiteFactsDraft(db(), {
      version: view.version,
      data: { ...structuredClone(view.draft), phones: { ...view.draft.phones, business: '(918) 555-0171' } },
      authorId: null,
      now: NOW,
    });
    if (!saved.ok) throw new Error(`draft not saved: ${saved.reason}`);
    const facts = await publishSiteFacts(db(), {
      version: saved.version,
      authorId: null,
      now: () => NOW,
      gate: passes,
      dataDir,
    });
    if (!facts.ok) throw new Error(`facts not published: ${facts.reason}`);
    // A customer withdraws their words: the queue publishes the list without them.
    expect(await publish([jenks], passes)).toMatchObject({ ok: true });
    const back = await rollbackSiteFacts(db(), {
      releaseId: facts.releaseId,
      authorId: null,
      now: () => NOW,
      gate: passes,
      dataDir,
    });
    expect(back).toMatchObject({ ok: true });
    expect(readOwnerTestimonials(liveDir).items).toEqual([jenks]);
    const doc = (await readDocument(db(), 'testimonials', 'testimonials'))!;
    expect(doc.live!.data).toEqual({ items: [jenks] });
    expect(doc.draft!.data).toEqual({ items: [jenks] });
  });

  it('takes a row as the review queue has it: a neighbourhood left null or empty is left out', async () => {
    const { neighbourhood: _rose, ...plain } = dave;
    const outcome = await saveAndPublishTestimonials(
      db(),
      [
        { ...dave, neighbourhood: null },
        { ...jenks, neighbourhood: '  ' },
      ],
      { authorId: null, now: () => NOW, gate: passes, dataDir },
    );
    expect(outcome).toMatchObject({ ok: true });
    expect(readOwnerTestimonials(liveDir).items).toEqual([plain, jenks]);
  });

  it('takes every testimonial off the site with an empty list', async () => {
    const outcome = await publish([]);
    expect(outcome).toMatchObject({ ok: true });
    expect(JSON.parse(readFileSync(liveFile, 'utf8')).data).toEqual({ items: [] });
    expect(readOwnerTestimonials(liveDir)).toEqual({ items: [], problems: [] });
  }, 120_000);

  it('writes the testimonials again at start when the file is not what is live', async () => {
    const written = readFileSync(liveFile, 'utf8');
    rmSync(liveFile);
    expect(await exportLiveContent(db(), dataDir)).toBe('written');
    expect(readFileSync(liveFile, 'utf8')).toBe(written);
    expect(await exportLiveContent(db(), dataDir)).toBe('current');
  });

  it('removes testimonials the live release does not hold (a database restored to before them)', async () => {
    const fresh = await createTestDatabase(kind);
    const other = mkdtempSync(path.join(tmpdir(), 'rl-testimonials-restored-'));
    try {
      await runContentMigrations(fresh.db, { site, now: NOW });
      const view = (await readSiteFacts(fresh.db))!;
      const saved = await saveSiteFactsDraft(fresh.db, {
        version: view.version,
        data: { ...structuredClone(view.draft), phones: { ...view.draft.phones, business: '(918) 555-0172' } },
        authorId: null,
        now: NOW,
      });
      if (!saved.ok) throw new Error(`draft not saved: ${saved.reason}`);
      const input = { version: saved.version, authorId: null, now: () => NOW, gate: passes, dataDir: other };
      expect(await publishSiteFacts(fresh.db, input)).toMatchObject({ ok: true });
      const stale = path.join(other, 'content/live/testimonials.json');
      writeFileSync(stale, readFileSync(liveFile));
      expect(await exportLiveContent(fresh.db, other)).toBe('written');
      expect(existsSync(stale)).toBe(false);
    } finally {
      await fresh.drop();
      rmSync(other, { recursive: true, force: true });
    }
  });
});

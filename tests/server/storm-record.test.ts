import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadCities } from '../../content/cities';
import { endOfDay, localToday } from '../../server/storm/days';
import {
  activeStorm,
  checkStormInput,
  editStorm,
  endStorm,
  listStorms,
  startStorm,
  stormHistory,
} from '../../server/storm/storms';
import type { StormCity } from '../../shared/storm';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';
import { accepted } from '../support/storm-site';

const TZ = 'America/Chicago';
// 10:00 in Tulsa on November 25, 2026.
const NOW = new Date('2026-11-25T16:00:00Z');
const owner = { label: 'npm run admin' };

describe('the storm input check', () => {
  let cities: StormCity[];
  beforeAll(async () => {
    cities = await loadCities();
  });
  const check = (input: Partial<Parameters<typeof checkStormInput>[0]>) =>
    checkStormInput(
      { name: 'Nov 24 hail', date: '2026-11-24', cities: ['tulsa'], ...input },
      { cities, timeZone: TZ, now: NOW },
    );

  it('reads the site city list from the page files, with names and states', () => {
    expect(cities).toContainEqual({ slug: 'broken-arrow', name: 'Broken Arrow', state: 'OK' });
    expect(cities).toContainEqual({ slug: 'overland-park', name: 'Overland Park', state: 'KS' });
  });

  it('fills the until date 30 days after the storm and keeps the towns in the order typed', () => {
    const values = accepted(check({ cities: ['Broken-Arrow', 'tulsa', 'tulsa'] }));
    expect(values.until).toBe('2026-12-24');
    expect(values.cities.map((c) => c.name)).toEqual(['Broken Arrow', 'Tulsa']);
  });

  it('refuses an unknown town naming the valid slugs, and every other problem at once', () => {
    const refused = check({ cities: ['tulsa', 'atlantis'], date: '2026-02-30', name: ' ' });
    if (refused.ok) throw new Error('accepted an unknown town and a day that does not exist');
    const { problems } = refused;
    expect(refused.message).toBe(problems.map((p) => p.message).join('\n'));
    expect(problems.map((p) => p.field).sort()).toEqual(['cities', 'date', 'name']);
    const towns = problems.find((p) => p.field === 'cities')!.message;
    expect(towns).toContain('"atlantis"');
    expect(towns).toContain('broken-arrow');
    expect(towns).toContain('overland-park');
  });

  it('refuses a storm in the future and an until day that has passed', () => {
    expect(check({ date: '2026-11-26' })).toMatchObject({ ok: false, reason: 'input', message: /future/ });
    expect(check({ date: '2026-10-01', until: '2026-11-24' })).toMatchObject({ ok: false, message: /has passed/ });
  });

  it('ends an until day at midnight in the office time zone', () => {
    expect(endOfDay('2026-12-24', TZ).toISOString()).toBe('2026-12-25T06:00:00.000Z');
    expect(localToday(new Date('2026-11-26T05:59:00Z'), TZ)).toBe('2026-11-25');
  });
});

describe.each(testDatabaseKinds)('the storm record on %s', (kind) => {
  let database: TestDatabase;
  let cities: StormCity[];
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    cities = await loadCities();
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('storm_events').execute();
    await database.db.deleteFrom('storms').execute();
  });
  const values = (input: Partial<Parameters<typeof checkStormInput>[0]> = {}) =>
    accepted(
      checkStormInput(
        { name: 'Nov 24 hail', date: '2026-11-24', cities: ['tulsa', 'jenks'], until: '2026-11-30', ...input },
        { cities, timeZone: TZ, now: NOW },
      ),
    );

  it('is active from its start until its until day is over, then a new one may start', async () => {
    const db = database.db;
    expect(await activeStorm(db, NOW)).toBeUndefined();
    const started = accepted(await startStorm(db, values({ hail: '1.75 in' }), owner, NOW, TZ));
    expect(await activeStorm(db, NOW)).toMatchObject({ id: started.id, hail: '1.75 in', until: '2026-11-30' });
    expect((await activeStorm(db, NOW))!.cities.map((c) => c.slug)).toEqual(['tulsa', 'jenks']);
    // The last minute of November 30 in Tulsa, and the first of December 1.
    expect(await activeStorm(db, new Date('2026-12-01T05:59:00Z'))).toBeDefined();
    const later = new Date('2026-12-01T06:00:00Z');
    expect(await activeStorm(db, later)).toBeUndefined();

    expect(await startStorm(db, values({ name: 'Second' }), owner, NOW, TZ)).toMatchObject({
      ok: false,
      reason: 'conflict',
      current: { id: started.id },
    });
    const next = accepted(
      await startStorm(
        db,
        accepted(
          checkStormInput(
            { name: 'December wind', date: '2026-12-01', cities: ['olathe'] },
            { cities, timeZone: TZ, now: later },
          ),
        ),
        owner,
        later,
        TZ,
      ),
    );
    expect((await activeStorm(db, later))!.id).toBe(next.id);
    expect((await stormHistory(db, started.id)).map((e) => e.kind)).toEqual(['start', 'expired']);
  });

  it('records each edit with what changed, refuses a stale edit, and ends', async () => {
    const db = database.db;
    const started = accepted(await startStorm(db, values(), owner, NOW, TZ));
    const admin = { id: null, label: 'ada@example.com' };
    const edited = accepted(
      await editStorm(db, started.id, 1, values({ hail: '2 in', cities: ['tulsa'] }), admin, NOW, TZ),
    );
    expect(edited.version).toBe(2);
    expect(await editStorm(db, started.id, 1, values({ name: 'x' }), admin, NOW, TZ)).toMatchObject({
      ok: false,
      reason: 'conflict',
      message: /changed this storm/,
      current: { version: 2 },
    });
    const ended = await endStorm(db, owner, NOW);
    expect(ended?.id).toBe(started.id);
    expect(await activeStorm(db, NOW)).toBeUndefined();
    expect(await endStorm(db, owner, NOW)).toBeUndefined();
    const history = await stormHistory(db, started.id);
    expect(history.map((e) => [e.kind, e.actor])).toEqual([
      ['start', 'npm run admin'],
      ['edit', 'ada@example.com'],
      ['end', 'npm run admin'],
    ]);
    expect(history[1]!.detail).toEqual({ cities: ['tulsa,jenks', 'tulsa'], hail: [null, '2 in'] });
    expect((await listStorms(db))[0]).toMatchObject({ id: started.id, endedAt: NOW });
  });

  it('lets one of two concurrent starts through', async () => {
    const db = database.db;
    const results = await Promise.all([
      startStorm(db, values({ name: 'A' }), owner, NOW, TZ),
      startStorm(db, values({ name: 'B' }), owner, NOW, TZ),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === 'conflict')).toHaveLength(1);
  });
});

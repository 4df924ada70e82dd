import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { matchesSearch } from '../../schema/submissions';
import { NARROWED_CANDIDATES, RECENT_WINDOW } from '../../server/submissions/list';
import type { NewContactSubmission } from '../../server/db/types';
import { indexedPart, refreshCommonTrigrams } from '../../server/submissions/search-narrowing';
import { testDatabaseKinds } from '../../testing/test-database';
import { useServerApp } from '../support/server-app';
import { parseCsv } from '../support/csv';
import { fieldsShownIn } from '../../shared/request-field-sets';
import { signedInUser } from '../support/sessions';

// Friday 20 November 2026, noon in Tulsa.
const NOW = new Date('2026-11-20T18:00:00Z');

describe.each(testDatabaseKinds)('submissions for the admin dashboard on %s', (kind) => {
  const server = useServerApp(kind, { now: () => NOW });
  let admin: string;
  let member: string;

  beforeAll(async () => {
    admin = (await signedInUser(server.database.db, { email: 'owner@example.com', admin: true, now: NOW })).cookie;
    member = (await signedInUser(server.database.db, { email: 'visitor@example.com', now: NOW })).cookie;
  });
  beforeEach(async () => {
    await sql`truncate contact_submissions cascade`.execute(server.database.db);
  });

  async function call<T = unknown>(
    path: string,
    input: unknown,
    cookie?: string,
  ): Promise<{ status: number; data?: T; error?: { message: string; data: { code: string } } }> {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const response = await server.app.inject({
      method: 'GET',
      url: `/trpc/${path}${query}`,
      headers: cookie ? { cookie } : {},
    });
    const body = response.json() as { result?: { data: T }; error?: { message: string; data: { code: string } } };
    return { status: response.statusCode, data: body.result?.data, error: body.error };
  }

  const insert = (rows: NewContactSubmission[]) =>
    server.database.db.insertInto('contact_submissions').values(rows).returning('id').execute();
  const row = (fields: Partial<NewContactSubmission>): NewContactSubmission => ({
    name: 'Sam',
    email: 'sam@example.com',
    created_at: NOW,
    ...fields,
  });

  const countWhere = async (condition: string) =>
    Number(
      (
        await sql<{ n: number }>`select count(*) as n from contact_submissions where ${sql.raw(condition)}`.execute(
          server.database.db,
        )
      ).rows[0]!.n,
    );

  /** Every id the list returns for a search, page by page. */
  async function listAll(search: string, limit = 100): Promise<number[]> {
    const ids: number[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 1000; guard++) {
      const page: { status: number; data?: { items: { id: number }[]; nextCursor: string | null } } = await call(
        'submissions.list',
        { search, cursor, limit },
        admin,
      );
      expect(page.status).toBe(200);
      ids.push(...page.data!.items.map((item) => item.id));
      cursor = page.data!.nextCursor;
      if (!cursor) return ids;
    }
    throw new Error('pagination did not end');
  }

  describe('access', () => {
    it.each(['submissions.stats', 'submissions.list', 'leads.get'])(
      '%s refuses visitors (401) and signed-in non-admins (403)',
      async (path) => {
        const input = path === 'leads.get' ? { id: 1 } : path === 'submissions.list' ? {} : undefined;
        const anonymous = await call(path, input);
        expect(anonymous.status).toBe(401);
        expect(anonymous.error?.message).toBe('Auth session missing!');
        const nonAdmin = await call(path, input, member);
        expect(nonAdmin.status).toBe(403);
        expect(nonAdmin.error?.message).toBe("You don't have admin privileges to access this dashboard");
      },
    );

    it('refuses the CSV export to visitors and non-admins', async () => {
      const anonymous = await server.app.inject({ method: 'GET', url: '/api/admin/submissions.csv' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).toMatch(/Sign in/);
      const nonAdmin = await server.app.inject({
        method: 'GET',
        url: '/api/admin/submissions.csv',
        headers: { cookie: member },
      });
      expect(nonAdmin.statusCode).toBe(403);
      const forged = await server.app.inject({
        method: 'GET',
        url: '/api/admin/submissions.csv',
        headers: { cookie: 'rl_session=abc.def' },
      });
      expect(forged.statusCode).toBe(401);
    });
  });

  describe('search (spec section 5)', () => {
    it('matches case-insensitively on five fields and plainly on phone, with wildcards taken literally', async () => {
      const [jane, bob, pct, under] = await insert([
        row({
          name: 'Jane Doe',
          email: 'jane@example.com',
          phone: '(918) 555-0142 EXT 7',
          message: 'Hail on the ridge',
        }),
        row({ name: 'Bob Roe', email: 'bob@example.com', address: '12 Elm St, Tulsa', service_needed: 'Roof Repair' }),
        row({ name: '100% Roofing', email: 'pct@example.com' }),
        row({ name: 'a_b', email: 'under@example.com' }),
      ]);
      const ids = async (search: string) => (await listAll(search)).sort((a, b) => a - b);
      expect(await ids('HAIL')).toEqual([jane!.id]);
      expect(await ids('elm st')).toEqual([bob!.id]);
      expect(await ids('roof rep')).toEqual([bob!.id]);
      expect(await ids('EXT 7')).toEqual([jane!.id]);
      expect(await ids('ext 7')).toEqual([]);
      expect(await ids('%')).toEqual([pct!.id]);
      expect(await ids('_')).toEqual([under!.id]);
      expect(await ids('a_b')).toEqual([under!.id]);
      expect(await ids('Doe jane@')).toEqual([]); // never across two fields
      expect(await ids('')).toHaveLength(4);
    });

    it('finds matches older than the recent window, and pages through them, as well as recent ones', async () => {
      // RECENT_WINDOW + 200 rows, newest first by id; "needle" only in 9 of the oldest and 2 of the newest.
      await sql`insert into contact_submissions (name, email, created_at)
                select case when g in (3, 7, 11, 15, 19, 23, 27, 31, 35, ${RECENT_WINDOW + 150}, ${RECENT_WINDOW + 199}) then 'Needle ' || g else 'Hay ' || g end,
                       'p' || g || '@example.com', timestamptz '2026-01-01' + g * interval '1 minute'
                from generate_series(1, ${RECENT_WINDOW + 200}) g`.execute(server.database.db);
      const expected = (
        await sql<{
          id: number;
        }>`select id from contact_submissions where name like 'Needle%' order by created_at desc, id desc`.execute(
          server.database.db,
        )
      ).rows.map((r) => r.id);
      expect(expected).toHaveLength(11);
      expect(await listAll('needle', 4)).toEqual(expected);
      expect(await listAll('hay 1', 25)).toHaveLength(await countWhere(`name like 'Hay 1%'`));
    });

    it('agrees with the reference rule for any data and any search', async () => {
      const alphabet = fc.constantFrom('a', 'B', 'é', 'É', '%', '_', '\\', ' ', '1', '-', 'x');
      const text = fc.string({ unit: alphabet, maxLength: 8 });
      const submission = fc.record({
        name: text,
        email: text,
        phone: fc.option(text, { nil: null }),
        address: fc.option(text, { nil: null }),
        service_needed: fc.option(text, { nil: null }),
        message: fc.option(text, { nil: null }),
      });
      const data = fc.sample(fc.array(submission, { minLength: 150, maxLength: 150 }), { numRuns: 1, seed: 42 })[0]!;
      const stored = await insert(data.map((s, i) => row({ ...s, created_at: new Date(NOW.getTime() - i * 1000) })));
      const byId = new Map(stored.map((r, i) => [r.id, data[i]!]));
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: alphabet, minLength: 1, maxLength: 3 }), async (search) => {
          const expected = [...byId]
            .filter(([, s]) => matchesSearch(s, search))
            .map(([id]) => id)
            .sort((a, b) => a - b);
          expect((await listAll(search)).sort((a, b) => a - b)).toEqual(expected);
        }),
        { numRuns: 60, seed: 7 },
      );
    });
  });

  describe('search through the rare part of the term', () => {
    it('gives the same rows when the index is asked for the rare part only', async () => {
      // Every email starts with "customer": its trigrams are common, so the index is asked for "er424200@".
      await insert([
        ...Array.from({ length: 40 }, (_, i) =>
          row({ email: `customer${1000 + i}@example.com`, created_at: new Date(NOW.getTime() - i * 1000) }),
        ),
        row({ name: 'Needle', email: 'customer424200@example.com', created_at: new Date('2025-01-01') }),
        row({ name: 'Decoy', email: 'partner424200@example.com', created_at: new Date('2025-01-02') }),
        row({ name: 'Other case', email: 'CUSTOMER424200@EXAMPLE.COM', created_at: new Date('2025-01-03') }),
      ]);
      const common = await refreshCommonTrigrams(server.database.db);
      expect(indexedPart('customer424200@', common)).toBe('er424200@');
      const names = async (search: string) => {
        const page = await call<{ items: { name: string }[] }>('submissions.list', { search }, admin);
        return page.data!.items.map((item) => item.name);
      };
      expect(await names('customer424200@')).toEqual(['Other case', 'Needle']);
      expect(await names('Customer424200@Example')).toEqual(['Other case', 'Needle']);
      expect(await names('er424200@')).toEqual(['Other case', 'Decoy', 'Needle']);
    });

    it('asks the index for the whole search when the rare part is common among older rows', async () => {
      // The newest rows all say "customer"; NARROWED_CANDIDATES + 100 older ones hold "er424200@" but not the search.
      await sql`insert into contact_submissions (name, email, created_at)
                select 'Newer ' || g, 'customer' || g || '@example.com', timestamptz '2026-06-01' + g * interval '1 minute'
                from generate_series(1, ${RECENT_WINDOW + 100}) g`.execute(server.database.db);
      await sql`insert into contact_submissions (name, email, created_at)
                select 'Partner ' || g, 'partner424200@example.com', timestamptz '2025-06-01' + g * interval '1 minute'
                from generate_series(1, ${NARROWED_CANDIDATES + 100}) g`.execute(server.database.db);
      await insert([row({ name: 'Needle', email: 'customer424200@example.com', created_at: new Date('2025-01-01') })]);
      expect(indexedPart('customer424200@', await refreshCommonTrigrams(server.database.db))).toBe('er424200@');
      const found = await call<{ items: { name: string }[] }>('submissions.list', { search: 'customer424200@' }, admin);
      expect(found.data!.items.map((item) => item.name)).toEqual(['Needle']);
      expect(await listAll('er424200@')).toHaveLength(NARROWED_CANDIDATES + 101);
    });

    it('agrees with the reference rule for longer searches over data full of common trigrams', async () => {
      const alphabet = fc.constantFrom('a', 'B', 'é', '1', ' ', '%', 'x', '9', '_', 'Z');
      const word = fc.constantFrom('customer', 'CUSTOMER', 'Roof ', '');
      const text = fc.tuple(word, fc.string({ unit: alphabet, maxLength: 10 })).map(([w, t]) => w + t);
      const submission = fc.record({
        name: text,
        email: text,
        phone: fc.option(text, { nil: null }),
        address: fc.option(text, { nil: null }),
        service_needed: fc.constant(null),
        message: fc.option(text, { nil: null }),
      });
      const data = fc.sample(fc.array(submission, { minLength: 150, maxLength: 150 }), { numRuns: 1, seed: 11 })[0]!;
      const stored = await insert(data.map((s, i) => row({ ...s, created_at: new Date(NOW.getTime() - i * 1000) })));
      const byId = new Map(stored.map((r, i) => [r.id, data[i]!]));
      const common = await refreshCommonTrigrams(server.database.db);
      // Half the searches are parts of stored emails (so they match), half are made up.
      const storedPart = fc
        .tuple(fc.nat(149), fc.nat(8), fc.integer({ min: 9, max: 14 }))
        .map(([i, from, length]) => data[i]!.email.slice(from, from + length));
      const madeUp = fc
        .tuple(
          fc.constantFrom('customer', 'stomer', 'roof '),
          fc.string({ unit: alphabet, minLength: 3, maxLength: 6 }),
        )
        .map(([w, t]) => w + t);
      let narrowed = 0;
      await fc.assert(
        fc.asyncProperty(fc.oneof(storedPart, madeUp), async (search) => {
          if (indexedPart(search.trim(), common) !== search.trim()) narrowed++;
          const expected = [...byId]
            .filter(([, s]) => matchesSearch(s, search))
            .map(([id]) => id)
            .sort((a, b) => a - b);
          expect((await listAll(search)).sort((a, b) => a - b)).toEqual(expected);
        }),
        { numRuns: 40, seed: 5 },
      );
      expect(narrowed).toBeGreaterThan(5);
    });
  });

  describe('pagination', () => {
    it('walks every row once, newest first, even with equal times and microseconds apart', async () => {
      const tied = Array.from({ length: 12 }, () => row({ created_at: '2026-11-20 10:00:00.123+00' }));
      const micro = Array.from({ length: 9 }, (_, i) => row({ created_at: `2026-11-20 10:00:00.1234${i}5+00` }));
      const spread = Array.from({ length: 20 }, (_, i) => row({ created_at: new Date(NOW.getTime() - i * 60_000) }));
      await insert([...tied, ...micro, ...spread]);
      const expected = (
        await sql<{ id: number }>`select id from contact_submissions order by created_at desc, id desc`.execute(
          server.database.db,
        )
      ).rows.map((r) => r.id);
      expect(await listAll('', 7)).toEqual(expected);
    });

    it('caps a page at 100 rows and returns a bounded preview of long messages', async () => {
      expect((await call('submissions.list', { limit: 101 }, admin)).status).toBe(400);
      const [long] = await insert([row({ message: 'x'.repeat(5000) })]);
      const page = await call<{ items: { preview: string; previewLength: number }[] }>('submissions.list', {}, admin);
      expect(page.data!.items[0]!.preview).toHaveLength(280);
      expect(page.data!.items[0]!.previewLength).toBe(5000);
      const detail = await call<{ message: string; createdAt: string }>('leads.get', { id: long!.id }, admin);
      expect(detail.data!.message).toHaveLength(5000);
      expect(detail.data!.createdAt).toBe(NOW.toISOString());
      const missing = await call('leads.get', { id: 999_999 }, admin);
      expect(missing.status).toBe(404);
      expect(missing.error?.message).toMatch(/no longer exists/);
    });

    it('lists each request’s office and filters by one office, in the list and the CSV download', async () => {
      const [tulsaOld, kansas, tulsaNew, none] = await insert([
        row({ name: 'Tulsa old', office: 'tulsa', created_at: new Date(NOW.getTime() - 3 * 60_000) }),
        row({ name: 'Olathe church', office: 'kansas', created_at: new Date(NOW.getTime() - 2 * 60_000) }),
        row({ name: 'Tulsa new', office: 'tulsa', created_at: new Date(NOW.getTime() - 60_000) }),
        row({ name: 'Unrouted', office: null }),
      ]);
      type Page = { items: { id: number; office: string | null }[] };
      const all = await call<Page>('submissions.list', {}, admin);
      expect(all.data!.items.map((item) => [item.id, item.office])).toEqual([
        [none!.id, null],
        [tulsaNew!.id, 'tulsa'],
        [kansas!.id, 'kansas'],
        [tulsaOld!.id, 'tulsa'],
      ]);
      const kc = await call<Page>('submissions.list', { office: 'kansas' }, admin);
      expect(kc.data!.items.map((item) => item.id)).toEqual([kansas!.id]);
      const ok = await call<Page>('submissions.list', { office: 'tulsa', limit: 1 }, admin);
      expect(ok.data!.items.map((item) => item.id)).toEqual([tulsaNew!.id]);
      // With the search and another filter, and paged.
      const searched = await call<Page>('submissions.list', { office: 'tulsa', search: 'old', view: 'new' }, admin);
      expect(searched.data!.items.map((item) => item.id)).toEqual([tulsaOld!.id]);
      const bad = await call('submissions.list', { office: 'Kansas City!' }, admin);
      expect(bad.status).toBe(400);
      expect(bad.error?.message).toMatch(/pick one from the list/);

      const csv = await server.app.inject({
        method: 'GET',
        url: '/api/admin/submissions.csv?office=kansas',
        headers: { cookie: admin },
      });
      expect(csv.statusCode).toBe(200);
      const [header, ...lines] = parseCsv(csv.body);
      const name = header!.indexOf('Name');
      expect(lines.map((line) => line[name])).toEqual(['Olathe church']);
      const badCsv = await server.app.inject({
        method: 'GET',
        url: '/api/admin/submissions.csv?office=K%20C',
        headers: { cookie: admin },
      });
      expect(badCsv.statusCode).toBe(400);
      expect(badCsv.body).toMatch(/pick one from the list\. Fix the link/);
    });

    it('answers a stale or forged cursor with a 400 a person can act on', async () => {
      const bad = await call('submissions.list', { cursor: 'abc' }, admin);
      expect(bad.status).toBe(400);
      expect(bad.error?.message).toMatch(/reload/i);
    });
  });

  describe('counters and the weekly chart', () => {
    it('counts total, the last 7 days and with-phone, and buckets weeks in Tulsa time', async () => {
      const [r1, , , , r5] = await insert([
        row({ created_at: '2026-11-20T17:00:00Z', phone: '918-555-0100' }),
        row({ created_at: '2026-11-13T18:00:01Z', phone: '' }), // 6 days 23:59:59 ago
        row({ created_at: '2026-11-13T17:59:59Z', phone: '   ' }), // just over 7 days ago
        row({ created_at: '2026-11-16T05:30:00Z' }), // Sunday 15th, 11:30 PM in Tulsa: the week of Nov 9
        row({ created_at: '2026-08-30T12:00:00Z', phone: '+1 555 0100' }), // before the 12 weeks
        row({ created_at: '2025-01-01T12:00:00Z' }),
      ]);
      type Stats = {
        total: number;
        thisWeek: number;
        withPhone: number;
        weekly: { weekStart: string; submissions: number }[];
      };
      const stats = (await call<Stats>('submissions.stats', undefined, admin)).data!;
      expect(stats).toMatchObject({ total: 6, thisWeek: 3, withPhone: 2 });
      expect(stats.weekly).toHaveLength(12);
      expect(stats.weekly[0]!.weekStart).toBe('2026-08-31');
      const week = (start: string) => stats.weekly.find((w) => w.weekStart === start)?.submissions;
      expect(week('2026-11-16')).toBe(1);
      expect(week('2026-11-09')).toBe(3);
      expect(stats.weekly.reduce((sum, w) => sum + w.submissions, 0)).toBe(4);

      // The per-day counts follow updates and deletes.
      await sql`update contact_submissions set created_at = '2026-11-02T18:00:00Z', phone = null where id = ${r1!.id}`.execute(
        server.database.db,
      );
      await server.database.db.deleteFrom('contact_submissions').where('id', '=', r5!.id).execute();
      const after = (await call<Stats>('submissions.stats', undefined, admin)).data!;
      expect(after).toMatchObject({ total: 5, thisWeek: 2, withPhone: 0 });
      expect(after.weekly.find((w) => w.weekStart === '2026-11-02')?.submissions).toBe(1);
      expect(after.weekly.find((w) => w.weekStart === '2026-11-16')?.submissions).toBe(0);
    });
  });

  describe('CSV export', () => {
    it('writes RFC 4180 with formula cells defused, for the current search', async () => {
      await insert([
        row({
          name: '=HYPERLINK("http://evil.example","click")',
          email: 'a@example.com',
          phone: '+1 918 555 0100',
          message: 'Line one\r\nline "two", done',
          created_at: '2026-11-20T17:00:00Z',
        }),
        row({
          name: '@SUM(A1)',
          email: 'b@example.com',
          address: '-1 Main',
          service_needed: '\tTab',
          created_at: '2026-11-20T16:00:00Z',
        }),
        row({ name: 'Other', email: 'c@example.com', created_at: '2026-11-20T15:00:00Z' }),
      ]);
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/admin/submissions.csv?search=example.com',
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="submissions-2026-11-20-search.csv"');
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      const [header, ...rows] = parseCsv(response.body.slice(1));
      // The request's columns are the declared fields shown in the CSV (shared/request-fields.ts), between fixed ones.
      expect(header).toEqual([
        'ID',
        'Submitted (America/Chicago)',
        'Submitted (UTC)',
        ...fieldsShownIn('csv').map((field) => field.shortLabel ?? field.label),
        'Status',
        'Assigned to',
        'First response at (America/Chicago)',
        'Notes count',
        'Notes',
        'Inspection (America/Chicago)',
        'Follow-up (America/Chicago)',
        'Won value (USD)',
        'Lost reason',
      ]);
      expect(header!.slice(3, 9)).toEqual(['Name', 'Email', 'Phone', 'Service', 'Address', 'Message']);
      const cells = (row: string[], ...names: string[]) => names.map((name) => row[header!.indexOf(name)]);
      expect(rows).toHaveLength(3);
      expect(cells(rows[0]!, 'Status', 'Assigned to', 'First response at (America/Chicago)', 'Notes count')).toEqual([
        'New',
        '',
        '',
        '0',
      ]);
      expect(cells(rows[0]!, 'Submitted (America/Chicago)', 'Submitted (UTC)', 'Name', 'Email', 'Phone')).toEqual([
        '2026-11-20 11:00',
        '2026-11-20T17:00:00.000Z',
        '\'=HYPERLINK("http://evil.example","click")',
        'a@example.com',
        "'+1 918 555 0100",
      ]);
      expect(cells(rows[0]!, 'Message')).toEqual(['Line one\r\nline "two", done']);
      expect(cells(rows[1]!, 'Name', 'Email', 'Phone', 'Service', 'Address')).toEqual([
        "'@SUM(A1)",
        'b@example.com',
        '',
        "'\tTab",
        "'-1 Main",
      ]);
      for (const cells of rows) for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

      const narrowed = await server.app.inject({
        method: 'GET',
        url: '/api/admin/submissions.csv?search=OTHER',
        headers: { cookie: admin },
      });
      expect(parseCsv(narrowed.body.slice(1))).toHaveLength(2);
    });

    it('exports more rows than one batch, each once', async () => {
      await sql`insert into contact_submissions (name, email, created_at)
                select 'Bulk ' || g, 'bulk' || g || '@example.com', timestamptz '2026-11-01' + g * interval '1 second' from generate_series(1, 2345) g`.execute(
        server.database.db,
      );
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/admin/submissions.csv',
        headers: { cookie: admin },
      });
      const rows = parseCsv(response.body.slice(1)).slice(1);
      expect(rows).toHaveLength(2345);
      expect(new Set(rows.map((r) => r[0])).size).toBe(2345);
      expect(rows[0]![3]).toBe('Bulk 2345');
    });
  });
});

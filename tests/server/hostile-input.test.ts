import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../support/site';
import { buildApp, loggerOptions } from '../../server/app';
import { requestPasswordReset } from '../../server/auth/password-reset';
import { passwordWeaknesses } from '../../shared/password-strength';
import { loadEnv } from '../../server/env';
import { eraseExpiredLeads } from '../../server/leads/retention';
import { createMailTransport } from '../../server/mail/transport';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';
import { createAccount, SITE, testClock, uniqueEmail } from '../support/auth-app';
import { formToken, submitJson, validRequest } from '../support/contact';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';
import { mutate, trpcData, trpcError } from '../support/trpc-inject';

// Tuesday 17 November 2026, 10:00 in Tulsa.
const TUESDAY_10AM = new Date('2026-11-17T16:00:00Z');
const DAY = 24 * 3_600_000;

describe.each(testDatabaseKinds)('hostile input, timing and logs on %s', (kind) => {
  const clock = testClock(TUESDAY_10AM);
  const server = useServerApp(kind, { now: clock.now, env: { RATE_LIMIT_CONTACT: '5' } });
  let admin: { id: string; cookie: string };
  beforeAll(async () => {
    admin = await signedInUser(server.database.db, {
      email: 'avery@ridgeline.example',
      admin: true,
      now: TUESDAY_10AM,
    });
  });
  beforeEach(() => clock.set(TUESDAY_10AM));

  async function agedToken() {
    const token = await formToken(server.app);
    clock.advance(2_500);
    return token;
  }
  const post = (path: string, input: unknown) =>
    server.app.inject({
      method: 'POST',
      url: `/trpc/${path}`,
      headers: { 'content-type': 'application/json', origin: SITE, cookie: admin.cookie },
      payload: JSON.stringify(input),
    });

  it('N9: an X-Forwarded-For with a port, or with text that is no address, gets no fresh rate-limit bucket', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await submitJson(server.app, validRequest({ formToken: await agedToken() }), {
        'x-forwarded-for': `10.140.1.1:${1000 + i}`,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);

    const junk: number[] = [];
    for (let i = 0; i < 7; i++) {
      const answer = await submitJson(server.app, validRequest({ formToken: await agedToken() }), {
        'x-forwarded-for': `garbage-${i}`,
      });
      junk.push(answer.statusCode);
    }
    // Counted by the connection's own address (inject's 127.0.0.1): one bucket, not seven.
    expect(junk.filter((status) => status === 429)).toHaveLength(2);
  });

  it('N16: C1 controls and bidi overrides are refused in a contact name and an account name', async () => {
    for (const name of ['Dana\u0085Bcc: x@evil.example', 'Dana\u009b31m', 'Evil\u202egnp.exe', 'Eve\u2067x\u2069']) {
      const answer = await submitJson(server.app, validRequest({ name, formToken: await agedToken() }), {
        'x-forwarded-for': '198.51.100.16',
      });
      expect(answer.statusCode, JSON.stringify(name)).toBe(400);
      expect(answer.json().errors.name).toMatch(/characters we can't accept/);
    }
    const signUp = await mutate(server.app, 'auth.signUp', {
      fullName: 'Pat\u009bTester',
      email: uniqueEmail('c1'),
      password: 'granite-falcon-orbit-77',
      confirmPassword: 'granite-falcon-orbit-77',
    });
    expect(trpcError(signUp).status).toBe(400);
    // Right-to-left text keeps its plain direction marks.
    const hebrew = await submitJson(server.app, validRequest({ name: 'דנה כהן\u200f', formToken: await agedToken() }), {
      'x-forwarded-for': '198.51.100.17',
    });
    expect(hebrew.statusCode).toBe(200);
  });

  it('N14: a note with a NUL is refused with words for the admin (it was a 500); line breaks and tabs stay fine', async () => {
    const stored = await submitJson(server.app, validRequest({ formToken: await agedToken() }), {
      'x-forwarded-for': '198.51.100.18',
    });
    expect(stored.statusCode).toBe(200);
    const lead = await server.database.db
      .selectFrom('contact_submissions')
      .select(['id', 'version'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const nul = await post('leads.addNote', { id: lead.id, version: lead.version, body: 'nul \u0000 here' });
    expect(nul.statusCode).toBe(400);
    expect(nul.body).toContain("characters we can't accept");
    const fine = await post('leads.addNote', {
      id: lead.id,
      version: lead.version,
      body: 'Called back.\n\tVisit Friday',
    });
    expect(fine.statusCode).toBe(200);
  });

  it('N10: retention counts from the last status change: an old request marked Lost today stays the whole period', async () => {
    await sql`truncate contact_submissions, lead_notes, lead_events, email_outbox, request_photos, storm_calls, lead_field_changes, review_asks, review_notes, testimonials, job_photos`.execute(
      server.database.db,
    );
    const [old, longLost] = await server.database.db
      .insertInto('contact_submissions')
      .values([
        { name: 'Old Request', email: 'old@example.com', created_at: new Date(TUESDAY_10AM.getTime() - 40 * DAY) },
        { name: 'Long Lost', email: 'lost@example.com', created_at: new Date(TUESDAY_10AM.getTime() - 80 * DAY) },
      ])
      .returning('id')
      .execute();
    // Marked Lost 45 days ago, and nothing since.
    clock.set(new Date(TUESDAY_10AM.getTime() - 45 * DAY));
    expect((await post('leads.setStatus', { id: longLost!.id, version: 1, status: 'lost' })).statusCode).toBe(200);
    // Marked Lost (by mistake, say) today.
    clock.set(TUESDAY_10AM);
    expect((await post('leads.setStatus', { id: old!.id, version: 1, status: 'lost' })).statusCode).toBe(200);

    expect(await eraseExpiredLeads(server.database.db, 30, TUESDAY_10AM)).toBe(1);
    const left = await server.database.db.selectFrom('contact_submissions').select('name').execute();
    expect(left.map((row) => row.name)).toEqual(['Old Request']);
    expect(await eraseExpiredLeads(server.database.db, 30, new Date(TUESDAY_10AM.getTime() + 29 * DAY))).toBe(0);
    expect(await eraseExpiredLeads(server.database.db, 30, new Date(TUESDAY_10AM.getTime() + 31 * DAY))).toBe(1);
  });

  it('L3: 50 wrong guesses from one IPv6 /56 (ten /64s) no longer lock the owner out from elsewhere', async () => {
    const { email, password } = await createAccount(server.database);
    for (let net = 0; net < 10; net++)
      for (let i = 0; i < 5; i++)
        await mutate(
          server.app,
          'auth.signIn',
          { email, password: `guess-${net}-${i}-wrong` },
          { ip: `2001:db8:77:aa${net.toString(16).padStart(2, '0')}::${i + 1}` },
        );
    // The guessing network locked itself out of the account …
    const guesser = await mutate(server.app, 'auth.signIn', { email, password }, { ip: '2001:db8:77:aa0f::1' });
    expect(trpcError(guesser).status).toBe(429);
    // … and the owner at home signs in.
    const owner = await mutate(server.app, 'auth.signIn', { email, password }, { ip: '203.0.113.9' });
    expect(trpcData(owner)).toMatchObject({ user: { email } });
  });

  it('L2: a reset for an unknown address runs the same statements on the database as one for an account', async () => {
    const { email } = await createAccount(server.database);
    const statements = async (address: string) => {
      const seen: string[] = [];
      const recorder: KyselyPlugin = {
        transformQuery(args) {
          const node = args.node as { kind: string; into?: unknown; from?: unknown; table?: unknown };
          const table = JSON.stringify(node.into ?? node.from ?? node.table ?? '').match(/"name":"(\w+)"/)?.[1];
          seen.push(`${node.kind} ${table ?? ''}`.trim());
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      const before = await server.database.db.selectFrom('email_outbox').select('id').execute();
      const result = await requestPasswordReset(
        server.database.db.withPlugin(recorder),
        address,
        { company: site.company.name, theme: site.theme, siteUrl: SITE },
        TUESDAY_10AM,
      );
      const after = await server.database.db.selectFrom('email_outbox').select('id').execute();
      return { seen, queued: after.length - before.length, result };
    };
    const known = await statements(email);
    const unknown = await statements(uniqueEmail('nobody'));
    expect(known.result.mailQueued).toBe(true);
    expect(known.queued).toBe(1);
    expect(unknown.result.mailQueued).toBe(false);
    expect(unknown.queued).toBe(0); // the decoy's work is rolled back
    const writes = (seen: string[]) => seen.filter((s) => !/^RawNode/.test(s));
    expect(writes(unknown.seen)).toEqual(writes(known.seen));
  });
});

// The review's L13: five passwords built from the company's own words were accepted.
describe('passwords made of the company’s words (L13)', () => {
  const person = { email: 'pat@example.com', fullName: 'Pat Tester' };
  it.each([
    'RidgelineVeteran1',
    'VeteranRoofing!',
    'Ridgeline Roof 99',
    'ridgeline-veteran-roofing',
    'Tulsa-Roofing-1',
  ])('refuses %s', (password) => {
    expect(passwordWeaknesses(password, person, site.company.name).join(' ')).toMatch(/company's name|guess/i);
  });
  it.each(['ridgeline-purple-elephant-cactus', 'shingle-weather-Tulsa-92', 'Granite-Falcon-Orbit-77'])(
    'accepts %s, which has words of its own',
    (password) => {
      expect(passwordWeaknesses(password, person, site.company.name)).toEqual([]);
    },
  );
});

// The review's N7: the log named every mail's recipient and subject, and request lines carried
// verification tokens and the admin's searches; a log outlives the erase of the person it names.
describe('logs hold ids, not personal data (N7)', () => {
  let database: TestDatabase;
  const lines: string[] = [];
  const printed: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('embedded');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('names the outbox id for a saved mail, and leaves query strings under /api/auth/, /api/admin/ and /trpc/ out of request lines', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation((...args) => void printed.push(args.join(' ')));
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const env = loadEnv({ DATA_DIR: database.dataDir!, SITE_URL: SITE, LOG_REQUESTS: 'true' });
    // The real time: the outbox's rows are due by the database's clock.
    const clock = testClock(new Date());
    const app = await buildApp({
      site,
      env,
      database,
      distDir: '/nonexistent',
      logger: loggerOptions(stream),
      now: clock.now,
      mailTransport: createMailTransport(env),
      outbox: { pollMs: 60_000 },
    });
    try {
      const token = await formToken(app);
      clock.advance(2_500);
      const person = { name: 'Jane Homeowner', email: 'jane.homeowner@example.com', phone: '(918) 555-0101' };
      expect((await submitJson(app, validRequest({ ...person, formToken: token }))).statusCode).toBe(200);
      app.services.wakeMailWorker();
      await app.mailWorker.idle();
      await app.inject({
        method: 'GET',
        url: '/api/auth/verify?token=abcdefghijklmnopqrstuvwx.abcdefghijklmnopqrstuvwxyz234567',
      });
      const search = encodeURIComponent(JSON.stringify({ search: 'Jane Homeowner 918-555-0101' }));
      await app.inject({ method: 'GET', url: `/trpc/submissions.list?input=${search}` });
      // The dashboard's CSV link carries its search; any other admin download's query is kept out too.
      await app.inject({ method: 'GET', url: '/api/admin/submissions.csv?search=Jane%20Homeowner%20918-555-0101' });
      await app.inject({ method: 'GET', url: '/api/admin/photos/1?x=private-query-value' });
    } finally {
      await app.close();
      log.mockRestore();
    }
    const everything = [...lines, ...printed].join('\n');
    expect(printed.join('\n')).toMatch(/Mail outbox-\d+ saved as .*outbox-\d+\.eml/);
    for (const secret of [
      'jane.homeowner',
      'Jane Homeowner',
      'Jane%20Homeowner',
      // The phone's digits, not a bare '918' that a timestamp or a response time can hold by chance.
      '555-0101',
      '5550101',
      'abcdefghijklmnopqrstuvwx',
      'New inspection request',
      'private-query-value',
    ])
      expect(everything, secret).not.toContain(secret);
    expect(lines.join('\n')).toContain('/trpc/submissions.list?…');
    expect(lines.join('\n')).toContain('/api/admin/submissions.csv?…');
    expect(readdirSync(path.join(database.dataDir!, 'mail')).every((file) => /-outbox-\d+\.eml$/.test(file))).toBe(
      true,
    );
  });
});

import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../server/app';
import { loadEnv } from '../../server/env';
import { GOOD_PASSWORD, SITE, uniqueEmail } from '../support/auth-app';
import { signedInUser } from '../support/sessions';
import { createTestDatabase, testDatabaseKinds } from '../../testing/test-database';
import { useServerApp } from '../support/server-app';
import { mutate, query, trpcError } from '../support/trpc-inject';
import { site } from '../support/site';

describe.each(testDatabaseKinds)('review findings L4, L9, L10 (%s)', (kind) => {
  const server = useServerApp(kind);
  let admin: { cookie: string };
  beforeAll(async () => {
    admin = await signedInUser(server.database.db, { email: uniqueEmail('admin'), admin: true });
  });

  let lastEmail = '';
  const signUp = (fullName: string) => {
    lastEmail = uniqueEmail('name');
    return mutate(
      server.app,
      'auth.signUp',
      { fullName, email: lastEmail, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
      { origin: SITE },
    );
  };

  it.each([
    ['a terminal escape', 'Ansi \u001b[2J\u001b[1;31mROOT PWNED\u001b[0m', /control characters/],
    ['a window-title escape and BEL', 'Ansi \u001b]0;title\u0007', /control characters/],
    ['a NUL (was a 500)', 'Nul\u0000Byte', /control characters/],
    ['a line break', 'Body Test\n\nURGENT: your account is locked, call +1 555 0100', /one line/],
    ['a carriage return', 'admin\rfake row', /one line/],
    ['a tab', 'Col\tumn', /one line/],
    ['a line separator', 'One\u2028Two', /one line/],
  ])('refuses a full name with %s, with a field message and no account', async (_label, fullName, message) => {
    const response = await signUp(fullName);
    expect(response.statusCode).toBe(400);
    const error = trpcError(response);
    expect(error.data.fieldErrors).toMatchObject({ fullName: [expect.stringMatching(message)] });
    expect(
      await server.database.db.selectFrom('users').select('id').where('email', '=', lastEmail).execute(),
    ).toHaveLength(0);
  });

  it('still accepts names in any script, accents and apostrophes', async () => {
    for (const name of ["Zoë O'Brien-Nguyễn", '山田 太郎', 'José Álvarez'])
      expect((await signUp(name)).statusCode).toBe(200);
  });

  it('answers ids of 2^31 and over with 400 and words, never 500', async () => {
    for (const id of [2 ** 31, 2 ** 53 - 1]) {
      const response = await query(server.app, `leads.get?input=${encodeURIComponent(JSON.stringify({ id }))}`, {
        session: admin.cookie.split('=')[1],
      });
      expect(response.statusCode).toBe(400);
      expect(trpcError(response).message).toMatch(/link is wrong or out of date/);
    }
    const list = await query(
      server.app,
      `submissions.list?input=${encodeURIComponent(JSON.stringify({ search: '', cursor: '1795465438733000:999999999999' }))}`,
      { session: admin.cookie.split('=')[1] },
    );
    expect(list.statusCode).toBe(400);
    expect(trpcError(list).message).toBe('This page link is out of date: reload the list');
    const largest = await query(
      server.app,
      `leads.get?input=${encodeURIComponent(JSON.stringify({ id: 2 ** 31 - 1 }))}`,
      { session: admin.cookie.split('=')[1] },
    );
    expect(largest.statusCode).toBe(404);
  });

  it('answers a CSV link with the search twice in words that fit (review I4)', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/admin/submissions.csv?search=a&search=b',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('The link names more than one search. Use Download CSV on the dashboard again.');
  });

  it('marks every /trpc and /api answer private and not to be stored', async () => {
    const session = admin.cookie.split('=')[1];
    const answers = [
      await query(server.app, 'auth.session', { session }),
      await query(server.app, `submissions.list?input=${encodeURIComponent(JSON.stringify({ search: '' }))}`, {
        session,
      }),
      await query(server.app, 'submissions.stats', { session }),
      await query(server.app, 'auth.mailStatus', { session }),
      await query(server.app, 'auth.session'),
      await mutate(server.app, 'auth.signIn', { email: uniqueEmail(), password: 'wrong password' }, { origin: SITE }),
      await server.app.inject({ method: 'GET', url: '/api/contact/token' }),
      await server.app.inject({ method: 'GET', url: '/api/auth/verify?token=nothing' }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('private, no-store');
  });
});

describe('server errors are logged with request logging off (L11)', () => {
  it('logs a failed request with its request id and route, and no line per request', async () => {
    const database = await createTestDatabase('embedded');
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const env = loadEnv({ DATA_DIR: database.dataDir! });
    expect(env.LOG_REQUESTS).toBe(false);
    const app = await buildApp({
      site,
      env,
      database,
      distDir: '/nonexistent',
      outbox: false,
      logger: loggerOptions(stream),
    });
    try {
      const admin = await signedInUser(database.db, { email: 'logs@example.com', admin: true });
      await database.close(); // every query now fails
      const response = await query(app, 'submissions.stats', { session: admin.cookie.split('=')[1] });
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      const failure = lines.find((line) => (line.level as number) >= 40 && line.route === '/trpc/submissions.stats');
      expect(failure).toMatchObject({ reqId: expect.any(String), err: expect.anything() });
      expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    } finally {
      await app.close();
      await database.drop().catch(() => undefined);
    }
  });
});

describe('the admin CLI prints stored names safely (L4)', () => {
  it('shows control characters and bidi overrides as escapes, never raw', async () => {
    const { printable } = await import('../../server/admin/commands');
    expect(printable('Ansi \u001b[2J\u001b]0;t\u0007 x\r\nadmin  yes')).toBe(
      'Ansi \\u{1b}[2J\\u{1b}]0;t\\u{7} x\\u{d}\\u{a}admin  yes',
    );
    expect(printable('Evil\u202Egnp.exe')).toBe('Evil\\u{202e}gnp.exe');
    expect(printable('Zoë 山田')).toBe('Zoë 山田');
  });
});

describe('weak passwords the review found accepted are refused with zxcvbn reasons (L13)', () => {
  it.each([
    'Ridgeline2026!',
    'ridgelineroofing',
    'correcthorsebatterystaple',
    'Tr0ub4dor&3',
    'Passw0rd!!x',
    'ababababab12',
    '2026-11-23abc',
  ])('%s', async (password) => {
    const { passwordWeaknesses } = await import('../../shared/password-strength');
    const reasons = passwordWeaknesses(
      password,
      { email: 'new.owner@example.com', fullName: 'New Owner' },
      site.company.name,
    );
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.join(' ')).toMatch(/[a-z]/);
  });

  it('keeps accepting strong passphrases', async () => {
    const { passwordWeaknesses } = await import('../../shared/password-strength');
    for (const password of [GOOD_PASSWORD, 'Tr9#xQ!m4Lz2Wp', 'Slate-Gutter-Ridge-4471']) {
      expect(
        passwordWeaknesses(password, { email: 'new.owner@example.com', fullName: 'New Owner' }, site.company.name),
      ).toEqual([]);
    }
  });
});

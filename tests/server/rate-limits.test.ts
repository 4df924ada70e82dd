import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { rawRequest } from '../support/raw-http';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';
import { site } from '../support/site';

// Each store: memory (embedded database, one process), PostgreSQL (the default for a real
// server), Redis (REDIS_URL; run where a Redis is reachable, as in CI).
const stores = [
  ...testDatabaseKinds.map((kind) => ({ kind, redis: false })),
  ...(process.env.REDIS_URL ? [{ kind: testDatabaseKinds.at(-1)!, redis: true }] : []),
];

describe.each(stores)('per-IP rate limits ($kind, redis: $redis)', ({ kind, redis }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  // A run of its own: Redis keys outlive the throwaway database.
  const run = `${process.pid % 250}.${Math.floor(Math.random() * 250)}`;
  // Not the working tree: the app writes its files there (the development key for authenticator secrets).
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rl-limits-'));
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const env = loadEnv({
      DATA_DIR: database.dataDir ?? dataDir,
      ...(redis ? { REDIS_URL: process.env.REDIS_URL } : {}),
    });
    app = await buildApp({ site, env, database, distDir: '/nonexistent', outbox: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts in the store the deployment shares', () => {
    expect(app.rateLimits.store).toBe(redis ? 'redis' : kind === 'postgres' ? 'postgres' : 'memory');
  });

  let n = 0;
  const post = (
    url: string,
    ip: string,
    payload: unknown = { email: `nobody${++n}@example.com`, password: 'not the password' },
  ) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      payload: JSON.stringify(payload),
    });

  it('lets RATE_LIMIT_AUTH (default 10) sign-ins a minute through, then answers 429 with a tRPC error the client can show', async () => {
    expect(loadEnv({}).RATE_LIMIT_AUTH).toBe(10);
    for (let i = 0; i < 10; i++) expect((await post('/trpc/auth.signIn', `10.1.${run}`)).statusCode).toBe(401);
    const refused = await post('/trpc/auth.signIn', `10.1.${run}`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const body = refused.json();
    expect(body.error.message).toMatch(
      /^Too many attempts from your network\. Please wait (\d+ seconds|1 minute) and try again\.$/,
    );
    expect(body.error.data).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      httpStatus: 429,
      path: 'auth.signIn',
      appCode: 'RATE_LIMITED',
    });
    expect(body.error.data.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('counts per IP: another address is not held back', async () => {
    expect((await post('/trpc/auth.signIn', `10.2.${run}`)).statusCode).toBe(401);
  });

  it('counts every call in a batch; a refused call answers 429 while the others in the batch run', async () => {
    const ip = `10.3.${run}`;
    const many = Array.from({ length: 10 }, () => 'auth.signUp').join(',');
    const first = await post(`/trpc/${many}?batch=1`, ip, {});
    expect(
      (first.json() as { error: { data: { code: string } } }[]).every((r) => r.error.data.code === 'BAD_REQUEST'),
    ).toBe(true);
    const refused = await post('/trpc/auth.signUp,auth.signIn?batch=1', ip, {
      1: { email: 'someone@example.com', password: 'not the password' },
    });
    const body = refused.json();
    expect(body).toHaveLength(2);
    expect(body[0].error.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', appCode: 'RATE_LIMITED' });
    expect(body[1].error.data).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('does not limit queries', async () => {
    for (let i = 0; i < 15; i++)
      expect(
        (await app.inject({ method: 'GET', url: '/trpc/auth.session', headers: { 'x-forwarded-for': `10.4.${run}` } }))
          .statusCode,
      ).toBe(200);
  });

  let shape = 0;
  // The review's M1: the limiter read the raw URL while the router strips `scheme://host` and ends
  // the path at `#`, so these request lines reached the procedure uncounted.
  it.each([
    ['an absolute-form target', (p: string) => `http://evil.example/trpc/${p}`],
    ['a # in the target', (p: string) => `/trpc/${p}#x`],
    ['a percent-encoded name', (p: string) => `/trpc/${encodeURIComponent(p).replace('.', '%2E')}`],
  ])('counts the procedure that runs, whatever the request line: %s', async (_label, target) => {
    const ip = `10.${50 + ++shape}.${run}`;
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await rawRequest(
        port,
        `POST ${target('auth.requestPasswordReset')} HTTP/1.1`,
        { 'content-type': 'application/json', 'x-forwarded-for': ip },
        JSON.stringify({ email: 'nobody@example.com' }),
      );
      codes.push(response.status);
    }
    expect(codes).toEqual([...Array(10).fill(200), 429, 429]);
  });

  // N4-03 (security review t4): the form counted IPv6 by /64 only, so one /48 (65,536 /64s) posted,
  // and mailed confirmations, without limit.
  it('counts the contact form per /48 as well as per /64: a new /64 per post is refused past the allowance', async () => {
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const codes: number[] = [];
    for (let i = 1; i <= 7; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:3000',
          'x-forwarded-for': `${network}:${i.toString(16)}::1`,
        },
        payload: JSON.stringify({}),
      });
      codes.push(response.statusCode);
    }
    // RATE_LIMIT_CONTACT at its default (5); the posts are invalid, which is counted all the same.
    expect(codes).toEqual([400, 400, 400, 400, 400, 429, 429]);
    // Another /48 is not held up by it.
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
        'x-forwarded-for': `2001:db9:${Math.floor(Math.random() * 0xffff).toString(16)}:1::1`,
      },
      payload: JSON.stringify({}),
    });
    expect(elsewhere.statusCode).toBe(400);
  });

  it("lets other routes share a procedure's allowance through app.rateLimits", async () => {
    const request = { ip: `10.6.${run}` };
    for (let i = 0; i < 5; i++) expect((await app.rateLimits.check('contact.submit', request)).allowed).toBe(true);
    const refused = await app.rateLimits.check('contact.submit', request);
    // The count is shared; the words are the route's own, with the form's office's phone (contact.test.ts).
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: expect.any(Number) });
    await expect(app.rateLimits.check('no.such', request)).rejects.toThrow(/rateLimitsFor/);
  });
});

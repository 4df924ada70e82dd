import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// The limits are counted in memory per process, the same for either database, so one kind suffices.
describe('per-IP rate limits on procedures', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('embedded');
    app = await buildApp({ env: loadEnv({ DATA_DIR: database.dataDir! }), database, distDir: '/nonexistent', outbox: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  let n = 0;
  const post = (url: string, ip: string, payload: unknown = { email: `nobody${++n}@example.com`, password: 'not the password' }) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, payload: JSON.stringify(payload) });

  it('lets RATE_LIMIT_AUTH (default 10) sign-ins a minute through, then answers 429 with a tRPC error the client can show', async () => {
    expect(loadEnv({}).RATE_LIMIT_AUTH).toBe(10);
    for (let i = 0; i < 10; i++) expect((await post('/trpc/auth.signIn', '203.0.113.7')).statusCode).toBe(401);
    const refused = await post('/trpc/auth.signIn', '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const body = refused.json();
    expect(body.error.message).toMatch(/^Too many attempts from your network\. Please wait (\d+ seconds|1 minute) and try again\.$/);
    expect(body.error.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429, path: 'auth.signIn', appCode: 'RATE_LIMITED' });
    expect(body.error.data.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('counts per IP: another address is not held back', async () => {
    expect((await post('/trpc/auth.signIn', '198.51.100.20')).statusCode).toBe(401);
  });

  it('counts every call in a batch and answers a refused batch with one error per call', async () => {
    const ip = '203.0.113.99';
    const many = Array.from({ length: 10 }, () => 'auth.signUp').join(',');
    expect((await post(`/trpc/${many}?batch=1`, ip, {})).statusCode).not.toBe(429);
    const refused = await post('/trpc/auth.signUp,auth.session?batch=1', ip, {});
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expect(body).toHaveLength(2);
    expect(body[0].error.data.code).toBe('TOO_MANY_REQUESTS');
  });

  it('does not limit queries', async () => {
    for (let i = 0; i < 15; i++) expect((await app.inject({ method: 'GET', url: '/trpc/auth.session', headers: { 'x-forwarded-for': '203.0.113.50' } })).statusCode).toBe(200);
  });

  it('lets other routes share a procedure\'s allowance through app.rateLimits', async () => {
    const request = { ip: '192.0.2.1', routeOptions: { config: {} } } as never;
    for (let i = 0; i < 5; i++) expect((await app.rateLimits.check('contact.submit', request)).allowed).toBe(true);
    const refused = await app.rateLimits.check('contact.submit', request);
    expect(refused).toMatchObject({ allowed: false });
    if (!refused.allowed) expect(refused.message).toBe('Too many requests. Please wait a minute and try again, or call us at (918) 555-0142.');
    await expect(app.rateLimits.check('no.such', request)).rejects.toThrow(/procedureLimits/);
  });
});

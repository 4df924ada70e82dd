import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';
import { site } from '../../pages/site';

describe.each(testDatabaseKinds)('server foundation on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({
      site,
      env: loadEnv({ DATA_DIR: database.dataDir ?? '/tmp' }),
      database,
      distDir: '/nonexistent',
      outbox: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('answers auth.session with null for a visitor without a cookie', async () => {
    const response = await app.inject({ method: 'GET', url: '/trpc/auth.session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { data: null } });
  });

  it('refuses a mutation from another site (CSRF)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/auth.signOut',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toMatch(/stack|at .*\.ts/);
  });
});

describe('environment', () => {
  it('names every bad variable and what it should look like', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL: DATABASE_URL must look like postgres:\/\/[\s\S]*SMTP_URL/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/env';
import { testDatabaseKinds } from '../../testing/test-database';
import { useServerApp } from '../support/server-app';

describe.each(testDatabaseKinds)('server foundation on %s', (kind) => {
  const server = useServerApp(kind);

  it('answers auth.session with null for a visitor without a cookie', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/trpc/auth.session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { data: null } });
  });

  it('refuses a mutation from another site (CSRF)', async () => {
    const response = await server.app.inject({
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

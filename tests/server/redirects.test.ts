import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { sameOriginLocation } from '../../server/http/same-origin-redirects';
import { rawRequest } from '../support/raw-http';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { site as siteFile } from '../support/site';

/** Where a browser goes when it follows this Location from the site. */
const followed = (location: string) => new URL(location, 'http://127.0.0.1:3100/%2Fevil.example/').origin;

describe('redirects stay on the site (review M2)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  let site: string;
  beforeAll(async () => {
    site = mkdtempSync(path.join(os.tmpdir(), 'rl-site-'));
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(path.join(site, '404.html'), '<!doctype html><title>Not found</title>');
    mkdirSync(path.join(site, 'about'));
    writeFileSync(path.join(site, 'about/index.html'), '<!doctype html><title>About</title>');
    database = await createTestDatabase('embedded');
    app = await buildApp({
      site: siteFile,
      env: loadEnv({ DATA_DIR: database.dataDir!, SITE_URL: 'http://127.0.0.1:3100' }),
      database,
      distDir: site,
      outbox: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(site, { recursive: true, force: true });
  });

  it('still drops a trailing slash on a page', async () => {
    const response = await rawRequest(port, 'GET /about/?x=1 HTTP/1.1', {});
    expect(response.status).toBe(301);
    expect(response.head).toMatch(/\r\nlocation: \/about\?x=1\r\n/i);
  });

  // The review's reproductions, sent byte for byte (curl --path-as-is).
  it.each([
    '/%2Fevil.example/',
    '/%2F%2Fevil.example/',
    '/%5Cevil.example/',
    '/%2Fevil.example%2Flogin/?next=admin',
    '/%09/evil.example/',
    '/%2F%09%2Fevil.example/',
  ])('%s redirects to a path on this site', async (target) => {
    const response = await rawRequest(port, `GET ${target} HTTP/1.1`, {});
    const location = /\r\nlocation: ([^\r]*)/i.exec(response.head)?.[1];
    if (response.status === 301) {
      expect(location).toBeDefined();
      expect(followed(location!)).toBe('http://127.0.0.1:3100');
      expect(location).toMatch(/^\/[^/\\]/);
    } else expect(response.status).toBe(404);
  });

  // The review's N13: a character above U+00FF made the Location header throw (a 500 and an error
  // line with a stack per request); one from U+0080 to U+00FF went out as a raw Latin-1 byte.
  it.each([
    ['/%E2%80%AE/', '/%E2%80%AE'],
    ['/caf%C3%A9/', '/caf%C3%A9'],
    ['/%F0%9F%8F%A0/?q=%C3%A9', '/%F0%9F%8F%A0?q=%C3%A9'],
  ])('%s redirects to %s, every byte ASCII', async (target, expected) => {
    const response = await rawRequest(port, `GET ${target} HTTP/1.1`, {});
    expect(response.status).toBe(301);
    expect(/\r\nlocation: ([^\r]*)/i.exec(response.head)?.[1]).toBe(expected);
    expect(response.head).toMatch(/^[\x00-\x7f]*$/);
  });

  it('rewrites any Location that would leave the site', () => {
    const origin = 'https://www.example.com';
    expect(sameOriginLocation('//evil.example/login?next=admin', origin)).toBe('/%2Fevil.example/login?next=admin');
    expect(sameOriginLocation('/\\evil.example', origin)).toBe('/%5Cevil.example');
    expect(sameOriginLocation('/\t/evil.example', origin)).toBe('/%09/evil.example');
    expect(sameOriginLocation('https://evil.example/', origin)).toBe('/');
    expect(sameOriginLocation('https://www.example.com/auth', origin)).toBe('https://www.example.com/auth');
    expect(sameOriginLocation('/auth?verify=expired', origin)).toBe('/auth?verify=expired');
    for (const location of ['//a', '///a', '/\\a', '/\t/a', '/\n\\a', 'javascript:alert(1)', '\\\\a']) {
      expect(new URL(sameOriginLocation(location, origin), `${origin}/x/`).origin).toBe(origin);
    }
  });
});

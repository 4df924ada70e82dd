import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useServerApp } from '../support/server-app';

/** A built site in miniature: pages, a hashed asset, and the records build tools leave behind. */
function writeSite(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'rl-static-'));
  const client = path.join(dist, 'client');
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
    writeFileSync(path.join(client, file), body);
  };
  write('index.html', '<!doctype html><title>Home</title><div id="root">home</div>');
  write('about/index.html', '<!doctype html><title>About</title><div id="root">about</div>');
  write('404.html', '<!doctype html><title>Not found</title><div id="root">404</div>');
  write('assets/index-abc123.js', 'export {};');
  write('assets/index-abc123.js.br', 'brotli bytes');
  write('assets/index-abc123.js.gz', 'gzip bytes');
  write('page-data/about.js', 'export default {"page":{}};');
  write(
    '.vite/manifest.json',
    JSON.stringify({ 'admin/leads/AdminDashboard.tsx': { file: 'assets/AdminDashboard.js' } }),
  );
  write('.env', 'SECRET=1');
  writeFileSync(path.join(dist, 'csp.json'), JSON.stringify({ styleHashes: [], scriptHashes: ["'sha256-loader'"] }));
  return client;
}

describe('the static site', () => {
  const server = useServerApp('embedded', () => ({ distDir: writeSite() }));

  it('serves pages by clean URL and hashed assets for a year', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/about' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('about');
    const asset = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it("revalidates a page's data file on every visit, as its page: its address stays when the page changes", async () => {
    const data = await server.app.inject({ method: 'GET', url: '/page-data/about.js' });
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-type']).toMatch(/^text\/javascript/);
    expect(data.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy the client accepts, never the copy under its own name', async () => {
    const get = (encoding: string) =>
      server.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': encoding } });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect((await get('gzip')).body).toBe('gzip bytes');
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('export {};');
    expect((await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js.br' })).statusCode).toBe(404);
  });

  it('answers a revalidation with 304 and HEAD without a body', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await server.app.inject({ method: 'HEAD', url: '/about' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers an unknown path with the 404 page, and marks query strings noindex', async () => {
    const missing = await server.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('404');
    expect((await server.app.inject({ method: 'GET', url: '/404.html' })).statusCode).toBe(404);
    const query = await server.app.inject({ method: 'GET', url: '/about?utm_source=x' });
    expect(query.statusCode).toBe(200);
    expect(query.headers['x-robots-tag']).toBe('noindex, follow');
    const slash = await server.app.inject({ method: 'GET', url: '/about/?a=1' });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/about?a=1');
  });

  it('never serves the build manifest or any other dot-file, however the path is spelt', async () => {
    for (const url of ['/.vite/manifest.json', '/.env', '/%2Evite/manifest.json', '/assets/../.vite/manifest.json']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('AdminDashboard');
    }
  });

  it('allows the page loader by the hash the build recorded, and no inline script otherwise', async () => {
    const csp = String((await server.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).toContain("'sha256-loader'");
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});

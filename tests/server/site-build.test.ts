import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/auth/session';
import { endStorm, startStorm } from '../../server/storm/storms';
import { type Call, eventually, publishFacts, rollBack } from '../support/publish-facts';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';

/**
 * The build on publish on the embedded database (one instance): the owner publishes a registration
 * number through the API and, with no restart and no build by hand, a plain GET of the home page
 * (the HTML alone, as a visitor without JavaScript gets it) shows it; the CSP names the new build's
 * inline hashes; the previous build's hashed assets still load; a build killed midway leaves the last
 * one served, and the rollback after it brings the old number back.
 */
const ORIGIN = 'http://localhost:3000';
const TULSA = { slug: 'tulsa', name: 'Tulsa', state: 'OK' };
/** A build of the whole site on a busy two-core machine; the swap after it is a second. */
const BUILT_WITHIN_MS = 400_000;

describe('a publish goes live on the running site', { timeout: 420_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rl-site-build-data-'));
  const workDir = mkdtempSync(path.join(tmpdir(), 'rl-site-build-work-'));
  const server = useServerApp('embedded', {
    env: { DATA_DIR: dataDir },
    siteBuild: { workDir, pollMs: 200 },
    jobs: { pollMs: 200 },
    stormCacheMs: 0,
  });
  let call: Call;
  let session: string;
  const home = async () => (await server.app.inject({ method: 'GET', url: '/' })).body;
  const shows = (text: string) => async () => (await home()).includes(text);
  const generations = () => server.database.db.selectFrom('generations').selectAll().orderBy('id', 'asc').execute();
  const setNumber = (number: string) => (facts: { registrations: { number: string }[] }) => {
    facts.registrations[0]!.number = number;
  };
  let first: { release: number; assets: string[] };

  beforeAll(async () => {
    const { cookie } = await signedInUser(server.database.db, { email: 'owner@example.com', admin: true });
    session = cookie.split('=')[1]!;
    call = async (method, url, body) => {
      const response = await server.app.inject({
        method,
        url,
        headers: { cookie: `${SESSION_COOKIE}=${session}`, origin: ORIGIN, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      return { status: response.statusCode, json: () => response.json() };
    };
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(workDir, { recursive: true, force: true });
  });

  it("serves the published fact in the HTML, and the server's site record has the owner's email", async () => {
    const release = await publishFacts(call, (facts) => {
      setNumber('CIB-RC-80417')(facts);
      facts.email = 'hello@ridgelineroofing.example';
      (facts as unknown as { phones: { offices: { phone: string }[] } }).phones.offices[0]!.phone = '(918) 555-0177';
    });
    expect(await eventually(shows('CIB-RC-80417'), BUILT_WITHIN_MS)).toBe(true);
    expect(server.app.liveSite?.current().releaseId).toBe(release);
    expect(server.app.services.site.email).toBe('hello@ridgelineroofing.example');

    // A storm's banner, filled in as each page is sent, calls the office's number as the owner gave it.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const storm = await startStorm(
      server.database.db,
      { name: 'Test hail', date: day(-1), until: day(20), cities: [TULSA], hail: '1.75 in', message: null },
      { label: 'test' },
      new Date(),
      'America/Chicago',
    );
    expect(storm.ok).toBe(true);
    expect(await eventually(async () => /storm-call-number">\(918\) 555-0177</.test(await home()), 10_000)).toBe(true);
    await endStorm(server.database.db, { label: 'test' }, new Date());

    // The policy names every inline hash the new build's pages carry.
    const response = await server.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    const [generation] = await generations();
    const built = generation!.csp as { styleHashes: string[]; scriptHashes: string[] };
    expect(built.styleHashes.length).toBeGreaterThan(0);
    for (const hash of [...built.styleHashes, ...built.scriptHashes]) expect(csp).toContain(hash);

    const manifest = generation!.manifest as Record<string, { sha: string }>;
    first = { release, assets: Object.keys(manifest).filter((url) => url.startsWith('/assets/')) };
    expect(first.assets.length).toBeGreaterThan(0);
  });

  it("answers a form posted without JavaScript with the published page, drawn by that build's prerenderer", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      formId: 'request',
      page: '/contact',
      name: 'Dana Whitfield',
      email: 'dana@example',
      message: 'No JavaScript here.',
    }))
      form.append(name, value);
    const encoded = new Response(form);
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': encoded.headers.get('content-type')!, origin: ORIGIN },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(answer.headers['content-type']).toContain('text/html');
    // The form rendered again with what was typed, in the page of the live release (its footer's number).
    expect(answer.body).toContain('value="Dana Whitfield"');
    expect(answer.body).toContain('CIB-RC-80417');
    expect(answer.body).not.toContain('<script type="module"');
  });

  it("keeps serving the previous build's hashed assets after the next publish", async () => {
    // A fact leaves the bundles as they were; new code makes new ones. The build folder's copy of
    // the app entry changed stands for a deploy between the two publishes.
    const entry = path.join(workDir, 'site/src/entry-client.tsx');
    writeFileSync(entry, `${readFileSync(entry, 'utf8')}\n(globalThis as { deployed?: number }).deployed = 2;\n`);
    await publishFacts(call, setNumber('CIB-RC-80418'));
    expect(await eventually(shows('CIB-RC-80418'), BUILT_WITHIN_MS)).toBe(true);
    const latest = (await generations()).at(-1)!;
    const now = latest.manifest as Record<string, unknown>;
    const gone = first.assets.filter((url) => !(url in now));
    // Some of the first build's chunks are not in this one.
    expect(gone.length).toBeGreaterThan(0);
    for (const url of gone) {
      const old = await server.app.inject({ method: 'GET', url });
      expect(old.statusCode, url).toBe(200);
      expect(old.headers['cache-control']).toContain('immutable');
    }
  });

  it('builds a preview of a draft for admins only: the draft in the HTML, noindex, never live', async () => {
    const data = <T>(response: { json: () => unknown }) => (response.json() as { result: { data: T } }).result.data;
    const refusal = (response: { json: () => unknown }) =>
      (response.json() as { error: { data: { appCode?: string; fieldErrors?: Record<string, string[]> } } }).error;
    const got = data<{ version: number; draft: { registrations: { number: string; state: string }[] } }>(
      await call('GET', '/trpc/siteFacts.get'),
    );
    const draft = structuredClone(got.draft);
    draft.registrations[0]!.number = 'CIB-RC-70001';
    const saved = data<{ version: number }>(
      await call('POST', '/trpc/siteFacts.saveDraft', { version: got.version, data: draft }),
    );
    const servedBefore = server.app.liveSite?.current().generationId;
    const { previewId } = data<{ previewId: number }>(
      await call('POST', '/trpc/preview.start', { document: 'siteFacts', version: saved.version }),
    );
    const status = async () =>
      data<{ status: string; url: string }>(
        await call('GET', `/trpc/preview.status?input=${encodeURIComponent(JSON.stringify({ id: previewId }))}`),
      );
    expect(await eventually(async () => (await status()).status === 'ready', BUILT_WITHIN_MS)).toBe(true);
    const { url } = await status();
    expect(url).toBe(`/_preview/${previewId}/`);

    const signedIn = { cookie: `${SESSION_COOKIE}=${session}` };
    const page = await server.app.inject({ method: 'GET', url, headers: signedIn });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('CIB-RC-70001');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.body).toContain('Preview — not live');
    expect(page.body).not.toMatch(/<script\b[^>]*type="module"/);
    // Every link to a page of the site stays in the preview; the bar's one leads back to the editor.
    expect(page.body).toContain(`href="${url}about"`);
    const outside = [...page.body.matchAll(/\shref="(\/[^"]*)"/g)]
      .map((match) => match[1]!)
      .filter((href) => !href.startsWith('/_preview/') && href !== '/admin/site');
    expect(outside).toEqual([]);
    const about = await server.app.inject({ method: 'GET', url: `${url}about`, headers: signedIn });
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('Preview — not live');

    // Not the site: not served to a visitor, not swapped in by any instance's look.
    await server.app.liveSite?.look();
    expect(server.app.liveSite?.current().generationId).toBe(servedBefore);
    expect(await home()).not.toContain('CIB-RC-70001');
    const anonymous = await server.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['x-robots-tag']).toContain('noindex');
    expect(anonymous.body).not.toContain('CIB-RC-70001');

    // A draft the content gate refuses is not previewed: the problem comes back on its field.
    const withoutOklahoma = structuredClone(draft);
    withoutOklahoma.registrations = withoutOklahoma.registrations.filter((entry) => entry.state !== 'OK');
    const unsafe = data<{ version: number }>(
      await call('POST', '/trpc/siteFacts.saveDraft', { version: saved.version, data: withoutOklahoma }),
    );
    const refused = await call('POST', '/trpc/preview.start', { document: 'siteFacts', version: unsafe.version });
    expect(refused.status).toBe(400);
    expect(refusal(refused).data.appCode).toBe('CONTENT_GATE_FAILED');
    expect(Object.keys(refusal(refused).data.fieldErrors ?? {})).toContain('registrations');
    // The draft goes back to what is live, for the tests after this one.
    await call('POST', '/trpc/siteFacts.saveDraft', { version: unsafe.version, data: got.draft });
  });

  // One test, as each full build takes tens of seconds on CI: the build after a killed one is a rollback.
  it('leaves the last build served when a build is killed midway, and a rollback then brings the old value back', async () => {
    await publishFacts(call, setNumber('CIB-RC-80419'));
    const db = server.database.db;
    const building = async () =>
      db.selectFrom('generations').selectAll().where('status', '=', 'building').executeTakeFirst();
    expect(await eventually(async () => Boolean((await building())?.builder_pid), BUILT_WITHIN_MS, 100)).toBe(true);
    const killed = (await building())!;
    process.kill(killed.builder_pid!, 'SIGKILL');
    const failed = async () =>
      (await db.selectFrom('generations').select('status').where('id', '=', killed.id).executeTakeFirst())?.status ===
      'failed';
    expect(await eventually(failed, 30_000, 100)).toBe(true);
    expect(await home()).toContain('CIB-RC-80418');
    expect(await home()).not.toContain('CIB-RC-80419');

    await rollBack(call, first.release);
    expect(await eventually(shows('CIB-RC-80417'), BUILT_WITHIN_MS)).toBe(true);
    expect(await home()).not.toContain('CIB-RC-80418');
    const kinds = (await generations()).map((row) => row.status);
    expect(kinds).toContain('failed');
    expect(kinds.at(-1)).toBe('ready');
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteFacts } from '../../schema/owner-content/site-facts';
import { buildScratchSite, scratchSites } from '../../testing/scratch-site';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';
import { mutate, query, trpcData } from '../support/trpc-inject';

/**
 * The build reads the live release: the owner publishes a new registration number and email (in
 * place of the seed's) through the API, and the site built with the server's export
 * (`npm run build -- --content DATA_DIR/content/live`, in a new process as the command runs) shows
 * them: in what every page draws from the site record (the footer's registration), and in copy a page
 * file writes with the site's values (the accessibility page's "e-mail …" sentence, which only a page
 * file imported again with the owner's facts can say).
 */
const ORIGIN = 'http://localhost:3000';
const seed = JSON.parse(readFileSync('pages/owner-seed/site-facts.json', 'utf8')) as SiteFacts;
const sites = scratchSites('rl-owner-build-');
const dirs: string[] = [];
const scratchSite = () => sites.make();
const npmBuild = buildScratchSite;

describe("a build with the server's export of the live release", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rl-owner-data-'));
  dirs.push(dataDir);
  const server = useServerApp('embedded', { env: { DATA_DIR: dataDir } });
  const root = scratchSite();
  const page = (route: string) => readFileSync(path.join(root, 'dist/client', route, 'index.html'), 'utf8');
  let log: string;

  // One build, with the export: the seed's values it replaces are read from the seed file (a build
  // from the site file alone shows them, as every other test of the built site does).
  beforeAll(async () => {
    const { cookie } = await signedInUser(server.database.db, { email: 'owner@example.com', admin: true });
    const session = cookie.split('=')[1]!;
    const { version, draft } = trpcData<{ version: number; draft: SiteFacts }>(
      await query(server.app, 'siteFacts.get', { session }),
    );
    const mine = structuredClone(draft);
    mine.registrations[0]!.number = 'CIB-RC-80417';
    mine.email = 'hello@ridgelineroofing.example';
    const saved = trpcData<{ version: number }>(
      await mutate(server.app, 'siteFacts.saveDraft', { version, data: mine }, { session, origin: ORIGIN }),
    );
    trpcData(await mutate(server.app, 'siteFacts.publish', { version: saved.version }, { session, origin: ORIGIN }));

    log = npmBuild(root, '--content', path.join(dataDir, 'content/live'));
  }, 300_000);

  afterAll(() => {
    sites.remove();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('says which export it builds with', () => {
    expect(log).toContain(`Owner content: the export in ${path.join(dataDir, 'content/live')}.`);
  });

  it("shows the owner's registration number where the site file's was", () => {
    expect(JSON.stringify(seed.registrations)).toContain('CIB-RC-555014');
    expect(page('')).toContain('CIB-RC-80417');
    expect(page('')).not.toContain('CIB-RC-555014');
  });

  it("shows the owner's email in copy a page file writes, not the page file's last export", () => {
    expect(seed.email).toBe('info@ridgelineroofing.example');
    expect(page('accessibility')).toContain('or e-mail hello@ridgelineroofing.example. Tell us');
    expect(page('accessibility')).not.toContain('info@ridgelineroofing.example');
  });
});

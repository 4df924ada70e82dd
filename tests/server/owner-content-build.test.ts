import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteFacts } from '../../schema/owner-content/site-facts';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';
import { mutate, query, trpcData } from '../support/trpc-inject';

/**
 * The build reads the live release: a site built from the site file, the owner publishes a new
 * registration number and email through the API, and the site built again with the server's export
 * (`npm run build -- --content DATA_DIR/content/live`, in a new process as the command runs) shows
 * them: in what every page draws from the site record (the footer's registration), and in copy a page
 * file writes with the site's values (the accessibility page's "e-mail …" sentence, which only a page
 * file imported again with the owner's facts can say).
 */
const repo = path.resolve(import.meta.dirname, '../..');
const ORIGIN = 'http://localhost:3000';
const dirs: string[] = [];

/** A scratch copy of the site (the code copied, since the stylesheet compiler wants it inside the root). */
function scratchSite(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'rl-owner-build-'));
  dirs.push(root);
  for (const code of ['admin', 'blocks', 'content', 'pages', 'schema', 'shared', 'src', 'ui'])
    cpSync(path.join(repo, code), path.join(root, code), { recursive: true });
  for (const big of ['images', 'node_modules']) symlinkSync(path.join(repo, big), path.join(root, big));
  for (const file of ['index.html', 'package.json', 'tsconfig.json'])
    cpSync(path.join(repo, file), path.join(root, file));
  return root;
}

const npmBuild = (root: string, ...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts/build.ts'), ...args], {
    cwd: root,
    // As `npm run build` runs: the test runner's NODE_ENV would make another bundle.
    env: { ...process.env, NODE_ENV: undefined, OWNER_CONTENT_DIR: undefined },
    stdio: 'pipe',
    encoding: 'utf8',
  });

describe("a build with the server's export of the live release", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rl-owner-data-'));
  dirs.push(dataDir);
  const server = useServerApp('embedded', { env: { DATA_DIR: dataDir } });
  const root = scratchSite();
  const page = (route: string) => readFileSync(path.join(root, 'dist/client', route, 'index.html'), 'utf8');
  let before: { accessibility: string; home: string };
  let log: string;

  beforeAll(async () => {
    npmBuild(root);
    before = { accessibility: page('accessibility'), home: page('') };

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
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('says which export it builds with', () => {
    expect(log).toContain(`Owner content: the export in ${path.join(dataDir, 'content/live')}.`);
  });

  it("shows the owner's registration number where the site file's was", () => {
    expect(before.home).toContain('CIB-RC-555014');
    expect(page('')).toContain('CIB-RC-80417');
    expect(page('')).not.toContain('CIB-RC-555014');
  });

  it("shows the owner's email in copy a page file writes, not the page file's last export", () => {
    expect(before.accessibility).toContain('or e-mail info@ridgelineroofing.example. Tell us');
    expect(page('accessibility')).toContain('or e-mail hello@ridgelineroofing.example. Tell us');
    expect(page('accessibility')).not.toContain('info@ridgelineroofing.example');
  });
});

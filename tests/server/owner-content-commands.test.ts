import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type SiteFacts, siteFacts, siteFactsFromSite } from '../../schema/owner-content/site-facts';
import { site } from '../support/site';

/** `npm run validate` and `npm run launch:report` take `--content <dir>` like the build, and read the site with it. */
const repo = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function exportWith(change: (facts: SiteFacts) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rl-commands-'));
  dirs.push(dir);
  const facts = siteFactsFromSite(site);
  change(facts);
  writeFileSync(
    path.join(dir, 'site-facts.json'),
    JSON.stringify({ type: 'siteFacts', schemaVersion: siteFacts.schemaVersion, release: 1, rev: 1, data: facts }),
  );
  return dir;
}

const run = (script: string, ...args: string[]) => {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.OWNER_CONTENT_DIR;
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts', script), ...args], {
    cwd: repo,
    env,
    encoding: 'utf8',
  });
};

describe('the content commands with a content export', () => {
  it('validate fails on the owner’s field when the site cannot take the facts, and says what to name when the folder is not there', () => {
    const dir = exportWith((facts) => {
      facts.registrations = facts.registrations.filter((registration) => registration.state !== 'OK');
    });
    const refused = run('validate.ts', '--content', dir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      '✗ Business facts (dashboard) › registrations: Oklahoma is marked licensed: add its registration',
    );
    const missing = run('validate.ts', '--content', path.join(dir, 'nothing-here'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/there is no folder .*nothing-here\. Name the folder the server exports to/);
  }, 60_000);

  it('launch:report counts a registration number the owner supplied as done', () => {
    const before = /^(\d+) things to supply/.exec(run('launch-report.ts').stdout)?.[1];
    const dir = exportWith((facts) => {
      facts.registrations[0]!.number = 'CIB-RC-80417';
      facts.registrations[0]!.standIn = false;
    });
    const after = /^(\d+) things to supply/.exec(run('launch-report.ts', '--content', dir).stdout)?.[1];
    expect(Number(after)).toBe(Number(before) - 1);
  }, 60_000);
});

import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type GateProblem,
  OWNER_CONTENT_ENV,
  SITE_FACTS_FILE,
  type SiteFactsExport,
} from '../../schema/owner-content/export';

const root = path.resolve(import.meta.dirname, '../..');
const gateScript = path.join(root, 'scripts/content-gate.ts');

/** What the content gate found with a release: the problems (none: it may go live) and how many pages it checked. */
export interface GateResult {
  pages: number;
  problems: GateProblem[];
}

/**
 * The production content gate on the whole site with a release's content applied: what `npm run
 * validate` checks (schemas, links, facts against page copy, local SEO, structured data). Throws
 * when the check could not run at all, which is never a pass.
 */
export type ContentGate = (siteFacts: SiteFactsExport) => Promise<GateResult>;

/** A check that takes longer is stopped: it then failed to run, and nothing goes live. */
const GATE_TIMEOUT_MS = 5 * 60_000;
/** Below the site's requests: the check is background work on a box of two cores. */
const GATE_PRIORITY = 10;

/**
 * The gate in a child process (scripts/content-gate.ts): the server may not load the site's
 * content code, and the check is a full compile of the site. The release's content is written as
 * a content export to a private temporary folder, which the child reads with `--content`. One check
 * at a time per server.
 */
export function childProcessGate(): ContentGate {
  let queue: Promise<unknown> = Promise.resolve();
  return (siteFacts) => {
    const run = queue.then(() => checkInChild(siteFacts));
    queue = run.catch(() => undefined);
    return run;
  };
}

async function checkInChild(siteFacts: SiteFactsExport): Promise<GateResult> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ridgeline-gate-'));
  try {
    await writeFile(path.join(dir, SITE_FACTS_FILE), JSON.stringify(siteFacts), { mode: 0o600 });
    const line = await runGate(dir);
    const result = JSON.parse(line) as GateResult;
    if (!Array.isArray(result.problems)) throw new Error(`the content check answered ${line.slice(0, 200)}`);
    return result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function runGate(dir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env[OWNER_CONTENT_ENV];
    const child = spawn(process.execPath, ['--import', 'tsx', gateScript, '--content', dir], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid !== undefined) {
      try {
        os.setPriority(child.pid, GATE_PRIORITY);
      } catch {
        // It still runs, at the server's own priority.
      }
    }
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), GATE_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const last = stdout.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('{')) return resolve(last);
      const why = stderr.trim().split('\n').slice(-5).join('\n');
      reject(new Error(`the content check did not run: ${why || `it ended with ${signal ?? `exit code ${code}`}`}`));
    });
  });
}

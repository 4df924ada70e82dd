import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CITY_PAGES_FILE,
  PAGE_ZONES_FILE,
  type GateProblem,
  OWNER_CONTENT_ENV,
  type ReleaseContent,
  SITE_FACTS_FILE,
  TESTIMONIALS_FILE,
} from '../../schema/owner-content/export';
import { runBackgroundChild } from '../background-child';
import { writeGalleryExport } from './gallery-export';
import { writePhotosExport } from './photos-export';

const gateScript = 'scripts/content-gate.ts';

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
export type ContentGate = (content: ReleaseContent, libraryDir: string) => Promise<GateResult>;

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
  return (content, libraryDir) => {
    const run = queue.then(() => checkInChild(content, libraryDir));
    queue = run.catch(() => undefined);
    return run;
  };
}

async function checkInChild(content: ReleaseContent, libraryDir: string): Promise<GateResult> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ridgeline-gate-'));
  try {
    if (content.siteFacts)
      await writeFile(path.join(dir, SITE_FACTS_FILE), JSON.stringify(content.siteFacts), { mode: 0o600 });
    // The testimonials too: the check places each on its city page, as the build will.
    if (content.testimonials)
      await writeFile(path.join(dir, TESTIMONIALS_FILE), JSON.stringify(content.testimonials), { mode: 0o600 });
    // The owner's city pages: the check builds each in its file's place, or as a new page.
    if (content.cityPages)
      await writeFile(path.join(dir, CITY_PAGES_FILE), JSON.stringify(content.cityPages), { mode: 0o600 });
    // The owner's zones of code-defined pages: the check puts each in its page, as the build will.
    if (content.pageZones)
      await writeFile(path.join(dir, PAGE_ZONES_FILE), JSON.stringify(content.pageZones), { mode: 0o600 });
    // The photo files too: the check looks for each picture a page names, as the build will.
    if (content.photos) await writePhotosExport(dir, content.photos, libraryDir);
    // And the gallery projects with their photos under their public names: the check places each
    // on its city page and finds its photos, as the build will.
    if (content.galleryProjects) await writeGalleryExport(dir, content.galleryProjects, libraryDir);
    const line = await runContentScript(gateScript, dir);
    const result = JSON.parse(line) as GateResult;
    if (!Array.isArray(result.problems)) throw new Error(`the content check answered ${line.slice(0, 200)}`);
    return result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Runs a content script (scripts/*.ts, content code the server may not load) on a content export
 * in `dir`, niced, and answers its last line of output, which must be JSON; rejects with why when it
 * could not run. The gate runs through it, and so does the launch checklist.
 */
export async function runContentScript(script: string, dir: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env[OWNER_CONTENT_ENV];
  let line: string;
  try {
    line = await runBackgroundChild({
      script,
      args: ['--content', dir],
      what: 'it',
      priority: GATE_PRIORITY,
      timeoutMs: GATE_TIMEOUT_MS,
      env,
    });
  } catch (error) {
    throw new Error(`the content check did not run: ${(error as Error).message}`);
  }
  if (!line.startsWith('{')) throw new Error(`the content check did not run: it answered ${line.slice(0, 200)}`);
  return line;
}

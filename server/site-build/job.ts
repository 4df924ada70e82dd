import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { runBackgroundChild } from '../background-child';
import { defineJob, type Job, type JobResult, MINUTE_MS } from '../jobs/job';
import { instanceName } from '../jobs/runner';
import { itemsContent, type ReleaseItem, writeContentExport, writeReleaseExport } from '../owner-content/publish';
import { prepareBuildRoot } from './code';
import { readBuiltDist, storeBlobs } from './store';

export const SITE_BUILD_JOB = 'site-build';

/** A build is stopped after this long: it then failed, and the last generation stays live. */
const BUILD_TIMEOUT_MS = 15 * MINUTE_MS;
/**
 * Below the site's requests (a build is two cores' worth of work on a box of two), like the content
 * gate. Not the lowest (19): beside other work at full tilt, a build at 19 gets a sliver and the owner
 * waits minutes for a one-page change; the visitors' requests come first at 10 all the same.
 */
const BUILD_PRIORITY = 10;
/** How often a building instance says it is still at it. */
const HEARTBEAT_MS = 5_000;
/** Publishes this close together are built once: the job is made due this long after a publish. */
export const PUBLISH_DEBOUNCE_MS = 500;
/** Ready generations kept per code version (old hashed assets stay in the database with them). */
const KEEP_GENERATIONS = 5;

export interface SiteBuildOptions {
  /** The code version of this instance (code.ts): it builds, and serves, only its own. */
  codeVersion: string;
  /** Per-instance scratch: the site copied to build (kept between builds, so each is incremental) and the exports. */
  workDir: string;
  /**
   * The photo library (DATA_DIR/media) the release's photos are copied from: this instance's folder,
   * a photo it lacks (uploaded to another instance) fetched from the database first.
   */
  libraryDir: string;
  /** A 'building' row whose heartbeat is older than this belongs to an instance that died; 30 s when left out. */
  leaseMs?: number;
  /** Called once a generation is ready on this instance (it swaps at once rather than at its next look). */
  onReady?: (generationId: number) => Promise<void> | void;
}

/**
 * A publish (or rollback) makes the build due shortly: publishes arriving within the debounce are
 * one build, whichever instance's runner claims it. `wakeJobs` (this instance's runner) looks at
 * that time rather than at its next poll.
 */
export async function requestSiteBuild(db: Kysely<Database>, now: Date, wakeJobs?: (at: Date) => void): Promise<void> {
  const at = new Date(now.getTime() + PUBLISH_DEBOUNCE_MS);
  await db
    .updateTable('job_schedule')
    .set({ next_run_at: sql<Date>`least(next_run_at, ${at.toISOString()}::timestamptz)` })
    .where('name', '=', SITE_BUILD_JOB)
    .execute();
  wakeJobs?.(at);
}

async function liveRelease(db: Kysely<Database>): Promise<number | undefined> {
  const row = await db
    .selectFrom('releases')
    .select('id')
    .where('status', '=', 'live')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id;
}

async function builtAlready(db: Kysely<Database>, releaseId: number, codeVersion: string): Promise<boolean> {
  const row = await db
    .selectFrom('generations')
    .select('id')
    .where('status', '=', 'ready')
    .where('code_version', '=', codeVersion)
    .where('release_id', '=', releaseId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The build on publish: when the live release has no ready generation built by this code, one
 * instance builds it. The one build at a time is a 'building' row (a unique index allows one);
 * an instance that finds another's row waits for it, or, when its heartbeat stopped (the instance
 * died mid-build), marks it failed and builds. The build runs `npm run build -- --content` in a
 * niced child process in the instance's scratch copy of the site, whose dist/ stays from the last
 * build (incremental); its files go into site_blobs (those not there yet) and the generation is
 * made ready with its manifest. Every instance then swaps to it (live-site.ts). Publishes that went
 * live while it built are built next, in the same run: however many came, one more build.
 * A build that fails or is killed leaves the last generation live; the runner tries again shortly.
 * Then, with the live site built, the preview of a draft the owner asked for last (preview.ts), the
 * same way into a generation of its own that is never live.
 */
export function siteBuildJob(options: SiteBuildOptions): Job {
  const leaseMs = options.leaseMs ?? 30_000;
  const instance = instanceName();
  return defineJob({
    name: SITE_BUILD_JOB,
    // A look a minute finds a deploy's new code or a build whose instance died; publishes make it due at once.
    every: MINUTE_MS,
    retryAfterMs: 3_000,
    async run({ db, now, log }): Promise<JobResult> {
      const live = await buildLive(db, now, log);
      // A preview waits for the live site (a publish first), and for a build another instance runs.
      if (live.busy) return live.result;
      const preview = await buildPreview(db, now, log);
      return preview ? { ...live.result, preview } : live.result;
    },
  });

  /**
   * This instance's claim on the one build at a time: a generation row `building` for a release or
   * a preview; undefined when another instance holds the build (the unique index refuses a second).
   */
  function claimBuild(
    db: Kysely<Database>,
    now: () => Date,
    what: { release_id: number; preview_id?: never } | { release_id: null; preview_id: number },
  ) {
    return db
      .insertInto('generations')
      .values({
        ...what,
        code_version: options.codeVersion,
        status: 'building',
        builder: instance,
        heartbeat_at: now(),
        created_at: now(),
      })
      .onConflict((c) => c.doNothing())
      .returning('id')
      .executeTakeFirst();
  }

  /** The live release, built if this code has not built it; `busy`: another instance holds the build. */
  async function buildLive(
    db: Kysely<Database>,
    now: () => Date,
    log: { info: (obj: object, msg: string) => void },
  ): Promise<{ result: JobResult; busy: boolean }> {
    let built = 0;
    const done = (result: JobResult, busy = false) => ({ result, busy });
    for (;;) {
      const releaseId = await liveRelease(db);
      if (releaseId === undefined) return done({ built, note: 'no release is live: the deployed build is served' });
      if (await builtAlready(db, releaseId, options.codeVersion)) return done({ built, release: releaseId });
      await failStaleBuild(db, now, leaseMs);
      const claimed = await claimBuild(db, now, { release_id: releaseId });
      if (!claimed) {
        await lookAgainSoon(db, now);
        return done({ built, note: 'another instance is building' }, true);
      }
      const exportDir = path.join(options.workDir, 'exports', `release-${releaseId}`);
      await buildGeneration(
        db,
        claimed.id,
        `release ${releaseId}`,
        (dir) => writeReleaseExport(db, releaseId, dir, options.libraryDir),
        exportDir,
        options,
        now,
        log,
      );
      built++;
      await options.onReady?.(claimed.id);
      await prune(db);
    }
  }

  /**
   * The preview asked for last, if it waits (preview.ts): built like a release, into a generation
   * named by the preview (never live). One build at a time holds for it too. A preview that fails
   * to build is `failed` with why (the editor says so); it is not tried again. The previews it
   * replaced go, with their generations and the files only they named.
   */
  async function buildPreview(
    db: Kysely<Database>,
    now: () => Date,
    log: { info: (obj: object, msg: string) => void },
  ): Promise<string | undefined> {
    await failStaleBuild(db, now, leaseMs);
    // A replaced preview another instance is still building goes once that build ends (its row is
    // the one build at a time).
    const dropped = await db
      .deleteFrom('previews')
      .where('status', '=', 'replaced')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('generations')
              .select('generations.id')
              .whereRef('generations.preview_id', '=', 'previews.id')
              .where('generations.status', '=', 'building'),
          ),
        ),
      )
      .returning('id')
      .execute();
    if (dropped.length) await prune(db, true);
    const wanted = await db
      .selectFrom('previews')
      .select(['id', 'items'])
      .where('status', '=', 'queued')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!wanted) return undefined;
    const claimed = await claimBuild(db, now, { release_id: null, preview_id: wanted.id });
    if (!claimed) {
      await lookAgainSoon(db, now);
      return 'another instance is building';
    }
    await db.updateTable('previews').set({ status: 'building' }).where('id', '=', wanted.id).execute();
    const items = (typeof wanted.items === 'string' ? JSON.parse(wanted.items) : wanted.items) as ReleaseItem[];
    try {
      await buildGeneration(
        db,
        claimed.id,
        `preview ${wanted.id}`,
        async (dir) => writeContentExport(db, await itemsContent(db, items), dir, options.libraryDir),
        path.join(options.workDir, 'exports', 'preview'),
        options,
        now,
        log,
      );
    } catch (error) {
      await db
        .updateTable('previews')
        .set({ status: 'failed', error: (error as Error).message.slice(0, 2000) })
        .where('id', '=', wanted.id)
        .where('status', '=', 'building')
        .execute();
      return `preview ${wanted.id} failed`;
    }
    await db
      .updateTable('previews')
      .set({ status: 'ready', ready_at: now() })
      .where('id', '=', wanted.id)
      .where('status', '=', 'building')
      .execute();
    return `preview ${wanted.id} ready`;
  }
}

/**
 * A 'building' row whose heartbeat stopped belongs to an instance that died: failed, so another may
 * build; a preview it was building is failed too (the editor stops waiting for it).
 */
async function failStaleBuild(db: Kysely<Database>, now: () => Date, leaseMs: number): Promise<void> {
  const error = 'The instance building it stopped before it finished.';
  const stale = await db
    .updateTable('generations')
    .set({ status: 'failed', error })
    .where('status', '=', 'building')
    .where('heartbeat_at', '<', new Date(now().getTime() - leaseMs))
    .returning('preview_id')
    .execute();
  const previews = stale.flatMap((row) => (row.preview_id === null ? [] : [row.preview_id]));
  if (previews.length)
    await db
      .updateTable('previews')
      .set({ status: 'failed', error })
      .where('id', 'in', previews)
      .where('status', '=', 'building')
      .execute();
}

/** Another instance is building: look again soon (it may die; what it builds may not be what is wanted). */
async function lookAgainSoon(db: Kysely<Database>, now: () => Date): Promise<void> {
  await db
    .updateTable('job_schedule')
    .set({ next_run_at: new Date(now().getTime() + HEARTBEAT_MS) })
    .where('name', '=', SITE_BUILD_JOB)
    .execute();
}

async function buildGeneration(
  db: Kysely<Database>,
  id: number,
  what: string,
  writeExport: (dir: string) => Promise<void>,
  exportDir: string,
  options: SiteBuildOptions,
  now: () => Date,
  log: { info: (obj: object, msg: string) => void },
): Promise<void> {
  const heartbeat = setInterval(() => {
    void db
      .updateTable('generations')
      .set({ heartbeat_at: now() })
      .where('id', '=', id)
      .execute()
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  const started = performance.now();
  try {
    const siteRoot = path.join(options.workDir, 'site');
    await stopLeftoverBuild(siteRoot);
    prepareBuildRoot(siteRoot, options.codeVersion);
    await writeExport(exportDir);
    const env: NodeJS.ProcessEnv = { ...process.env };
    // As `npm run build` runs: a server's NODE_ENV would make another bundle; the export is named by the flag.
    delete env.NODE_ENV;
    delete env.OWNER_CONTENT_DIR;
    await runBackgroundChild({
      script: 'scripts/build.ts',
      args: ['--content', exportDir],
      cwd: siteRoot,
      env,
      what: 'the build',
      priority: BUILD_PRIORITY,
      timeoutMs: BUILD_TIMEOUT_MS,
      onStart: (pid) => {
        writeFileSync(path.join(siteRoot, BUILD_PID_FILE), String(pid));
        void db
          .updateTable('generations')
          .set({ builder_pid: pid })
          .where('id', '=', id)
          .execute()
          .catch(() => undefined);
      },
    });
    const dist = await readBuiltDist(path.join(siteRoot, 'dist'));
    const fresh = await storeBlobs(db, dist);
    const ready = await db
      .updateTable('generations')
      .set({
        status: 'ready',
        manifest: JSON.stringify(dist.manifest),
        page_index: JSON.stringify(dist.pageIndex ?? null),
        csp: JSON.stringify(dist.csp),
        server_entry: dist.serverEntry?.sha ?? null,
        files: Object.keys(dist.manifest).length,
        new_blobs: fresh,
        build_ms: Math.round(performance.now() - started),
        ready_at: now(),
      })
      .where('id', '=', id)
      .where('status', '=', 'building')
      .returning('id')
      .executeTakeFirst();
    if (!ready) throw new Error(`Generation ${id} was taken for stale while it built (a pause longer than the lease)`);
    log.info(
      { generation: id, of: what, files: Object.keys(dist.manifest).length, newBlobs: fresh },
      'site generation ready',
    );
  } catch (error) {
    await db
      .updateTable('generations')
      .set({ status: 'failed', error: (error as Error).message.slice(0, 2000) })
      .where('id', '=', id)
      .where('status', '=', 'building')
      .execute();
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
}

/** The build's process id, in its folder: a build left running by a server that was killed is stopped by the next. */
export const BUILD_PID_FILE = '.build-pid';

/**
 * A server killed while it built leaves its build child running (nothing ends a child with its
 * parent), writing into the folder the next build uses. The next build in that folder stops it
 * first: the process named in the folder's pid file, if it is still running there (its working
 * folder is this one: a pid taken since by another program is left alone). Linux's /proc; elsewhere
 * nothing is found and nothing is stopped.
 */
export async function stopLeftoverBuild(siteRoot: string): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(siteRoot, BUILD_PID_FILE), 'utf8'));
    if (!Number.isInteger(pid) || realpathSync(`/proc/${pid}/cwd`) !== realpathSync(siteRoot)) return;
  } catch {
    return;
  }
  process.kill(pid, 'SIGKILL');
  for (let waited = 0; waited < 5_000 && existsSync(`/proc/${pid}`); waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * Keeps the newest ready generations of each code version (instances still serving an older one
 * hold its files in memory) and the files they name; failed builds' rows go after a day.
 */
async function prune(db: Kysely<Database>, previewsDropped = false): Promise<void> {
  const ready = await db
    .selectFrom('generations')
    .select(['id', 'code_version'])
    .where('status', '=', 'ready')
    .where('preview_id', 'is', null)
    .orderBy('id', 'desc')
    .execute();
  const kept = new Map<string, number>();
  const drop: number[] = [];
  for (const row of ready) {
    const count = kept.get(row.code_version) ?? 0;
    if (count >= KEEP_GENERATIONS) drop.push(row.id);
    else kept.set(row.code_version, count + 1);
  }
  if (drop.length) await db.deleteFrom('generations').where('id', 'in', drop).execute();
  await db
    .deleteFrom('generations')
    .where('status', '=', 'failed')
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  if (!drop.length && !previewsDropped) return;
  const used = new Set<string>();
  const rows = await db
    .selectFrom('generations')
    .select(['manifest', 'server_entry'])
    .where('status', '=', 'ready')
    .execute();
  for (const row of rows) {
    const manifest = (typeof row.manifest === 'string' ? JSON.parse(row.manifest) : row.manifest) as Record<
      string,
      { sha: string }
    >;
    for (const entry of Object.values(manifest ?? {})) used.add(entry.sha);
    if (row.server_entry) used.add(row.server_entry);
  }
  const all = await db.selectFrom('site_blobs').select('sha256').execute();
  const unused = all.map((row) => row.sha256).filter((sha) => !used.has(sha));
  for (let i = 0; i < unused.length; i += 500)
    await db
      .deleteFrom('site_blobs')
      .where('sha256', 'in', unused.slice(i, i + 500))
      .execute();
}

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Site } from '../../schema/site';
import { htmlFileFor } from '../../shared/html-file';
import { PAGE_DATA_DIR } from '../../shared/page-data-path';
import { type AnswerPages, type AnswerSource, createAnswerPages, distAnswerSource } from '../contact/answer-page';
import type { Database } from '../db/types';
import { type BuiltSite, readSiteIndex, siteIndexOf } from '../site-index';
import { loadFiles, type ServedFiles, type SiteFile, siteFile } from '../static-site';
import { repoRoot } from './code';
import { type Blob, type BuiltCsp, type GenerationRecord, liveGenerationId, readBlobs, readGeneration } from './store';

/** Everything the server derives from a build, swapped as one. */
export interface ServedSite extends ServedFiles {
  /** The generation served (null: the deployed build in dist/), and the release it was built from. */
  generationId: number | null;
  releaseId: number | null;
  /** The pages' facts and the towns (the build's page-index.json). */
  built: BuiltSite;
  /** The hashes the build's pages need in the CSP (the build's csp.json). */
  csp: BuiltCsp;
  answerPages: AnswerPages;
}

export interface LiveSite {
  current(): ServedSite;
  /** Looks for a new live generation now and swaps to it (a build on this instance, tests). */
  look(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/** How many generations before the live one still serve their hashed assets (open tabs load their chunks). */
const OLDER_KEPT = 3;

/** The deployed build in dist/, as served before any generation (and when no release is live). */
export function servedFromDist(distDir: string, site: Pick<Site, 'company' | 'offices' | 'turnaround'>): ServedSite {
  const csp = path.join(distDir, '../csp.json');
  return {
    generationId: null,
    releaseId: null,
    files: existsSync(path.join(distDir, 'index.html')) ? loadFiles(distDir) : new Map(),
    older: [],
    built: readSiteIndex(path.join(distDir, '../page-index.json')),
    csp: existsSync(csp) ? (JSON.parse(readFileSync(csp, 'utf8')) as BuiltCsp) : {},
    answerPages: createAnswerPages(distAnswerSource(distDir), site),
  };
}

/**
 * Watches which generation is live for this instance's code (store.ts liveGenerationId: the newest
 * ready one of the live release) and swaps to it: the blobs it does not hold are fetched, the
 * files map, page index, CSP hashes and answer pages made from the generation, then put in place
 * in one assignment, so a request sees one generation or the next, never a mix. The prerenderer
 * the answer pages render with is written to the instance's scratch folder (a module must be a
 * file to import), beside the page data files it reads. A failed look keeps what is served and is
 * logged. One look at a time; every `pollMs` (1 s), a query of one row.
 */
export function createLiveSite(options: {
  db: Kysely<Database>;
  codeVersion: string;
  distDir: string;
  /** Per-instance scratch (the prerenderers of the generations it served). */
  workDir: string;
  site: Pick<Site, 'company' | 'offices' | 'turnaround'>;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** Told just before each swap (the server's site record follows the release); a failure leaves the swap for the next look. */
  onSwap?: (served: ServedSite) => Promise<void> | void;
}): LiveSite {
  const { db, log } = options;
  let served = servedFromDist(options.distDir, options.site);
  /** The blobs of the generations served now (the live one and the older ones kept). */
  let blobs = new Map<string, Blob>();
  /** The SHA-256s each served generation's files are, so blobs no served generation names can go. */
  const shasOf = new WeakMap<ReadonlyMap<string, SiteFile>, Set<string>>();
  let looking: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const runtime = path.join(options.workDir, 'served');

  /**
   * Where a generation's answer pages render from: its prerenderer and the data files it reads,
   * written out when a form posted without JavaScript first needs them (a swap writes nothing:
   * on a large site that is a thousand files, which requests would wait behind).
   */
  const answerSource = (record: GenerationRecord, files: ReadonlyMap<string, SiteFile>): AnswerSource => {
    const dir = path.join(runtime, `generation-${record.id}`);
    const entry = path.join(dir, 'server/entry-server.js');
    const entryBlob = record.serverEntry ? blobs.get(record.serverEntry) : undefined;
    const prepare = () => {
      if (!entryBlob || existsSync(entry)) return;
      mkdirSync(path.dirname(entry), { recursive: true, mode: 0o700 });
      // Bare imports (react) resolve from here up: the scratch folder links the server's node_modules.
      const modules = path.join(runtime, 'node_modules');
      if (!existsSync(modules)) symlinkSync(path.join(repoRoot, 'node_modules'), modules);
      for (const [url, file] of files)
        if (url.startsWith(`/${PAGE_DATA_DIR}/`)) {
          const target = path.join(dir, 'client', url);
          mkdirSync(path.dirname(target), { recursive: true });
          writeFileSync(target, file.plain);
        }
      // Last: its presence says the folder is complete.
      writeFileSync(entry, entryBlob.plain);
    };
    return {
      entry: record.serverEntry ? entry : path.join(dir, 'none'),
      html: (pagePath: string) => files.get(htmlFileFor('/', pagePath))?.plain.toString('utf8'),
      prepare,
    };
  };

  const swapTo = async (id: number) => {
    const record = await readGeneration(db, id);
    const wanted = new Set(Object.values(record.manifest).map((entry) => entry.sha));
    if (record.serverEntry) wanted.add(record.serverEntry);
    const missing = [...wanted].filter((sha) => !blobs.has(sha));
    const fetched = await readBlobs(db, missing);
    const lost = missing.filter((sha) => !fetched.has(sha));
    if (lost.length) throw new Error(`generation ${id} names ${lost.length} files the database does not hold`);
    const pool = new Map([...blobs, ...fetched]);
    const files = new Map<string, SiteFile>();
    for (const [url, entry] of Object.entries(record.manifest)) {
      const blob = pool.get(entry.sha)!;
      files.set(
        url,
        siteFile(
          url,
          { plain: blob.plain, br: blob.br ?? undefined, gzip: blob.gz ?? undefined },
          entry.sha,
          new Date(entry.mtime),
        ),
      );
    }
    blobs = pool;
    const source = answerSource(record, files);
    const next: ServedSite = {
      generationId: record.id,
      releaseId: record.releaseId,
      files,
      older: [served.files, ...served.older].slice(0, OLDER_KEPT),
      built: record.pageIndex ? siteIndexOf(record.pageIndex) : { pages: new Map(), cities: [] },
      csp: record.csp,
      answerPages: createAnswerPages(source, options.site),
    };
    // The site record first: should reading the release fail, nothing is swapped and the next look tries again.
    await options.onSwap?.(next);
    served = next;
    shasOf.set(files, wanted);
    // Only what the served generations name stays in memory.
    const kept = new Set<string>();
    for (const map of [next.files, ...next.older]) for (const sha of shasOf.get(map) ?? []) kept.add(sha);
    for (const sha of [...blobs.keys()]) if (!kept.has(sha)) blobs.delete(sha);
    pruneRuntime(runtime, record.id);
    log.info(
      { generation: record.id, release: record.releaseId, fetched: fetched.size },
      'now serving a new site generation',
    );
  };

  const look = async () => {
    looking ??= (async () => {
      try {
        const id = await liveGenerationId(db, options.codeVersion);
        if (id !== undefined && id !== served.generationId) await swapTo(id);
      } catch (error) {
        log.warn({ err: error }, 'could not look for a new site generation; the site keeps the one it serves');
      }
    })().finally(() => {
      looking = undefined;
    });
    await looking;
  };

  const loop = () => {
    if (stopped) return;
    void look().finally(() => {
      if (stopped) return;
      timer = setTimeout(loop, options.pollMs ?? 1000);
      timer.unref();
    });
  };

  return {
    current: () => served,
    look,
    start() {
      if (!timer && !stopped) loop();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await looking;
    },
  };
}

/** The prerenderers of generations no longer served go (the newest few stay: a render in progress may still read one). */
function pruneRuntime(runtime: string, live: number): void {
  if (!existsSync(runtime)) return;
  for (const name of readdirSync(runtime)) {
    const id = Number(/^generation-(\d+)$/.exec(name)?.[1]);
    if (id && id < live - OLDER_KEPT) rmSync(path.join(runtime, name), { recursive: true, force: true });
  }
}

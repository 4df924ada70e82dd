import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** A published file of a generation: its bytes by SHA-256 (site_blobs) and its date, for Last-Modified. */
export interface ManifestEntry {
  sha: string;
  mtime: string;
}

/** URL path (`/about/index.html`, `/assets/app-1a2b.js`) → the file. */
export type Manifest = Record<string, ManifestEntry>;

/** A file's bytes and the compressed copies the build made of it. */
export interface Blob {
  plain: Buffer;
  br: Buffer | null;
  gz: Buffer | null;
}

/** What the server takes from a build beside the published files (dist/csp.json). */
export interface BuiltCsp {
  styleHashes?: string[];
  scriptHashes?: string[];
}

/** One build read from its dist/ folder: the files to store and what the server derives from it. */
export interface BuiltDist {
  manifest: Manifest;
  /** SHA-256 → where the file and its copies are on the disk. */
  sources: Map<string, { file: string; br?: string; gz?: string }>;
  pageIndex: unknown;
  csp: BuiltCsp;
  /** The prerenderer (dist/server/entry-server.js): SHA-256 and file. */
  serverEntry?: { sha: string; file: string };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Reads a build's dist/: every published file of dist/client as the static site serves it (dot
 * files left out; a `.br`/`.gz` beside its original is that file's copy, not a file of its own),
 * the page index, the CSP hashes and the prerenderer. File by file, read off the main thread: the
 * server answers its requests between two files (a site of a thousand pages is megabytes to hash).
 */
export async function readBuiltDist(distDir: string): Promise<BuiltDist> {
  const client = path.join(distDir, 'client');
  const manifest: Manifest = {};
  const sources: BuiltDist['sources'] = new Map();
  for (const relative of (await readdir(client, { recursive: true, encoding: 'utf8' })).sort()) {
    const parts = relative.split(path.sep);
    if (parts.some((part) => part.startsWith('.'))) continue;
    const full = path.join(client, relative);
    const info = await stat(full);
    if (info.isDirectory()) continue;
    if (/\.(br|gz)$/.test(relative) && existsSync(full.slice(0, -3))) continue;
    const sha = sha256(await readFile(full));
    manifest[`/${parts.join('/')}`] = { sha, mtime: info.mtime.toISOString() };
    if (!sources.has(sha))
      sources.set(sha, {
        file: full,
        ...(existsSync(`${full}.br`) && { br: `${full}.br` }),
        ...(existsSync(`${full}.gz`) && { gz: `${full}.gz` }),
      });
  }
  const entryFile = path.join(distDir, 'server/entry-server.js');
  const serverEntry = existsSync(entryFile) ? { sha: sha256(await readFile(entryFile)), file: entryFile } : undefined;
  if (serverEntry && !sources.has(serverEntry.sha)) sources.set(serverEntry.sha, { file: entryFile });
  const json = async (file: string) =>
    existsSync(path.join(distDir, file)) ? JSON.parse(await readFile(path.join(distDir, file), 'utf8')) : undefined;
  return {
    manifest,
    sources,
    pageIndex: await json('page-index.json'),
    csp: (await json('csp.json')) ?? {},
    serverEntry,
  };
}

/** Rows written per statement: a page of HTML and its copies is tens of kilobytes, an image a few hundred. */
const BLOBS_PER_INSERT = 20;
const SHAS_PER_SELECT = 500;

/** Stores the files of a build that site_blobs does not hold yet; answers how many were new. */
export async function storeBlobs(db: Kysely<Database>, built: BuiltDist): Promise<number> {
  const shas = [...built.sources.keys()];
  const have = new Set<string>();
  for (let i = 0; i < shas.length; i += SHAS_PER_SELECT) {
    const rows = await db
      .selectFrom('site_blobs')
      .select('sha256')
      .where('sha256', 'in', shas.slice(i, i + SHAS_PER_SELECT))
      .execute();
    for (const row of rows) have.add(row.sha256);
  }
  const missing = shas.filter((sha) => !have.has(sha));
  for (let i = 0; i < missing.length; i += BLOBS_PER_INSERT) {
    const values = await Promise.all(
      missing.slice(i, i + BLOBS_PER_INSERT).map(async (sha) => {
        const source = built.sources.get(sha)!;
        return {
          sha256: sha,
          plain: await readFile(source.file),
          br: source.br ? await readFile(source.br) : null,
          gz: source.gz ? await readFile(source.gz) : null,
        };
      }),
    );
    await db
      .insertInto('site_blobs')
      .values(values)
      .onConflict((c) => c.column('sha256').doNothing())
      .execute();
  }
  return missing.length;
}

/** The blobs named, read from the database (an instance fetches those it does not hold). */
export async function readBlobs(db: Kysely<Database>, shas: readonly string[]): Promise<Map<string, Blob>> {
  const blobs = new Map<string, Blob>();
  for (let i = 0; i < shas.length; i += SHAS_PER_SELECT) {
    const rows = await db
      .selectFrom('site_blobs')
      .select(['sha256', 'plain', 'br', 'gz'])
      .where('sha256', 'in', shas.slice(i, i + SHAS_PER_SELECT))
      .execute();
    for (const row of rows)
      blobs.set(row.sha256, { plain: asBuffer(row.plain)!, br: asBuffer(row.br), gz: asBuffer(row.gz) });
  }
  return blobs;
}

/**
 * PGlite answers bytea as a plain Uint8Array, whose toString() lists the bytes as numbers: a page
 * read as text (the storm banner filled into it, an answer page) must be a Buffer, as from pg.
 */
function asBuffer(bytes: Uint8Array | null): Buffer | null {
  if (bytes === null || Buffer.isBuffer(bytes)) return bytes;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** A ready generation as an instance loads it. */
export interface GenerationRecord {
  id: number;
  releaseId: number | null;
  manifest: Manifest;
  pageIndex: unknown;
  csp: BuiltCsp;
  serverEntry: string | null;
}

/**
 * The generation to serve for this code: the newest ready one of the live release (of the site file
 * alone while no release is live), never a preview's. Undefined until one is built: the instance
 * keeps what it serves.
 */
export async function liveGenerationId(db: Kysely<Database>, codeVersion: string): Promise<number | undefined> {
  const live = await db
    .selectFrom('releases')
    .select('id')
    .where('status', '=', 'live')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  let query = db
    .selectFrom('generations')
    .select('id')
    .where('status', '=', 'ready')
    .where('code_version', '=', codeVersion)
    // A preview's build is never the site.
    .where('preview_id', 'is', null);
  query = live ? query.where('release_id', '=', live.id) : query.where('release_id', 'is', null);
  const row = await query.orderBy('id', 'desc').executeTakeFirst();
  return row?.id;
}

export async function readGeneration(db: Kysely<Database>, id: number): Promise<GenerationRecord> {
  const row = await db
    .selectFrom('generations')
    .select(['id', 'release_id', 'manifest', 'page_index', 'csp', 'server_entry'])
    .where('id', '=', id)
    .where('status', '=', 'ready')
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    releaseId: row.release_id,
    manifest: fromJson<Manifest>(row.manifest),
    pageIndex: fromJson(row.page_index),
    csp: fromJson<BuiltCsp>(row.csp) ?? {},
    serverEntry: row.server_entry,
  };
}

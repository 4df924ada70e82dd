import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { SITE_TABLES, TRANSIENT_TABLES } from '../db/tables';
import type { Database } from '../db/types';

/**
 * A copy of the database's rows that any PostgreSQL (embedded or a server) can take back: each row
 * as PostgreSQL's own JSON of it (row_to_json, so timestamps keep their microseconds), read in one
 * snapshot, and loaded back with json_populate_recordset, which turns every value back into its
 * column's type. The schema is not copied: the migrations make it, so a copy fits the code that
 * restores it. Used by backups, restores and the move to PostgreSQL.
 */

// biome-ignore lint/suspicious/noExplicitAny: the copy reads and writes every table by name
type AnyDb = Kysely<any> | Transaction<any>;

export interface TableShape {
  name: string;
  /** Columns a row is written with (generated ones are computed again). */
  columns: string[];
  /** Identity columns, whose sequence must continue after the copied rows. */
  identities: string[];
  /** How rows are ordered, so two copies of the same rows read the same. */
  orderBy: string[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const BATCH = 500;

/**
 * Tables made again from what is copied, so never copied: the built site's generations and their
 * files (server/site-build/) are the build of a release (copied) by the code (deployed). A backup
 * of them would be most of its bytes, and restored under other code they would not be served anyway;
 * a server started on a restored or moved database builds the live release again. A preview of a
 * draft (previews) is made again by asking. The transient tables (an editor's soft lock) mean nothing
 * once the server that held them is gone.
 */
export const DERIVED_TABLES: readonly string[] = ['generations', 'site_blobs', 'previews', ...TRANSIENT_TABLES];

/** Tables whose rows are megabytes each (a photo's bytes): read a few rows at a time, not BATCH. */
const LARGE_ROWS: Record<string, number> = { media_blobs: 4 };

/**
 * The site's tables holding data (not the migrations' own, nor the derived ones, nor a table some
 * other application keeps in the same database), parents before the tables that refer to them.
 */
export async function tableShapes(db: AnyDb): Promise<TableShape[]> {
  const tables = (
    await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely\\_%'
      order by table_name`.execute(db)
  ).rows
    .map((row) => row.name)
    .filter((name) => SITE_TABLES.includes(name) && !DERIVED_TABLES.includes(name));
  const columns = (
    await sql<{ table_name: string; column_name: string; is_generated: string; is_identity: string }>`
      select table_name, column_name, is_generated, is_identity from information_schema.columns
      where table_schema = 'public' order by table_name, ordinal_position`.execute(db)
  ).rows;
  const keys = (
    await sql<{ table_name: string; column_name: string }>`
      select c.relname as table_name, a.attname as column_name
      from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
      where i.indisprimary and n.nspname = 'public' order by c.relname, array_position(i.indkey, a.attnum)`.execute(db)
  ).rows;
  const refs = (
    await sql<{ child: string; parent: string }>`
      select cc.relname as child, pc.relname as parent from pg_constraint k
      join pg_class cc on cc.oid = k.conrelid join pg_class pc on pc.oid = k.confrelid
      join pg_namespace n on n.oid = cc.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and cc.relname <> pc.relname`.execute(db)
  ).rows;
  const shapes = new Map<string, TableShape>();
  for (const name of tables) {
    const own = columns.filter((c) => c.table_name === name);
    const pk = keys.filter((k) => k.table_name === name).map((k) => k.column_name);
    const writable = own.filter((c) => c.is_generated === 'NEVER').map((c) => c.column_name);
    shapes.set(name, {
      name,
      columns: writable,
      identities: own.filter((c) => c.is_identity === 'YES').map((c) => c.column_name),
      orderBy: pk.length ? pk : writable,
    });
  }
  // Parents first: a table comes once every table it refers to has come.
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  while (ordered.length < shapes.size) {
    const before = ordered.length;
    for (const [name, shape] of shapes) {
      if (placed.has(name)) continue;
      const parents = refs.filter((r) => r.child === name && shapes.has(r.parent)).map((r) => r.parent);
      if (parents.every((p) => placed.has(p))) {
        ordered.push(shape);
        placed.add(name);
      }
    }
    if (ordered.length === before) throw new Error('The tables refer to each other in a circle; cannot order the copy');
  }
  return ordered;
}

/** Reads a table's rows as JSON text, a batch at a time, in a stable order. */
export async function* readRows(db: AnyDb, shape: TableShape): AsyncGenerator<string[]> {
  const select = shape.columns.map(quote).join(', ');
  const order = shape.orderBy.map(quote).join(', ');
  const batch = LARGE_ROWS[shape.name] ?? BATCH;
  for (let offset = 0; ; offset += batch) {
    const { rows } = await sql<{ j: string }>`
      select row_to_json(r)::text as j from (
        select ${sql.raw(select)} from ${sql.raw(quote(shape.name))} order by ${sql.raw(order)}
        limit ${sql.lit(batch)} offset ${sql.lit(offset)}
      ) r`.execute(db);
    if (rows.length) yield rows.map((row) => row.j);
    if (rows.length < batch) return;
  }
}

/** Writes rows (JSON text from readRows) into a table, each value turned back into its column's type. */
export async function writeRows(db: AnyDb, shape: TableShape, rows: string[]): Promise<void> {
  if (!rows.length) return;
  const cols = shape.columns.map(quote).join(', ');
  const overriding = shape.identities.length ? sql.raw('overriding system value') : sql.raw('');
  await sql`
    insert into ${sql.raw(quote(shape.name))} (${sql.raw(cols)}) ${overriding}
    select ${sql.raw(cols)} from json_populate_recordset(null::${sql.raw(quote(shape.name))}, ${`[${rows.join(',')}]`}::text::json)`.execute(
    db,
  );
}

/** After rows were written with their own ids: new rows continue after the highest one. */
export async function continueIdentities(db: AnyDb, shape: TableShape): Promise<void> {
  for (const column of shape.identities) {
    await sql`
      select setval(pg_get_serial_sequence(${quote(shape.name)}, ${column}),
        coalesce((select max(${sql.raw(quote(column))}) from ${sql.raw(quote(shape.name))}), 0) + 1, false)`.execute(
      db,
    );
  }
}

export interface TableSummary {
  rows: number;
  /** SHA-256 of the rows' JSON, in order, one per line. */
  sha256: string;
}

/** Row count and checksum of a table as readRows reads it: equal summaries, equal rows. */
export async function summarize(db: AnyDb, shape: TableShape): Promise<TableSummary> {
  const hash = createHash('sha256');
  let rows = 0;
  for await (const batch of readRows(db, shape)) {
    for (const row of batch) hash.update(`${row}\n`);
    rows += batch.length;
  }
  return { rows, sha256: hash.digest('hex') };
}

/** Makes the triggers that keep counters (per day, per status) stand still while copied rows go in. */
export async function setUserTriggers(db: AnyDb, shape: TableShape, enabled: boolean): Promise<void> {
  await sql`alter table ${sql.raw(quote(shape.name))} ${sql.raw(enabled ? 'enable' : 'disable')} trigger user`.execute(
    db,
  );
}

/** Tables of this schema that hold any row. */
export async function nonEmptyTables(db: AnyDb, shapes: TableShape[]): Promise<string[]> {
  const full: string[] = [];
  for (const shape of shapes) {
    const { rows } = await sql<{
      any: boolean;
    }>`select exists (select 1 from ${sql.raw(quote(shape.name))}) as any`.execute(db);
    if (rows[0]?.any) full.push(shape.name);
  }
  return full;
}

export async function emptyTables(db: AnyDb, shapes: TableShape[]): Promise<void> {
  if (shapes.length)
    await sql.raw(`truncate ${shapes.map((s) => quote(s.name)).join(', ')} restart identity cascade`).execute(db);
}

export type { Database };

import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';

// A new embedded database spends 6-10 s in PGlite's initdb before the first migration runs, and
// the test files make about a hundred of them. So a test run migrates one database of each kind
// once (tests/support/database-templates.ts, vitest's globalSetup) and each test database starts
// as a copy: a folder copy for PGlite, CREATE DATABASE … TEMPLATE for PostgreSQL.

/** Where this run's templates are, for the test workers and the child processes they start. */
export const TEMPLATE_DATA_DIR_VAR = 'RL_TEST_TEMPLATE_DATA_DIR';
export const TEMPLATE_DATABASE_VAR = 'RL_TEST_TEMPLATE_DATABASE';

/** A migrated embedded database in a new temp DATA_DIR, closed; the caller removes the folder. */
export async function makeEmbeddedTemplate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rl-test-template-'));
  const handle = await openDatabase({ DATA_DIR: dataDir }, { command: 'test template' });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  return dataDir;
}

/** A migrated database named `name` on the PostgreSQL server of `serverUrl`, with no one connected. */
export async function makePostgresTemplate(serverUrl: string, name: string): Promise<void> {
  await adminQuery(serverUrl, `create database ${name}`);
  const handle = await openDatabase(
    { DATABASE_URL: databaseUrl(serverUrl, name), DATA_DIR: 'unused' },
    { command: 'test template' },
  );
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
}

export const dropPostgresDatabase = (serverUrl: string, name: string) =>
  adminQuery(serverUrl, `drop database if exists ${name} with (force)`);

/**
 * A new temp DATA_DIR holding a copy of this run's migrated embedded database, or undefined
 * outside a test run (a benchmark), where the caller makes one from scratch.
 */
export function copyEmbeddedTemplate(prefix = 'rl-test-'): string | undefined {
  const template = process.env[TEMPLATE_DATA_DIR_VAR];
  if (!template) return undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    cpSync(path.join(template, 'db'), path.join(dataDir, 'db'), { recursive: true });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(
      `Could not copy the test database template ${template} (made by tests/support/database-templates.ts): ${error}`,
    );
  }
  return dataDir;
}

/** Creates the database `name` on the server of `serverUrl`, a copy of this run's template when there is one. */
export async function createPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  const template = process.env[TEMPLATE_DATABASE_VAR];
  await adminQuery(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
}

/** `serverUrl` with its database name replaced by `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

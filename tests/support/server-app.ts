import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from '../../testing/test-database';
import { buildTestApp, type TestAppOptions } from './auth-app';

export interface ServerAppOptions extends TestAppOptions {
  /** Also listen on a random loopback port (for clients that speak HTTP, not `inject`). */
  listen?: boolean;
}

/** The app, its database and (with `listen`) its address, for the tests of one describe block. */
export interface ServerApp {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  readonly baseUrl: string;
}

/** A value a fixture makes in `beforeAll`, or a clear error when a test reads it too early. */
export function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is made in beforeAll: use it inside a test or hook`);
  return value;
}

/**
 * The real server on a throwaway database of the given kind, built before the describe block's
 * tests and closed (then the database dropped) after them. Options may depend on the database or
 * on something an earlier `beforeAll` made (a port): pass a function, called when the app is built.
 */
export function useServerApp(
  kind: TestDatabaseKind,
  options: ServerAppOptions | ((database: TestDatabase) => ServerAppOptions | Promise<ServerAppOptions>) = {},
): ServerApp {
  let app: FastifyInstance | undefined;
  let database: TestDatabase | undefined;
  let baseUrl: string | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const settings = typeof options === 'function' ? await options(database) : options;
    app = await buildTestApp(database, settings);
    if (settings.listen) baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  return {
    get app() {
      return ready(app, "the server's app");
    },
    get database() {
      return ready(database, "the server's database");
    },
    get baseUrl() {
      return ready(baseUrl, "the server's address (pass listen: true)");
    },
  };
}

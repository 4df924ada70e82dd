import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Files allowed to speak tRPC: the routers and their setup, and the app that mounts them. */
const speaksTrpc = (file: string) =>
  file.startsWith(`server${path.sep}trpc${path.sep}`) || file === path.join('server', 'app.ts');

describe('only the routers speak tRPC', () => {
  it('no server module outside server/trpc (and the app that mounts it) imports tRPC', () => {
    const offenders = readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join('server', file))
      .filter((file) => !speaksTrpc(file))
      .filter((file) => /from\s+['"](@trpc\/|[./]+\/trpc\/)/.test(readFileSync(path.join(root, file), 'utf8')));
    // Domain code returns results or typed refusals (server/leads/changes.ts); the routers map them to TRPCError.
    expect(offenders).toEqual([]);
  });
});

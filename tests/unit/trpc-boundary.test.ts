import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Files allowed to speak tRPC: the routers and their setup, and the app that mounts them. */
const speaksTrpc = (file: string) =>
  file.startsWith(`server${path.sep}trpc${path.sep}`) || file === path.join('server', 'app.ts');

describe('on the server, only the routers speak tRPC', () => {
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

/** The browser's source folders: of them, only admin/ talks to the server through tRPC. */
const browserLayers = ['admin', 'blocks', 'src', 'ui', 'content', 'pages', 'schema', 'shared'];

/** An import of tRPC itself, react-query, or the admin's tRPC client and hooks. */
const trpcImport =
  /(?:from\s+|import\(\s*)['"](@trpc\/[^'"]*|@tanstack\/react-query|(?:\.{1,2}\/)+(?:admin\/)?trpc\/client)['"]/;

/**
 * Inside admin/, the files that may call tRPC's hooks: a feature's reads and changes (`queries.ts`,
 * `use-*.ts`), the providers around every admin page, and the client's own folder. A screen or a
 * form gets its data from those hooks, so a feature's reads are found in one place. A feature
 * folder without a `queries.ts` (a view small enough to be one screen and its one query) keeps
 * the query beside its screen; once the folder has a `queries.ts`, its hooks live there.
 */
const callsTrpc = (file: string) => {
  const name = path.basename(file);
  return (
    file.startsWith(`admin${path.sep}trpc${path.sep}`) ||
    name === 'queries.ts' ||
    /^use-[\w-]+\.ts$/.test(name) ||
    /Providers?\.tsx$/.test(name) ||
    (path.dirname(file) !== 'admin' && !existsSync(path.join(root, path.dirname(file), 'queries.ts')))
  );
};

function importersOfTrpc(): string[] {
  return browserLayers.flatMap((layer) =>
    readdirSync(path.join(root, layer), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join(layer, file))
      .filter((file) => trpcImport.test(readFileSync(path.join(root, file), 'utf8'))),
  );
}

describe('only admin/ talks to tRPC, through its hooks', () => {
  const importers = importersOfTrpc();

  it('no browser module outside admin/ imports tRPC, react-query or the admin tRPC client', () => {
    expect(importers.filter((file) => !file.startsWith(`admin${path.sep}`))).toEqual([]);
  });

  it("inside admin/, only a feature's queries.ts and use-*.ts (or a one-screen view's own file), the providers and admin/trpc/ do", () => {
    expect(importers.filter((file) => file.startsWith(`admin${path.sep}`) && !callsTrpc(file))).toEqual([]);
  });

  it('recognises every form of such an import', () => {
    for (const line of [
      "import { trpc } from '../trpc/client';",
      "import { trpc } from '../../admin/trpc/client';",
      "import { httpBatchLink } from '@trpc/client';",
      "import { createTRPCReact } from '@trpc/react-query';",
      "import { useQuery } from '@tanstack/react-query';",
      "const client = () => import('../../admin/trpc/client');",
    ])
      expect(trpcImport.test(line), line).toBe(true);
    for (const line of ["import { errorDataOf } from '../trpc/errors';", "import type { X } from '../trpc/outputs';"])
      expect(trpcImport.test(line), line).toBe(false);
  });
});

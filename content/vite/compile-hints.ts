import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): every function in the file is compiled as the file streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** A module of the dashboard (the admin app and the blocks that mount it), by its path from the project's root. */
const isAdminModule = (root: string, id: string) => /^(admin|blocks[\\/]admin)[\\/]/.test(path.relative(root, id));

interface ChunkShape {
  type: 'chunk';
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
}

/**
 * The chunks only the dashboard loads: not reachable from the site's entry through static
 * imports, nor through dynamic imports other than into a dashboard module (a public page's lazy
 * blocks, its router's pages). Exported for the build's test.
 */
export function dashboardOnlyChunks(root: string, chunks: Record<string, ChunkShape>): Set<string> {
  const publicChunks = new Set<string>();
  const visit = (file: string) => {
    const chunk = chunks[file];
    if (!chunk || publicChunks.has(file)) return;
    publicChunks.add(file);
    for (const next of chunk.imports) visit(next);
    for (const next of chunk.dynamicImports) {
      const facade = chunks[next]?.facadeModuleId;
      if (!facade || !isAdminModule(root, facade)) visit(next);
    }
  };
  for (const [file, chunk] of Object.entries(chunks)) if (chunk.isEntry) visit(file);
  return new Set(Object.keys(chunks).filter((file) => !publicChunks.has(file)));
}

/**
 * Marks the dashboard's own chunks for eager compilation. An editor's opening calls most of what
 * its chunks hold, and V8 would otherwise compile each function on the main thread when first
 * called; marked, they compile on a background thread as they download. Public pages' chunks stay
 * as they are (a visitor's page calls little of them, and compiling it all would cost a phone for
 * nothing), and so do libraries the dashboard loads in chunks of their own (zod, date-fns, the
 * password checker's word lists), of which an opening calls a part.
 *
 * On the files as written: the hint must be the file's first line, and Vite's own last step puts
 * the dynamic imports' list (`__vite__mapDeps`) at the top of a chunk.
 */
export function compileHintsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'ridgeline:compile-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      const chunks: Record<string, ChunkShape & { code: string; moduleIds: readonly string[] }> = {};
      for (const [file, output] of Object.entries(bundle)) if (output.type === 'chunk') chunks[file] = output;
      for (const file of dashboardOnlyChunks(root, chunks)) {
        const chunk = chunks[file]!;
        if (!chunk.moduleIds.some((id) => isAdminModule(root, id)) || chunk.code.startsWith(COMPILE_HINT)) continue;
        chunk.code = COMPILE_HINT + chunk.code;
        writeFileSync(path.join(options.dir ?? 'dist', file), chunk.code);
      }
    },
  };
}

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layers and which way they point. A folder may import itself and the folders listed for it,
 * nothing else: a layer never reaches up. The README's "Layout" draws the same picture.
 */
const allowed: Record<string, readonly string[]> = {
  shared: [],
  schema: ['shared'],
  server: ['schema', 'shared'],
  ui: ['schema', 'shared'],
  admin: ['ui', 'schema', 'shared'],
  blocks: ['admin', 'ui', 'schema', 'shared'],
  src: ['blocks', 'admin', 'ui', 'schema', 'shared'],
  content: ['src', 'blocks', 'admin', 'ui', 'schema', 'shared'],
  pages: ['content', 'blocks', 'schema', 'shared'],
  testing: ['server', 'schema', 'shared'],
  scripts: ['content', 'testing', 'pages', 'src', 'blocks', 'admin', 'ui', 'server', 'schema', 'shared'],
  tests: ['scripts', 'testing', 'content', 'pages', 'src', 'blocks', 'admin', 'ui', 'server', 'schema', 'shared'],
};

/**
 * What a layer may read of one it may import, when not all of it: the content compiler reads the
 * admin views' list (data: the pages it makes), never the admin app's code; a test, of the scripts,
 * the admin CLI's command runner only.
 */
const onlyFiles: Record<string, Record<string, readonly string[]>> = {
  content: { admin: ['admin/views.ts'] },
  // A test runs a script as a process; the admin CLI's commands it may also run in its own process
  // (tests/support/admin-cli.ts), through the module scripts/admin.ts calls, which has no side effects.
  tests: { scripts: ['scripts/admin/cli.ts'] },
};

/** The browser may know the API's type, and nothing else of the server. */
const typeOnlyExceptions = new Set(['server/trpc/root.ts']);

const root = path.resolve(import.meta.dirname, '../..');
const layers = Object.keys(allowed);

function sourceFiles(dir: string): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => path.join(dir, file));
}

// A static import or re-export, or an `import()` of a literal (quoted, or a template without `${}`).
const importPattern =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*(?:['"](\.{1,2}\/[^'"]+)['"]|`(\.{1,2}\/[^`$]+)`)\s*\)/g;

/**
 * An `import()` whose target is computed: the pattern above cannot see where it points, so in the
 * server each one is listed here with the reason it cannot reach a layer above (the server once
 * loaded pages/locations/*.ts this way, unseen).
 */
const computedImportPattern = /\bimport\(\s*(?![\s)'"]|`[^`$]*`)/g;
const computedImportsAllowed: Record<string, string> = {
  'server/contact/answer-page.ts':
    "the build's own prerenderer (dist/server/entry-server.js), not source: it renders a form's answer into its page",
};

interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

function importsOf(file: string, source = readFileSync(path.join(root, file), 'utf8')): Edge[] {
  const edges: Edge[] = [];
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[3] ?? match[4] ?? match[5]!;
    const to = path.normalize(path.join(path.dirname(file), specifier));
    edges.push({ from: file, to, typeOnly: Boolean(match[2]) });
  }
  return edges;
}

/** Lines of a file with an `import()` of a computed target. */
function computedImports(file: string, source = readFileSync(path.join(root, file), 'utf8')): string[] {
  return [...source.matchAll(computedImportPattern)].map((match) => {
    const line = source.slice(0, match.index).split('\n').length;
    return `${file}:${line}`;
  });
}

const layerOf = (file: string) => file.split(path.sep)[0]!;
const withoutExtension = (file: string) => file.replace(/\.tsx?$/, '');

function upward(edges: Edge[]): string[] {
  return edges
    .filter((edge) => {
      const [from, to] = [layerOf(edge.from), layerOf(edge.to)];
      if (from === to || !layers.includes(to)) return false;
      const only = onlyFiles[from]?.[to];
      if (only) return !only.some((file) => withoutExtension(file) === withoutExtension(edge.to));
      if (allowed[from]!.includes(to)) return false;
      const typeOnlyAllowed = [...typeOnlyExceptions].some((f) => withoutExtension(f) === withoutExtension(edge.to));
      return !(edge.typeOnly && typeOnlyAllowed);
    })
    .map((edge) => `${edge.from} -> ${withoutExtension(edge.to)}`)
    .sort();
}

describe('layers', () => {
  const found = upward(layers.flatMap((layer) => sourceFiles(layer).flatMap((file) => importsOf(file))));

  it('no layer imports a layer above it', () => {
    expect(found, 'an import points up; see `allowed` in this file and the README Layout').toEqual([]);
  });

  it('the server imports nothing by a computed path but what is listed with its reason', () => {
    const found = sourceFiles('server')
      .filter((file) => !(file.split(path.sep).join('/') in computedImportsAllowed))
      .flatMap((file) => computedImports(file));
    expect(
      found,
      'an import() the layers check cannot follow; import a literal path, or see computedImportsAllowed',
    ).toEqual([]);
  });

  it("the admin views' list, which the content compiler reads, imports no code", () => {
    // Its screens load through `import()` in the app only; a static import would run in the compiler.
    const source = readFileSync(path.join(root, 'admin/views.ts'), 'utf8');
    expect(source.match(/^\s*(import|export)\s+(?!type\b)[^;]*?\bfrom\s+['"][^'"]+['"]/gm) ?? []).toEqual([]);
  });

  it('knows every top-level source folder', () => {
    // The folders git tracks: what `npm start` makes (data/, dist/) is not source and is ignored.
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
    const folders = new Set(tracked.filter((file) => file.includes('/')).map((file) => file.split('/')[0]!));
    const notLayers = [...folders].filter((name) => !name.startsWith('.') && name !== 'images');
    expect(notLayers.filter((name) => !layers.includes(name))).toEqual([]);
  });

  it('catches upward imports of every form, and lets the API type through', () => {
    const edges = importsOf(
      'schema/page.ts',
      [
        "import { site } from '../pages/site';",
        "import type { Block } from '../blocks/catalog';",
        "export { x } from '../src/router';",
        "const lazy = () => import('../server/app');",
        'const later = () => import(`../admin/AdminPage`);',
        "import { fine } from '../shared/phone';",
      ].join('\n'),
    );
    expect(upward(edges)).toEqual([
      'schema/page.ts -> admin/AdminPage',
      'schema/page.ts -> blocks/catalog',
      'schema/page.ts -> pages/site',
      'schema/page.ts -> server/app',
      'schema/page.ts -> src/router',
    ]);
    expect(upward(importsOf('src/x.ts', "import type { AppRouter } from '../server/trpc/root';"))).toEqual([]);
    // What server/storm/cities.ts did: a city page loaded by a path the pattern cannot read.
    const computed = [
      'const mod = await import(pathToFileURL(path.join(folder, file)).href);',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template import
      'const page = await import(`../../pages/locations/${slug}.ts`);',
      "const fs = await import('node:fs');",
      '// loaded with `import()` when asked',
    ].join('\n');
    expect(computedImports('server/storm/x.ts', computed)).toEqual(['server/storm/x.ts:1', 'server/storm/x.ts:2']);
    expect(upward(importsOf('content/x.ts', "import { adminViews } from '../admin/views';"))).toEqual([]);
    expect(upward(importsOf('content/x.ts', "import { AdminPage } from '../admin/AdminPage';"))).toEqual([
      'content/x.ts -> admin/AdminPage',
    ]);
    expect(upward(importsOf('src/x.ts', "import { appRouter } from '../server/trpc/root';"))).toEqual([
      'src/x.ts -> server/trpc/root',
    ]);
  });
});

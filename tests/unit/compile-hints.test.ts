import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin, dashboardOnlyChunks } from '../../content/vite/compile-hints';

/** A chunk as the bundler describes it, with what it imports. */
const chunk = (facade: string | null, imports: string[] = [], dynamicImports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  isEntry,
  isDynamicEntry: !isEntry && facade !== null,
  facadeModuleId: facade,
  imports,
  dynamicImports,
  moduleIds: facade ? [facade] : ['/home/admin/site/node_modules/some-library/index.js'],
  code: 'export const x = 1;',
});

/** A site's chunks (checked out under /home/admin): the entry, React, a lazy public block, the dashboard's view and what it shares with both. */
const bundle = () => ({
  'index.js': chunk(
    '/home/admin/site/src/entry-client.tsx',
    ['react.js', 'shared.js'],
    ['ContactForm.js', 'AdminView.js'],
    true,
  ),
  'react.js': chunk(null),
  'shared.js': chunk(null),
  'ContactForm.js': chunk('/home/admin/site/blocks/contact/ContactForm/ContactForm.tsx', ['react.js', 'zod.js']),
  'zod.js': chunk(null),
  'AdminView.js': chunk(
    '/home/admin/site/blocks/admin/AdminView/AdminView.tsx',
    ['react.js', 'admin-common.js'],
    ['DraftEditor.js'],
  ),
  'admin-common.js': { ...chunk(null, ['zod.js', 'shared.js']), moduleIds: ['/home/admin/site/admin/ui/admin.css.ts'] },
  // A library only the dashboard loads, in a chunk of its own: not marked (an opening calls a part of it).
  'password-words.js': chunk(null),
  'DraftEditor.js': chunk(
    '/home/admin/site/admin/pages/DraftEditor.tsx',
    ['admin-common.js', 'ContactForm.js'],
    ['password-words.js'],
  ),
  'style.css': { type: 'asset' as const, source: 'body{}' },
});

describe('the compile hint on the dashboard’s chunks', () => {
  it('names the chunks reached only through the dashboard, not those a public page loads', () => {
    const chunks = Object.fromEntries(Object.entries(bundle()).filter(([, c]) => c.type === 'chunk')) as Record<
      string,
      ReturnType<typeof chunk>
    >;
    // zod is a public block's (the contact form's) too; the editor's ContactForm import is the public chunk.
    expect([...dashboardOnlyChunks('/home/admin/site', chunks)].sort()).toEqual([
      'AdminView.js',
      'DraftEditor.js',
      'admin-common.js',
      'password-words.js',
    ]);
  });

  it('puts the hint at the very top of the dashboard’s own chunks as written, once however often it runs', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rl-hints-'));
    const files = bundle();
    for (const [name, file] of Object.entries(files))
      writeFileSync(path.join(dir, name), file.type === 'chunk' ? file.code : file.source);
    const plugin = compileHintsPlugin() as unknown as {
      configResolved: (config: { root: string }) => void;
      writeBundle: (options: { dir: string }, bundle: unknown) => void;
    };
    // A checkout in a folder named admin: only the project's own admin/ is the dashboard.
    plugin.configResolved({ root: '/home/admin/site' });
    plugin.writeBundle({ dir }, files);
    plugin.writeBundle({ dir }, files);
    const hinted = Object.keys(files)
      .filter((name) => readFileSync(path.join(dir, name), 'utf8').startsWith(COMPILE_HINT))
      .sort();
    expect(hinted).toEqual(['AdminView.js', 'DraftEditor.js', 'admin-common.js']);
    expect(readFileSync(path.join(dir, 'DraftEditor.js'), 'utf8')).toBe(`${COMPILE_HINT}export const x = 1;`);
    expect(readFileSync(path.join(dir, 'index.js'), 'utf8')).toBe('export const x = 1;');
    rmSync(dir, { recursive: true });
  });
});

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The folders git holds (an empty or ignored folder is nobody's business), as paths like "server/db". */
const trackedFolders = new Set(
  execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .flatMap((file) => {
      const parts = file.split('/').slice(0, -1);
      return parts.map((_, index) => parts.slice(0, index + 1).join('/'));
    }),
);
const foldersIn = (parent: string | null) =>
  [...trackedFolders].filter((folder) => path.dirname(folder) === (parent ?? '.')).sort();

/**
 * The README's map: the second code block of its Layout section. A folder at the start of a line
 * ("server/    …") is top-level; one indented by two ("  db/   …") lies in the top-level folder above it.
 */
function readmeLayout(): Map<string, Set<string>> {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.slice(
    readme.indexOf('\n## Layout\n'),
    readme.indexOf('\n## ', readme.indexOf('\n## Layout\n') + 1),
  );
  const tree = section.split('```')[3] ?? '';
  const layout = new Map<string, Set<string>>();
  let parent = '';
  for (const line of tree.split('\n')) {
    const top = /^(\.?[\w-]+)\/\s/.exec(line);
    if (top) {
      parent = top[1]!;
      layout.set(parent, new Set());
    }
    const child = /^ {2}([\w.-]+)\/\s/.exec(line);
    if (child && parent) layout.get(parent)!.add(child[1]!);
  }
  return layout;
}

describe("the README's Layout", () => {
  const layout = readmeLayout();

  it('names every top-level folder, one line each', () => {
    expect(foldersIn(null).filter((folder) => !layout.has(folder))).toEqual([]);
  });

  it.each(['server', 'admin'])('names every folder of %s/, one line each', (parent) => {
    const named = layout.get(parent) ?? new Set();
    expect(
      foldersIn(parent)
        .map((folder) => path.basename(folder))
        .filter((folder) => !named.has(folder)),
    ).toEqual([]);
  });

  it('names no folder that is gone', () => {
    const gone = [...layout].flatMap(([parent, children]) => [
      ...(trackedFolders.has(parent) ? [] : [`${parent}/`]),
      ...[...children]
        .filter((child) => !trackedFolders.has(`${parent}/${child}`))
        .map((child) => `${parent}/${child}/`),
    ]);
    expect(gone).toEqual([]);
  });
});

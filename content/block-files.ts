/**
 * Where a block's component lives: `blocks/<Type>/<Type>.tsx`, exporting the component `<Type>`.
 * The registry imports it from there; the build names a lazy block's chunk after the block by this
 * file (content/vite/block-chunks.ts) and finds the chunk in the bundler's manifest by it
 * (content/build/build-site.ts). tests/unit/block-files.test.ts holds every public block to it.
 */
export const blockComponentFile = (type: string): string => `blocks/${type}/${type}.tsx`;

/** The block a module is the component of, by its file (relative, or absolute on any system), if it is one. */
export function blockOfComponentFile(id: string): string | undefined {
  const match = /(?:^|[\\/])blocks[\\/]([^\\/]+)[\\/]([^\\/]+)\.tsx$/.exec(id);
  return match && match[1] === match[2] ? match[1] : undefined;
}

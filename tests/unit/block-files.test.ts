import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blockDefinitions } from '../../blocks/catalog';
import { blockRegistry } from '../../blocks/registry';
import { blockComponentFile, blockOfComponentFile } from '../../content/block-files';

const root = path.resolve(import.meta.dirname, '../..');
const publicTypes = blockDefinitions.filter((block) => !('app' in block && block.app)).map((block) => block.type);

describe('a block component lives at blocks/<Type>/<Type>.tsx', () => {
  // The build names a lazy block's chunk, and finds its styles, by this file: a component elsewhere
  // would ship in the bundler's own chunks and its page would go unstyled until its script ran.
  it.each(publicTypes)('%s: the file exists and exports the component the registry draws', async (type) => {
    const file = path.join(root, blockComponentFile(type));
    expect(existsSync(file), `${blockComponentFile(type)} is missing`).toBe(true);
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    expect(typeof module[type], `${blockComponentFile(type)} exports no ${type}`).toBe('function');
    const registered = blockRegistry[type as keyof typeof blockRegistry] as { preload?: () => Promise<void> };
    // A lazy entry loads that very module: its chunk is the one the build names after the block.
    if (registered.preload) await expect(registered.preload()).resolves.toBeUndefined();
    else expect(registered).toBe(module[type]);
  });

  it('reads the block back from the file, relative or absolute, on any system', () => {
    for (const type of publicTypes) {
      expect(blockOfComponentFile(blockComponentFile(type))).toBe(type);
      expect(blockOfComponentFile(path.join(root, blockComponentFile(type)))).toBe(type);
      expect(blockOfComponentFile(`C:\\site\\${blockComponentFile(type).replaceAll('/', '\\')}`)).toBe(type);
    }
    expect(blockOfComponentFile('/site/blocks/ContactForm/ContactFields.tsx')).toBeUndefined();
    expect(blockOfComponentFile('/site/blocks/ContactForm/ContactForm.css.ts')).toBeUndefined();
    expect(blockOfComponentFile('/site/notblocks/Hero/Hero.tsx')).toBeUndefined();
  });
});

import type { Block } from '../../blocks/catalog';
import { blockRegistry } from '../../blocks/registry';
import { isLazyBlock } from './lazy-block';

/** Fetches the code of every lazily loaded block a page uses, so the page renders in one pass. */
export async function preloadBlocks(blocks: Block[]): Promise<void> {
  const loads: Promise<unknown>[] = [];
  for (const block of blocks) {
    const component: unknown = blockRegistry[block.type];
    if (isLazyBlock(component)) loads.push(component.preload());
  }
  await Promise.all(loads);
}

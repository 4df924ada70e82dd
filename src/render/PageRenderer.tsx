import type { ComponentType } from 'react';
import type { Block } from '../../blocks/catalog';
import type { PageDefinition } from '../../blocks/page';
import { blockRegistry } from '../../blocks/registry';
import { PageContext } from '../../ui/page-context';
import type { ImageManifest } from '../../shared/images';

/**
 * Fetches the code of every lazily loaded block a page uses (the registry's `lazyBlock`s), with
 * what each loads for its props (an admin view's screen), so the page renders in one pass, the
 * same HTML in the prerender and the hydrating browser. Call it before rendering the page (its
 * route's loader does).
 */
export async function loadBlockCode(page: PageDefinition): Promise<void> {
  await Promise.all(
    page.blocks.map((block) =>
      (blockRegistry[block.type] as { preload?: (props: Block) => Promise<void> | undefined }).preload?.(block),
    ),
  );
}

/** Renders any page definition: each block by its type through the registry, in order, with the page's images. */
export function PageRenderer({ page, images }: { page: PageDefinition; images: ImageManifest }) {
  return (
    <PageContext.Provider value={{ page, images }}>
      {page.blocks.map((block, index) => {
        const Component = blockRegistry[block.type] as ComponentType<Block>;
        // A block's own id (its anchor) when it has one, otherwise its place: a page's blocks never reorder.
        const id = 'id' in block ? block.id : undefined;
        return <Component key={id ?? `${block.type}-${index}`} {...block} />;
      })}
    </PageContext.Provider>
  );
}

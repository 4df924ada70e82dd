import type { ComponentType } from 'react';
import type { Block } from '../../blocks/catalog';
import { blockRegistry } from '../../blocks/registry';
import type { CityMeta, PageDefinition } from '../../schema/page';
import { PageContext } from '../../ui/page-context';

/** Renders any page definition: each block by its type through the registry, in order. */
export function PageRenderer({ page, cities }: { page: PageDefinition; cities: CityMeta[] }) {
  return (
    <PageContext.Provider value={{ page, cities }}>
      {page.blocks.map((block, index) => {
        const Component = blockRegistry[block.type] as ComponentType<Block>;
        // biome-ignore lint/suspicious/noArrayIndexKey: a page's blocks have no id and never reorder
        return <Component key={`${block.type}-${index}`} {...block} />;
      })}
    </PageContext.Provider>
  );
}

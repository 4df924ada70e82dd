import { blockDefinitions } from '../blocks/catalog';
import type { AnyBlockDefinition } from '../blocks/define-block';

/** The blocks a site is compiled with, by type: the catalog's, or a test's own list. */
export type BlockSet = ReadonlyMap<string, AnyBlockDefinition>;

export const blockSetOf = (definitions: readonly AnyBlockDefinition[]): BlockSet =>
  new Map(definitions.map((definition) => [definition.type, definition]));

export const catalogBlocks: BlockSet = blockSetOf(blockDefinitions);

/** A page's blocks that draw something: those whose definition says they are empty here are left out. */
export const drawnBlocks = <B extends { type: string }>(blocks: readonly B[], set: BlockSet = catalogBlocks): B[] =>
  blocks.filter((block) => !set.get(block.type)?.empty?.(block as never));

import type { ComponentType } from 'react';
import { expectTypeOf } from 'vitest';
import type { BlockOf, BlockType } from '../../blocks/catalog';
import { FAQ } from '../../blocks/FAQ/FAQ';
import { Hero } from '../../blocks/Hero/Hero';
import type { blockRegistry } from '../../blocks/registry';

/**
 * What must not compile: the registry is typed by the catalog, so a block type without a component,
 * a component for a type the catalog does not know, or a component that takes another block's props
 * is a type error. `npm run typecheck` checks this file (an unused `@ts-expect-error` is an error too).
 */
type Registry = typeof blockRegistry;
type CatalogRegistry = { [K in BlockType]: ComponentType<BlockOf<K>> };

expectTypeOf<Registry>().toEqualTypeOf<CatalogRegistry>();

declare const registry: Registry;

// @ts-expect-error the Hero slot refuses the FAQ component: it does not take a Hero's props
export const wrongComponent: Registry = { ...registry, Hero: FAQ };

const { FAQ: _faq, ...withoutFaq } = registry;
// @ts-expect-error a registry without a component for FAQ
export const missingBlock: Registry = withoutFaq;

// @ts-expect-error a component for a block type the catalog does not have
export const unknownBlock: Registry = { ...registry, Carousel: Hero };

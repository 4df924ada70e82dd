import { z } from 'zod';
import type { JsonLdObject } from '../schema/jsonld';
import type { CityMeta, PageMeta } from '../schema/page';
import type { Site } from '../schema/site';

/** What a block's structured data may read besides its props. */
export interface StructuredDataContext {
  site: Site;
  /** Absolute canonical URL of the page. */
  url: string;
}

/** One entry of the page index the compiler hands to `resolve`: every page's path and city. */
export interface PageIndexEntry {
  path: string;
  city?: CityMeta;
}

export interface ResolveContext {
  site: Site;
  pages: readonly PageIndexEntry[];
}

/** What a block's content rule may read: the site, the page it sits on and its own place in it. */
export interface CheckContext<P = unknown> {
  site: Site;
  page: PageMeta;
  /** The block's index in the page's blocks. */
  index: number;
  /**
   * The blocks of the same type above this one, with their indices: what a rule that holds across a
   * page reads (a question asked once, one id per form).
   */
  earlier: readonly { index: number; block: P }[];
}

/** A content problem inside a block: `at` is relative to the block (`items[0].question`), '' for the block itself. */
export interface BlockProblem {
  at: string;
  message: string;
}

/** A site path a block links to without a link field; `unresolved` is the message when it is not a page. */
export interface BlockLink {
  href: string;
  unresolved?: string;
}

/**
 * Everything a block is besides its component, declared in its folder (`blocks/<Type>/index.ts`)
 * and free of React, so the compiler, the validator and the server load it in Node.
 */
export interface BlockDefinition<T extends string = string, S extends z.ZodType = z.ZodType> {
  type: T;
  /** Its props: `type` is `z.literal(T)`. */
  schema: S;
  /**
   * The admin app's block (blocks/admin/): a page using it is the app itself (sign-in, the dashboard), so
   * its code loads with the page. A public page is complete as HTML and loads its code after the
   * first paint (src/render/page-scripts.ts).
   */
  app?: true;
  /**
   * The block draws nothing: all it gives the page goes into the head (JsonLd's structured data).
   * The page's data for the browser then carries the block's type alone, not its props again.
   */
  headOnly?: true;
  /**
   * True when the block, resolved, draws nothing on this page (a city page with no testimonials
   * yet): the page's data for the browser leaves it out, and the page loads neither its code nor
   * its styles. The content rules still see it where the author put it.
   */
  empty?(block: z.infer<S>): boolean;
  /**
   * Chunks the block's component loads for these props besides its own, by name (the admin view's
   * screen): the build links them and their styles in the page's head, as it does the block's own.
   */
  chunks?(block: z.infer<S>): string[];
  /** JSON-LD objects this block adds to the page head. */
  structuredData?(block: z.infer<S>, ctx: StructuredDataContext): JsonLdObject[];
  /** Site paths the block links to that are in no field whose role is `link`; the compiler checks they resolve. */
  links?(block: z.infer<S>): BlockLink[];
  /** Derives props at build time (in Node), so their work and data never ship to the browser. */
  resolve?(block: z.infer<S>, ctx: ResolveContext): z.infer<S>;
  /** The block's own content rules, run by the content gate with the rest. */
  check?(block: z.infer<S>, ctx: CheckContext<z.infer<S>>): BlockProblem[];
}

// biome-ignore lint/suspicious/noExplicitAny: a list holds definitions of every props type
export type AnyBlockDefinition = BlockDefinition<string, any>;

export function defineBlock<const T extends string, S extends z.ZodType>(
  definition: BlockDefinition<T, S>,
): BlockDefinition<T, S> {
  return definition;
}

/**
 * The union of the given blocks' schemas on `type`. A block takes its own fields and no others, so
 * a misspelt field is an error rather than silently left out; and the union offers authors the
 * public blocks only: a misspelt type is answered with those (in the content gate's words,
 * content/errors.ts), never with the admin app's blocks.
 */
export function blockUnionFor(definitions: readonly AnyBlockDefinition[]): z.ZodType {
  const schemas = definitions.map((definition) => (definition.schema as z.ZodObject).strict()) as unknown as [
    z.ZodObject<{ type: z.ZodLiteral<string> }>,
    ...z.ZodObject<{ type: z.ZodLiteral<string> }>[],
  ];
  const offered = definitions.filter((definition) => !definition.app).map((definition) => definition.type);
  return z.discriminatedUnion('type', schemas).meta({ label: 'Block', offered });
}

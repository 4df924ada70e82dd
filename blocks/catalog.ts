import { z } from 'zod';
import type { Site } from '../schema/site';
import type { JsonLdObject } from '../schema/jsonld';
import { faqPage } from '../schema/jsonld';
import { adminDashboardSchema } from './AdminDashboard/schema';
import { authPanelSchema } from './AuthPanel/schema';
import { breadcrumbsSchema } from './Breadcrumbs/schema';
import { cityListSchema } from './CityList/schema';
import { contentCardsSchema } from './ContentCards/schema';
import { contactFormSchema } from './ContactForm/schema';
import { ctaSchema } from './CTA/schema';
import { faqSchema } from './FAQ/schema';
import { formEmbedSchema } from './FormEmbed/schema';
import { gallerySchema } from './Gallery/schema';
import { heroSchema } from './Hero/schema';
import { qrMatrix } from './QrCode/qr-matrix';
import { qrCodeSchema } from './QrCode/schema';
import { jsonLdSchema } from './JsonLd/schema';
import { mapEmbedSchema } from './MapEmbed/schema';
import { passwordResetSchema } from './PasswordReset/schema';
import { richTextSchema } from './RichText/schema';
import { serviceCardsSchema } from './ServiceCards/schema';
import { stepsSchema } from './Steps/schema';
import { testimonialsSchema } from './Testimonials/schema';

/** What a block may need to know about the page it sits on when it contributes to the head. */
export interface BlockContext {
  site: Site;
  /** Absolute canonical URL of the page. */
  url: string;
}

interface CatalogEntry<S extends z.ZodType> {
  schema: S;
  /** JSON-LD objects this block adds to the page head. */
  structuredData?: (block: z.infer<S>, ctx: BlockContext) => JsonLdObject[];
  /** Derives props at build time (in Node), so their work never ships to the browser. */
  resolve?: (block: z.infer<S>) => z.infer<S>;
  /** Site paths the block links to that are not written as `href` fields (checked by the validator). */
  links?: (block: z.infer<S>) => string[];
}

function entry<S extends z.ZodType>(e: CatalogEntry<S>): CatalogEntry<S> {
  return e;
}

/**
 * Every block type: its props schema and what it contributes beyond rendering. Schema-only, so
 * the validator and the server load it without React. `registry.tsx` maps the same keys to
 * components, and its type makes the compiler check the two agree.
 */
export const blockCatalog = {
  Hero: entry({ schema: heroSchema }),
  ServiceCards: entry({ schema: serviceCardsSchema }),
  ContentCards: entry({ schema: contentCardsSchema }),
  Steps: entry({ schema: stepsSchema }),
  Testimonials: entry({ schema: testimonialsSchema }),
  FAQ: entry({ schema: faqSchema, structuredData: (block) => [faqPage(block.items)] }),
  MapEmbed: entry({ schema: mapEmbedSchema }),
  CTA: entry({ schema: ctaSchema }),
  CityList: entry({
    schema: cityListSchema,
    links: (block) => (block.cities === 'all' ? [] : block.cities.map((slug) => `/locations/${slug}`)),
  }),
  Breadcrumbs: entry({ schema: breadcrumbsSchema }),
  JsonLd: entry({ schema: jsonLdSchema, structuredData: (block) => block.data as JsonLdObject[] }),
  RichText: entry({ schema: richTextSchema }),
  Gallery: entry({ schema: gallerySchema }),
  QrCode: entry({ schema: qrCodeSchema, resolve: (block) => ({ ...block, matrix: qrMatrix(block.url) }) }),
  ContactForm: entry({ schema: contactFormSchema }),
  FormEmbed: entry({ schema: formEmbedSchema }),
  // The admin block set: /auth, /auth/reset and /admin. Their components load lazily (registry.tsx).
  AuthPanel: entry({ schema: authPanelSchema }),
  PasswordReset: entry({ schema: passwordResetSchema }),
  AdminDashboard: entry({ schema: adminDashboardSchema }),
};

export type BlockType = keyof typeof blockCatalog;
export const blockTypes = Object.keys(blockCatalog) as BlockType[];
export type BlockOf<T extends BlockType> = z.infer<(typeof blockCatalog)[T]['schema']>;

type Schemas = { [K in BlockType]: (typeof blockCatalog)[K]['schema'] }[BlockType];
const schemas = Object.values(blockCatalog).map((e) => e.schema) as unknown as [Schemas, ...Schemas[]];

export const blockSchema = z.discriminatedUnion('type', schemas, {
  error: (issue) => {
    const input = issue.input as { type?: unknown } | undefined;
    if (issue.code === 'invalid_union' && input && typeof input === 'object') {
      return `unknown block type: expected one of ${blockTypes.join(', ')}, received ${JSON.stringify(input.type)}`;
    }
    return undefined;
  },
});
export type Block = z.infer<typeof blockSchema>;
export type BlockInput = z.input<typeof blockSchema>;

export function catalogEntry(type: BlockType): CatalogEntry<z.ZodType> {
  return blockCatalog[type] as CatalogEntry<z.ZodType>;
}

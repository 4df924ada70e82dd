import type { z } from 'zod';
import adminView from './admin/AdminView';
import beforeAfter from './BeforeAfter';
import breadcrumbs from './Breadcrumbs';
import cityList from './CityList';
import contactForm from './ContactForm';
import contentCards from './ContentCards';
import cta from './CTA';
import customerWords from './CustomerWords';
import { blockUnionFor } from './define-block';
import faq from './FAQ';
import founder from './Founder';
import formEmbed from './FormEmbed';
import gallery from './Gallery';
import hero from './Hero';
import jsonLd from './JsonLd';
import mapEmbed from './MapEmbed';
import qrCode from './QrCode';
import richText from './RichText';
import serviceCards from './ServiceCards';
import steps from './Steps';
import stormDetails from './StormDetails';
import testimonials from './Testimonials';
import trustFacts from './TrustFacts';

/**
 * Every block, as its folder declares it (`blocks/<Type>/index.ts`: schema, structured data,
 * links, build-time data, content rules). React-free, so the compiler and the server load it in
 * Node; `registry.tsx` maps the same types to components and its type makes the compiler check
 * the two agree.
 */
export const blockDefinitions = [
  hero,
  serviceCards,
  contentCards,
  steps,
  testimonials,
  customerWords,
  faq,
  mapEmbed,
  cta,
  cityList,
  breadcrumbs,
  jsonLd,
  richText,
  gallery,
  beforeAfter,
  qrCode,
  contactForm,
  formEmbed,
  stormDetails,
  trustFacts,
  founder,
  // The admin app's one block (blocks/admin/): the compiler puts it on each admin view's page
  // (admin/views.ts, content/admin-views.ts); no page file names it.
  adminView,
] as const;

type Definition = (typeof blockDefinitions)[number];
export type BlockType = Definition['type'];
export type BlockOf<T extends BlockType> = z.infer<Extract<Definition, { type: T }>['schema']>;
export type Block = { [T in BlockType]: BlockOf<T> }[BlockType];
export type BlockInput = { [T in BlockType]: z.input<Extract<Definition, { type: T }>['schema']> }[BlockType];

export const blockSchema = blockUnionFor(blockDefinitions) as z.ZodType<Block, BlockInput>;

const appBlockTypes = new Set<string>(
  blockDefinitions.filter((block) => 'app' in block && block.app).map((block) => block.type),
);

/**
 * Whether a page is the app itself (an admin view: sign-in, the dashboard, …; its block says
 * `app`): its code loads with it and the router's app runs it. Every other page is public,
 * complete as HTML, and hydrates without the router (src/entry-client.tsx).
 */
export const isAppPage = (page: { blocks: readonly { type: string }[] }): boolean =>
  page.blocks.some((block) => appBlockTypes.has(block.type));

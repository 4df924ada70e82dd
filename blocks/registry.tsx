import type { ComponentType } from 'react';
import type { BlockOf, BlockType } from './catalog';
import { Breadcrumbs } from './Breadcrumbs/Breadcrumbs';
import { ContentCards } from './ContentCards/ContentCards';
import { CTA } from './CTA/CTA';
import { FAQ } from './FAQ/FAQ';
import { Hero } from './Hero/Hero';
import { JsonLd } from './JsonLd/JsonLd';
import { lazyBlock } from './lazy-block';
import { MapEmbed } from './MapEmbed/MapEmbed';
import { RichText } from './RichText/RichText';
import { TrustFacts } from './TrustFacts/TrustFacts';

/**
 * Block type → component. The mapped type makes the compiler check that every type in the
 * catalog has a component and that each component takes exactly its schema's output.
 */
export const blockRegistry: { [K in BlockType]: ComponentType<BlockOf<K>> } = {
  // The blocks most pages use (every city, service and roof-type page) come with the app's entry:
  // a chunk of their few hundred bytes would cost nearly every page a request and a task.
  Hero,
  Breadcrumbs,
  CTA,
  RichText,
  ContentCards,
  JsonLd,
  FAQ,
  TrustFacts,
  MapEmbed,
  // The others load lazily, each in a chunk of its own (content/vite/block-chunks.ts), so a page
  // carries the code of the blocks it uses and no other: the contact form (with the request's
  // field rules) on six pages, the gallery and the before-and-after slider on two, the home page's
  // and the about page's own. The page's loader fetches a page's chunks with the app, and the page
  // carries their styles inline (content/build/build-site.ts).
  ContactForm: lazyBlock(() => import('./ContactForm/ContactForm'), 'ContactForm'),
  Gallery: lazyBlock(() => import('./Gallery/Gallery'), 'Gallery'),
  BeforeAfter: lazyBlock(() => import('./BeforeAfter/BeforeAfter'), 'BeforeAfter'),
  Steps: lazyBlock(() => import('./Steps/Steps'), 'Steps'),
  Testimonials: lazyBlock(() => import('./Testimonials/Testimonials'), 'Testimonials'),
  CustomerWords: lazyBlock(() => import('./CustomerWords/CustomerWords'), 'CustomerWords'),
  CityList: lazyBlock(() => import('./CityList/CityList'), 'CityList'),
  ServiceCards: lazyBlock(() => import('./ServiceCards/ServiceCards'), 'ServiceCards'),
  Founder: lazyBlock(() => import('./Founder/Founder'), 'Founder'),
  QrCode: lazyBlock(() => import('./QrCode/QrCode'), 'QrCode'),
  StormDetails: lazyBlock(() => import('./StormDetails/StormDetails'), 'StormDetails'),
  FormEmbed: lazyBlock(() => import('./FormEmbed/FormEmbed'), 'FormEmbed'),
  // The admin app: the view a page is (admin/views.ts), its screen a chunk of its own with the tRPC
  // client and react-query that only that page downloads.
  AdminView: lazyBlock(() => import('./admin/AdminView/AdminView'), 'AdminView'),
};

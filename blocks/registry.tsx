import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { BlockOf, BlockType } from './catalog';
import { Breadcrumbs } from './Breadcrumbs/Breadcrumbs';
import { CityList } from './CityList/CityList';
import { ContentCards } from './ContentCards/ContentCards';
import { CTA } from './CTA/CTA';
import { FAQ } from './FAQ/FAQ';
import { FormEmbed } from './FormEmbed/FormEmbed';
import { Founder } from './Founder/Founder';
import { Hero } from './Hero/Hero';
import { QrCode } from './QrCode/QrCode';
import { JsonLd } from './JsonLd/JsonLd';
import { MapEmbed } from './MapEmbed/MapEmbed';
import { RichText } from './RichText/RichText';
import { ServiceCards } from './ServiceCards/ServiceCards';
import { Steps } from './Steps/Steps';
import { StormDetails } from './StormDetails/StormDetails';
import { Testimonials } from './Testimonials/Testimonials';
import { TrustFacts } from './TrustFacts/TrustFacts';
// The styles of the public blocks that load lazily stay in the app's stylesheet, which every page
// carries inline: a page that uses one is complete and styled before (and without) its script.
import './BeforeAfter/BeforeAfter.css';
import './ContactForm/ContactForm.css';
import './Gallery/Gallery.css';

/**
 * Block type → component. The mapped type makes the compiler check that every type in the
 * catalog has a component and that each component takes exactly its schema's output.
 */
export const blockRegistry: { [K in BlockType]: ComponentType<BlockOf<K>> } = {
  Hero,
  ServiceCards,
  ContentCards,
  Steps,
  Testimonials,
  FAQ,
  MapEmbed,
  CTA,
  CityList,
  Breadcrumbs,
  JsonLd,
  RichText,
  QrCode,
  FormEmbed,
  StormDetails,
  TrustFacts,
  Founder,
  // Public blocks whose code is large and on few pages load lazily, so the other pages do not carry
  // them: the contact form (with the request's field rules) on six pages, the gallery and the
  // before-and-after slider on two. The smaller blocks stay in the app's entry: a chunk of their
  // few hundred bytes would cost its page a request and a task for less than it saves. The page's
  // loader fetches a page's lazy chunks with the app (content/build/build-site.ts).
  ContactForm: lazyRouteComponent(() => import('./ContactForm/ContactForm'), 'ContactForm'),
  Gallery: lazyRouteComponent(() => import('./Gallery/Gallery'), 'Gallery'),
  BeforeAfter: lazyRouteComponent(() => import('./BeforeAfter/BeforeAfter'), 'BeforeAfter'),
  // The admin block set, each a chunk of its own with the tRPC client and react-query: only the
  // pages that use them download them. Route loaders call `.preload()` (src/router.tsx), so the
  // prerender and the hydrating browser render them in one pass; a chunk gone after a deploy
  // reloads the page once.
  AuthPanel: lazyRouteComponent(() => import('./AuthPanel/AuthPanel'), 'AuthPanel'),
  PasswordReset: lazyRouteComponent(() => import('./PasswordReset/PasswordReset'), 'PasswordReset'),
  AdminDashboard: lazyRouteComponent(() => import('./AdminDashboard/AdminDashboard'), 'AdminDashboard'),
  AdminAccount: lazyRouteComponent(() => import('./AdminAccount/AdminAccount'), 'AdminAccount'),
  AdminReports: lazyRouteComponent(() => import('./AdminReports/AdminReports'), 'AdminReports'),
  AdminSystem: lazyRouteComponent(() => import('./AdminSystem/AdminSystem'), 'AdminSystem'),
};

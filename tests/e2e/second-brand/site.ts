import { defineSite } from '../../../schema/site-file';
import { businessDaysText } from '../../../schema/site-facts';

/** The six service links of the header dropdown, the mobile menu and the footer. */
const serviceLinks = [
  { label: 'Roof Repair', href: '/services/roof-repair' },
  { label: 'Roof Replacement', href: '/services/roof-replacement' },
  { label: 'Storm Damage', href: '/services/storm-damage' },
  { label: 'New Installation', href: '/services/new-installation' },
  { label: 'Roof Inspection', href: '/services/roof-inspection' },
  { label: 'Commercial Roofing', href: '/commercial/commercial-roofing' },
];

/** How long the work takes, as pages and mails promise it (the content gate holds page copy to it). */
const turnaround = {
  replacementDays: { from: 1, to: 3 },
  replacementMaxDays: 5,
  newInstallDays: { from: 1, to: 3 },
  replyBusinessDays: 1,
  quoteBusinessDays: 2,
};

/**
 * The second brand the tests build (tests/e2e/second-brand.test.ts): a copy of pages/site.ts with
 * another name, theme and web address, and a third office in a new state, Arkansas. The test copies
 * it over pages/site.ts in a scratch copy of the site, and its business facts (site-facts.json) over
 * the owner's seed; nothing else there changes but one city file.
 *
 * Everything site-wide in one place: the business record (name, phones, offices, hours, states,
 * credentials, turnaround times, time zone, theme), navigation, footer, tracking scripts and how the
 * contact page takes requests. Pages, structured data, the layout and the mails read these values;
 * they are never retyped elsewhere. Plain data: `npm run validate` checks it like a page.
 */
export const site = defineSite({
  company: {
    name: 'Ozark Crest Roofing Co.',
    shortName: 'Ozark Crest Roofing',
    mark: { name: 'Ozark Crest', sub: 'Roofing Co.' },
    headerNote: 'Veteran owned · 24/7 emergency service',
    credentials: 'Licensed, bonded and insured',
    founded: 2010,
    tagline: 'Veteran-owned roofing for Green Country, the Kansas City metro and Northwest Arkansas',
    serviceRadiusMiles: 25,
    priceRange: '$$',
  },
  url: 'https://www.ozarkcrest.example',
  social: { label: 'Facebook', url: 'https://www.facebook.com/ozarkcrest.example' },
  offices: [
    {
      id: 'tulsa',
      label: 'Tulsa Office',
      streetAddress: '7030 S Yale Ave, Suite 600',
      locality: 'Tulsa',
      region: 'OK',
      postalCode: '74136',
      coordinates: { lat: 36.062, lng: -95.922 },
      serves: ['OK'],
      primary: true,
      opened: 2010,
      area: 'Green Country',
    },
    {
      id: 'kansas',
      label: 'Kansas Office',
      streetAddress: '7300 W 110th St',
      locality: 'Overland Park',
      region: 'KS',
      postalCode: '66210',
      coordinates: { lat: 38.929, lng: -94.671 },
      serves: ['KS', 'MO'],
      opened: 2024,
      area: 'the Kansas City metro',
    },
    {
      id: 'rogers',
      label: 'Rogers Office',
      streetAddress: '2200 S 52nd St',
      locality: 'Rogers',
      region: 'AR',
      postalCode: '72758',
      coordinates: { lat: 36.3035, lng: -94.1786 },
      serves: ['AR'],
      opened: 2026,
      area: 'Northwest Arkansas',
    },
  ],
  states: {
    OK: { name: 'Oklahoma', region: 'Oklahoma', credential: 'Licensed in Oklahoma', licensed: true },
    KS: {
      name: 'Kansas',
      region: 'Kansas City Metro (Kansas & Missouri)',
      credential: 'Licensed in Kansas',
      licensed: true,
    },
    // Missouri has no state roofing licence to hold.
    MO: {
      name: 'Missouri',
      region: 'Kansas City Metro (Kansas & Missouri)',
      credential: 'Bonded & insured',
      licensed: false,
    },
    AR: { name: 'Arkansas', region: 'Northwest Arkansas', credential: 'Licensed in Arkansas', licensed: true },
  },
  timeZone: 'America/Chicago',
  theme: 'prairie',
  turnaround,
  nav: {
    main: [
      { label: 'Home', href: '/' },
      { label: 'About', href: '/about' },
      { label: 'Services', href: '/services' },
      { label: 'Service Areas', href: '/service-areas' },
      { label: 'Have Storm Damage?', href: '/have-storm-damage' },
      { label: 'Financing', href: '/financing' },
      { label: 'Contact', href: '/contact' },
    ],
    services: serviceLinks,
    allServices: { label: 'All Services', href: '/services' },
  },
  footer: {
    blurb: 'Veteran-owned and family-run, with free inspections and help with every insurance claim.',
    serviceLinks,
    extraLinks: [{ label: 'Financing Options', href: '/financing' }],
    badges: ['Licensed, Bonded & Insured', 'Veteran Owned Business', '500+ Happy Customers'],
  },
  tracking: [],
  // Everything the business sells, emergencies and roof types too: a visitor should find theirs.
  serviceChoices: [
    'Roof Repair',
    'Roof Replacement',
    'Storm Damage',
    'Emergency Roofing',
    'Roof Inspection',
    'New Installation',
    'Metal Roofing',
    'Asphalt Shingles',
    'Flat Roofing',
    'Commercial Roofing',
    'Other',
  ],
  contactForm: { mode: 'form' },
  nextSteps: [
    `We call or email you within ${businessDaysText(turnaround.replyBusinessDays)} to pick a time that suits you.`,
    'A veteran-led crew inspects your roof for free and photographs anything that needs attention.',
    'You get a written estimate, and if storms did the damage, we help you with the insurance claim.',
  ],
  financing: {
    provider: 'Summit Home Finance',
    prequalifyUrl: 'https://prequalify.summithomefinance.example/ozark-crest-roofing',
  },
});

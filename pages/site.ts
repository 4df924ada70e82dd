import { defineSite } from '../schema/site-file';
import { businessDaysText } from '../schema/site-facts';

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
 * Everything site-wide in one place: the business record (name, phones, offices, hours, states,
 * credentials, turnaround times, time zone, theme), navigation, footer, tracking scripts and how the
 * contact page takes requests. Pages, structured data, the layout and the mails read these values;
 * they are never retyped elsewhere. Plain data: `npm run validate` checks it like a page.
 */
export const site = defineSite({
  company: {
    name: 'Ridgeline Veteran Roofing',
    shortName: 'Ridgeline Roofing',
    mark: { name: 'Ridgeline', sub: 'Veteran Roofing' },
    headerNote: 'Veteran owned · 24/7 emergency service',
    credentials: 'Licensed, bonded and insured',
    founded: 2010,
    tagline: 'Veteran-owned roofing for Green Country and the Kansas City metro',
    serviceRadiusMiles: 25,
    priceRange: '$$',
  },
  url: 'https://www.ridgelineroofing.example',
  social: { label: 'Facebook', url: 'https://www.facebook.com/ridgelineroofing.example' },
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
  ],
  states: {
    // stormRights: STAND-IN wording from a reading of the statutes, not checked by counsel; the
    // /storm page marks it as such until `standIn` is removed with the reviewed text.
    OK: {
      name: 'Oklahoma',
      region: 'Oklahoma',
      credential: 'Licensed in Oklahoma',
      licensed: true,
      stormRights: {
        heading: 'Oklahoma: your right to cancel',
        paragraphs: [
          'If you sign a contract for storm repairs that your insurance is expected to pay for, Oklahoma law (59 O.S. § 1151.21) lets you cancel it within 72 hours after your insurer tells you in writing that the claim is denied in whole or in part.',
          'The contractor must give you a written notice of this right and a cancellation form with the contract. Roofing contractors must be registered with the Construction Industries Board, and their registration number must appear on their advertising, bids and contracts.',
        ],
        standIn: true,
      },
    },
    KS: {
      name: 'Kansas',
      region: 'Kansas City Metro (Kansas & Missouri)',
      credential: 'Licensed in Kansas',
      licensed: true,
      stormRights: {
        heading: 'Kansas: check the registration',
        paragraphs: [
          'Kansas requires roofing contractors to register with the Attorney General (Roofing Registration Act, K.S.A. 50-6,121 and following) and to carry liability insurance. Ask for the registration number before you sign, and check it with the Attorney General.',
          'Door-to-door sales in Kansas generally come with a three-day right to cancel under the state consumer protection act; ask for the cancellation notice in writing.',
        ],
        standIn: true,
      },
    },
    // Missouri has no state roofing licence to hold.
    MO: {
      name: 'Missouri',
      region: 'Kansas City Metro (Kansas & Missouri)',
      credential: 'Bonded & insured',
      licensed: false,
      stormRights: {
        heading: 'Missouri: before you sign',
        paragraphs: [
          'Missouri has no statewide roofing registration; many cities license contractors and require a permit for a re-roof. Ask for the city licence and the permit, and never pay in full before the work is done.',
          "Missouri's Merchandising Practices Act protects you against deceptive sales; report a storm chaser to the Attorney General's consumer protection line.",
        ],
        standIn: true,
      },
    },
  },
  timeZone: 'America/Chicago',
  theme: 'ridgeline',
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
    extraLinks: [
      { label: 'Financing Options', href: '/financing' },
      { label: 'Warranties', href: '/warranty' },
      { label: 'Insurance Claims', href: '/insurance-claims' },
    ],
    legalLinks: [
      { label: 'Privacy', href: '/privacy' },
      { label: 'Terms', href: '/terms' },
      { label: 'Accessibility', href: '/accessibility' },
    ],
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
  // A request for one of these is an emergency: first on the dashboard, on the plain clock, mailed "URGENT:".
  emergencyServices: ['Emergency Roofing'],
  contactForm: { mode: 'form' },
  nextSteps: [
    `We call or email you within ${businessDaysText(turnaround.replyBusinessDays)} to pick a time that suits you.`,
    'A veteran-led crew inspects your roof for free and photographs anything that needs attention.',
    'You get a written estimate, and if storms did the damage, we help you with the insurance claim.',
  ],
  financing: {
    provider: 'Summit Home Finance',
    prequalifyUrl: 'https://prequalify.summithomefinance.example/ridgeline-veteran-roofing',
  },
});

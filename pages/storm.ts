import { definePage } from '../blocks/page';
import { primaryOffice } from '../schema/office';
import { telHref } from '../shared/phone';
import { site } from './_lib/site';

/**
 * The storm page. Built as if no storm were active: noindex, left out of the sitemap, and its
 * StormDetails slot saying none is declared. While a storm is active the server fills the slot
 * with what happened and where, drops the noindex and lists the page in the sitemap (see
 * server/storm/slot.ts), and every public page's banner links here.
 */

const tonight = [
  {
    title: 'Stay safe first',
    body: 'Keep clear of downed lines and sagging ceilings. Do not climb onto a wet or damaged roof: that is our job.',
  },
  {
    title: 'Stop the water',
    body: 'Move valuables, put buckets under drips and call us: we tarp leaking roofs 24/7, and the tarp is part of your claim.',
  },
  {
    title: 'Take photos now',
    body: 'From the ground, photograph dented gutters, vents and siding, shingles in the yard, hail next to a coin, and every water stain inside. Note the date and time.',
  },
  {
    title: 'Do not sign at the door',
    body: 'Storm chasers knock within hours. Never sign a contract or an "authorization" on the doorstep, never pay up front, and ask for a local address and a state registration number.',
  },
  {
    title: 'Keep every receipt',
    body: 'Tarps, buckets, a hotel night: reasonable costs to prevent more damage are usually covered. Keep the receipts with your photos.',
  },
];

const claim = [
  {
    title: 'Free inspection, with photos',
    body: 'A veteran-led crew inspects the roof and gives you a photo report of what the storm did, and what it did not.',
  },
  {
    title: 'You file, we help',
    body: 'You report the claim to your insurer with the storm date. We tell you what the photos show; we never act as your adjuster.',
  },
  {
    title: 'We meet your adjuster',
    body: 'We walk the roof with the adjuster so nothing is missed, and send a written scope of the repair.',
  },
  {
    title: 'Repair, then paperwork',
    body: 'Once the claim is approved we schedule the work, pull the permit, and give you the invoices and photos your insurer asks for.',
  },
];

const rights = Object.values(site.states).flatMap((state) =>
  state?.stormRights ? [{ subheading: state.stormRights.heading }, ...state.stormRights.paragraphs] : [],
);
const standIn = Object.values(site.states).some((state) => state?.stormRights?.standIn);

export default definePage({
  path: '/storm',
  label: 'Storm Response',
  seo: {
    title: `Storm Damage Help, Tarping 24/7 | ${site.company.shortName}`,
    description:
      'Hail or wind damage? What to do tonight, emergency tarping 24/7, free roof inspections and how an insurance claim goes with us.',
    // Open to search engines only while a storm is active: the server drops this then.
    noindex: true,
  },
  breadcrumbs: [{ label: 'Home', href: '/' }],
  blocks: [
    {
      type: 'Hero',
      eyebrow: 'Storm response',
      heading: 'Storm Damage? We Tarp Leaks Tonight and Inspect for Free',
      subheading: 'Emergency tarping 24/7, a free photo inspection, and help with every step of the insurance claim.',
      actions: [{ label: 'Request a Free Inspection', href: '/contact' }],
      callOffice: primaryOffice(site).id,
      highlights: ['Emergency tarping 24/7', 'Free inspection', 'Local, veteran owned'],
    },
    { type: 'Breadcrumbs' },
    { type: 'StormDetails' },
    { type: 'Steps', heading: 'What to do tonight', items: tonight },
    { type: 'Steps', heading: 'How a claim goes with us', items: claim },
    {
      type: 'RichText',
      heading: 'Your rights as a homeowner',
      content: [
        ...rights,
        standIn
          ? 'A plain-language summary for information, not legal advice; the statutes decide. This wording is awaiting review.'
          : 'A plain-language summary for information, not legal advice; the statutes decide.',
      ],
    },
    {
      type: 'TrustFacts',
      tone: 'alt',
      heading: 'Check any roofer before you sign',
      intro: 'Door-to-door crews rarely carry a registration you can look up. Here are ours, and where to check them.',
    },
    {
      type: 'ContentCards',
      heading: 'Call the office nearest you',
      columns: 'two',
      items: site.offices.map((office) => ({
        title: office.label,
        icon: 'phone' as const,
        body: `${office.streetAddress}, ${office.locality}, ${office.region} ${office.postalCode}. Serving ${office.area}.`,
        link: { label: office.phone, href: telHref(office.phone) },
      })),
    },
  ],
});

import { definePage } from '../blocks/page';
import { primaryOffice } from '../schema/office';
import { site } from './_lib/site';

/**
 * Workmanship and manufacturer warranties side by side. The figures are the ones other pages
 * already state ("our own 25+ year workmanship warranty", "up to 50-year" manufacturer warranties,
 * 20-30 years on standard asphalt lines); the owner confirms them and the transfer terms.
 */

const office = primaryOffice(site);

export default definePage({
  path: '/warranty',
  label: 'Warranties',
  seo: {
    title: `Roof Warranties Explained | ${site.company.shortName}`,
    description:
      'Our 25+ year workmanship warranty and the manufacturer warranty, side by side: what each covers, what neither does, how to claim and transfer on a sale.',
  },
  breadcrumbs: [{ label: 'Home', href: '/' }],
  standIns: [
    {
      kind: 'figure',
      todo: 'Confirm the workmanship warranty term (25+ years on roofs we install), whether repairs carry one and for how long, and that it transfers to a buyer as the page says.',
    },
    {
      kind: 'legal',
      todo: 'Have counsel check this summary against the written warranty in the contract, then remove the "being reviewed" line.',
    },
  ],
  blocks: [
    {
      type: 'Hero',
      eyebrow: 'Warranties',
      heading: 'Roof Warranties, Explained',
      subheading:
        'A new roof is covered twice: our warranty covers how it was installed, the manufacturer’s covers what it is made of. Here is what each covers, what neither does, and how to make a claim.',
      actions: [{ label: 'Ask About Your Warranty', href: '/contact' }],
      callOffice: office.id,
      highlights: ['25+ year workmanship', 'Up to 50-year manufacturer'],
    },
    { type: 'Breadcrumbs' },
    {
      type: 'ContentCards',
      heading: 'Two warranties, two jobs',
      intro:
        'You do not need to work out which one applies: call us, we find the cause and tell you which warranty covers it.',
      columns: 'two',
      items: [
        {
          title: 'Our workmanship warranty',
          icon: 'hammer',
          meta: '25+ years on roofs we install',
          body: 'Covers how we installed your roof. If a leak or failure comes from our work, we fix it at no charge.',
          points: [
            'Nailing, flashing and sealing',
            'Underlayment, vents and pipe boots',
            'Ridges, valleys and edges',
            'The labor and materials to put it right',
          ],
        },
        {
          title: 'The manufacturer’s warranty',
          icon: 'shield',
          meta: 'By product line: up to 50 years on shingles, 50+ on metal',
          body: 'Covers the shingles, metal panels or membrane against manufacturing defects, for as long as the product line carries.',
          points: [
            '20-30 years on standard asphalt shingles',
            'Up to 50 years on premium shingle lines',
            '50+ years on standing-seam metal panels',
            'The longest terms when a preferred contractor installs',
            'Often prorated after a first full-coverage period',
          ],
        },
      ],
    },
    {
      type: 'RichText',
      tone: 'alt',
      heading: 'How the two work together',
      content: [
        'A roof can fail because of a bad product or because of how it was put on. The manufacturer stands behind the first; we stand behind the second.',
        'We install every roof to the manufacturer’s specifications, so its warranty holds. As a preferred contractor for premium materials, we can offer the longest manufacturer warranties those lines carry.',
        'This page is a plain-words summary we are having reviewed. Your signed contract and the manufacturer’s warranty document set the exact terms.',
      ],
    },
    {
      type: 'ContentCards',
      heading: 'What neither warranty covers',
      intro: 'Your written warranty lists the exact exclusions. The common ones:',
      columns: 'three',
      items: [
        {
          title: 'Storm damage after we finish',
          icon: 'storm',
          body: 'Hail, wind beyond the product’s rating, fallen trees and lightning. That is what homeowner’s insurance is for.',
          link: { label: 'Insurance claims, explained', href: '/insurance-claims' },
        },
        {
          title: 'Neglect',
          icon: 'clock',
          body: 'Clogged gutters and valleys, debris left on the roof, pests, or a leak left unreported until it spreads.',
        },
        {
          title: 'Other trades’ work',
          icon: 'home',
          body: 'Solar panels, satellite dishes, antennas, vents or skylights added after we finish, and repairs made by someone else.',
        },
      ],
    },
    {
      type: 'Steps',
      tone: 'alt',
      heading: 'How to make a warranty claim',
      items: [
        {
          title: 'Call or e-mail us',
          body: 'Tell us what you see and when it started. Photos from the ground help; please do not climb onto the roof.',
        },
        {
          title: 'Stop the water',
          body: 'Move valuables and put buckets under drips. If water is pouring in, call: we tarp leaking roofs 24/7.',
        },
        {
          title: 'We inspect for free',
          body: 'We find the cause, show you photos and tell you which warranty covers it.',
        },
        {
          title: 'We fix it',
          body: 'Our workmanship: we fix it at no charge. A material defect: we file the manufacturer’s claim with you and repair as its terms allow.',
        },
      ],
      actions: [{ label: 'Start a Warranty Claim', href: '/contact' }],
    },
    {
      type: 'RichText',
      heading: 'Selling your home?',
      content: [
        'A roof warranty that goes with the house is a selling point.',
        {
          list: [
            'Our workmanship warranty transfers to the buyer. Send us the buyer’s name and the closing date, and we update our records.',
            'Most manufacturer warranties can be transferred once, usually by notifying the manufacturer within a set time after the sale, sometimes for a fee, and the coverage for the next owner can be shorter. We tell you what your product’s warranty asks.',
            'Hand the buyer copies of your contract, the warranty certificate and the photos we gave you at the final walk-through.',
          ],
        },
      ],
    },
    {
      type: 'FAQ',
      tone: 'alt',
      heading: 'Warranty questions',
      items: [
        {
          question: 'Does my warranty cover hail damage?',
          answer:
            'No. Hail and wind damage after the roof is on is storm damage, which your homeowner’s insurance covers. Impact-rated shingles hold up better to hail, and some insurers give a discount for them; ask your agent.',
        },
        {
          question: 'Will adding solar panels void my roof warranty?',
          answer:
            'It can. Holes another trade cuts in the roof are not covered by our workmanship warranty, and some manufacturers require approved mounts. Call us before the installer starts and we can flash the mounts or advise the crew.',
        },
        {
          question: 'Do I need to register the manufacturer’s warranty?',
          answer:
            'Some products must be registered within a set time after installation to get the full term. We hand you the warranty paperwork at the final walk-through and tell you if anything needs registering.',
        },
      ],
    },
    {
      type: 'CTA',
      heading: 'A question about your roof’s warranty?',
      body: 'Call the office or send us a note with your address. We look up your job and tell you what is covered.',
      actions: [{ label: 'Contact Us', href: '/contact' }],
      callOffice: office.id,
    },
  ],
});

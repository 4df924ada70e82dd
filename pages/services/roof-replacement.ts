import { dayRangeText } from '../../schema/site-facts';
import { site } from '../_lib/site';
import { defineServicePage } from '../_lib/service-page';
import { hailReroofSouthTulsa } from '../_shared/before-after';
import { replacementReviews } from '../_shared/reviews';

export default defineServicePage({
  path: '/services/roof-replacement',
  label: 'Roof Replacement',
  serviceType: 'Roof replacement',
  seo: {
    title: `Roof Replacement in Tulsa | ${site.company.name}`,
    description:
      'Full roof replacement with asphalt, metal and slate-look options, up to 50-year warranties, financing with no money down, done in days.',
  },
  hero: {
    eyebrow: 'Roof replacement',
    heading: 'A New Roof, Installed Right the First Time',
    subheading:
      'Shingles usually need replacing after 20-25 years. When repairs stop making sense, we tear off to the deck, fix what is underneath and install a roof built for Plains weather.',
  },
  cards: {
    heading: 'Signs it is time to replace',
    items: [
      {
        title: 'Your roof is 20-25 years old',
        body: 'Asphalt shingles near the end of their life curl, crack and shed granules.',
        icon: 'clock',
      },
      {
        title: 'Damage over 30% of the roof',
        body: 'Above about 30% damage, replacement is often more cost-effective than patching.',
        icon: 'storm',
      },
      {
        title: 'Two or more layers',
        body: 'Roofs with 2+ layers require full removal so the deck can be inspected and the new roof can lie flat.',
        icon: 'replacement',
      },
    ],
  },
  sections: [
    {
      type: 'Steps',
      tone: 'alt',
      heading: 'How a replacement goes',
      items: [
        { title: 'Free inspection', body: 'Measurements, photos and an honest answer about repair versus replace.' },
        { title: 'Choose materials', body: 'Samples on your porch, a fixed written price and a start date.' },
        {
          title: 'Tear-off and install',
          body: `Old roof off, deck repaired, underlayment, flashing and new roof on, typically in ${dayRangeText(site.turnaround.replacementDays)}; up to ${site.turnaround.replacementMaxDays} on a large or steep roof.`,
        },
        {
          title: 'Clean-up and warranty',
          body: 'Magnetic sweep for nails, final walk-through and your warranty paperwork.',
        },
      ],
    },
    {
      type: 'ContentCards',
      heading: 'Materials',
      items: [
        {
          title: 'Asphalt shingles',
          body: 'Architectural shingles with 25-50 year warranties, impact-rated options for hail country.',
          icon: 'shingle',
        },
        {
          title: 'Metal roofing',
          body: 'Standing-seam steel with a 50+ year lifespan; reflective coatings cut cooling costs.',
          icon: 'metal',
        },
        {
          title: 'Luxury slate and tile-look',
          body: 'Synthetic slate and tile-look products with the curb appeal, without the weight.',
          icon: 'star',
        },
      ],
    },
    {
      type: 'ContentCards',
      tone: 'alt',
      heading: 'Benefits of a new roof',
      columns: 'two',
      items: [
        {
          title: 'Lower energy bills',
          body: 'Modern underlayment, ventilation and reflective materials cut cooling costs by 15-30%, up to 40% with metal reflective coatings.',
          icon: 'dollar',
        },
        {
          title: 'Higher home value',
          body: 'A new roof adds $15,000-$20,000 of value and recoups 60-70% of its cost at sale.',
          icon: 'home',
        },
        {
          title: 'Fewer insurance headaches',
          body: 'Impact-rated shingles can qualify for premium discounts with many Oklahoma insurers.',
          icon: 'shield',
        },
        {
          title: 'Peace of mind',
          body: 'Manufacturer warranties up to 50 years plus our own 25+ year workmanship warranty.',
          icon: 'check',
        },
      ],
    },
    {
      type: 'ContentCards',
      heading: 'Financing points',
      columns: 'four',
      items: [
        { title: 'No money down', body: 'Start your project without an upfront payment.', icon: 'dollar' },
        {
          title: 'Competitive rates',
          body: 'Rates from a lender that works with home improvement every day.',
          icon: 'star',
        },
        { title: 'Flexible terms', body: 'Pick a monthly payment that fits your budget.', icon: 'clock' },
        {
          title: 'Quick approval',
          body: 'Pre-qualify in seconds with no effect on your credit score.',
          icon: 'check',
          link: { label: 'See financing', href: '/financing' },
        },
      ],
    },
    {
      type: 'RichText',
      tone: 'alt',
      heading: 'Two warranties on every new roof',
      content: [
        'The shingle or metal maker warrants the materials, and we warrant our workmanship on top of it: leaks from how the roof was put on are ours to fix. What each covers, for how long, and how it moves to a buyer when you sell is on our warranty page.',
      ],
      aside: {
        heading: 'In writing',
        items: [
          'Manufacturer warranty on materials',
          'Our workmanship warranty',
          'Both handed over when the job is done',
        ],
        link: { label: 'Read the warranty terms', href: '/warranty' },
      },
    },
    {
      type: 'BeforeAfter',
      heading: 'One replacement, before and after',
      items: [hailReroofSouthTulsa],
    },
    {
      type: 'Testimonials',
      tone: 'alt',
      heading: 'A replacement customer says',
      items: replacementReviews,
      showRating: false,
    },
  ],
  cta: {
    heading: 'Ready to price a new roof?',
    body: 'Get a free inspection and a written quote with material options side by side.',
  },
});

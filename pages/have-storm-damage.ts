import { article, howTo } from '../schema/jsonld';
import { definePage } from '../blocks/page';
import { site } from './_lib/site';

const steps = [
  {
    name: 'Document the storm',
    text: 'Write down the date and time, and save weather alerts or news reports about hail size and wind speed in your area.',
  },
  {
    name: 'Take photos',
    text: 'From the ground, photograph dented gutters, downspouts, vents, siding and any shingles in the yard. Do not climb onto the roof.',
  },
  {
    name: 'Beware of door-to-door scams',
    text: 'Storm chasers knock within hours. Never sign anything on the doorstep, never pay up front, and check for a local address and license.',
  },
  {
    name: 'Contact your insurer',
    text: 'Report the claim promptly; most policies set a deadline. Ask what your deductible is and when an adjuster can come.',
  },
  {
    name: 'Choose a local contractor',
    text: 'Pick a licensed, insured local roofer who will meet your adjuster and will still be here to honor the warranty.',
  },
];

export default definePage({
  path: '/have-storm-damage',
  label: 'Have Storm Damage?',
  seo: {
    title: `Have Storm Damage? 5 Steps After Hail | ${site.company.shortName}`,
    description:
      'What to do after hail or wind damages your roof: document the storm, take photos, avoid scams, call your insurer and choose a local contractor.',
  },
  breadcrumbs: [{ label: 'Home', href: '/' }],
  blocks: [
    {
      type: 'Hero',
      eyebrow: 'Storm damage guide',
      heading: 'Have Storm Damage? Here Is What to Do',
      subheading: 'Five steps that protect your home and your insurance claim after hail or high winds.',
      actions: [{ label: 'Free Hail Inspection', href: '/contact#request' }],
      callOffice: 'primary',
    },
    { type: 'Breadcrumbs' },
    { type: 'Steps', heading: 'Five steps after a storm', items: steps.map((s) => ({ title: s.name, body: s.text })) },
    {
      // A storm-damage page: its form always asks the storm questions and takes photos (shared/storm-form.ts).
      type: 'ContactForm',
      eyebrow: 'Free storm inspection',
      heading: 'Let us check your roof for free',
      intro:
        'Tell us what happened and send a few photos if you have them. We document the damage and meet your adjuster; we work with all insurance companies.',
      submitLabel: 'Request my free storm inspection',
      service: 'Storm Damage',
      callOffice: 'primary',
    },
    {
      type: 'CTA',
      heading: 'Rather talk it through first?',
      body: 'Call the office nearest you, or find both offices, our hours and every way to reach us on the contact page. Questions about deductibles, depreciation or deadlines are answered in our insurance claim guide.',
      actions: [
        { label: 'Contact Us', href: '/contact' },
        { label: 'Insurance Claim Questions', href: '/insurance-claims' },
      ],
      callOffice: 'primary',
    },
    {
      type: 'JsonLd',
      data: [
        howTo({
          name: 'What to do after storm damage to your roof',
          description: 'Five steps to protect your home and your insurance claim after hail or wind damage.',
          totalTime: 'PT1H',
          costUsd: 0,
          steps,
        }),
        article(site, {
          headline: 'Have Storm Damage? Here Is What to Do',
          description: 'Five steps that protect your home and your insurance claim after hail or high winds.',
          url: `${site.url}/have-storm-damage`,
          datePublished: '2025-04-01',
        }),
      ],
    },
  ],
});

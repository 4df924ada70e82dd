import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'broken-arrow',
  name: 'Broken Arrow',
  state: 'OK',
  county: 'Tulsa County',
  coordinates: { lat: 36.0653, lng: -95.7897 },
  map: { zoom: 12 },
  seo: {
    title: 'Broken Arrow Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Broken Arrow, OK. Veteran-owned, free inspections, serving Tulsa County.',
    keywords: [
      'Broken Arrow roofing',
      'Broken Arrow roofer',
      'roof repair Broken Arrow OK',
      'hail damage Broken Arrow',
      'roof replacement Broken Arrow',
    ],
    socialTitle: 'Broken Arrow roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Broken Arrow, Oklahoma.',
  },
  heading: 'Roofing in Broken Arrow, Oklahoma',
  intro:
    'Broken Arrow is our busiest suburb, from the Rose District to the newer neighborhoods south of the Creek Turnpike, and across the Wagoner County line.',
  sellingPoints: [
    {
      title: 'Fast from the Yale office',
      body: 'Broken Arrow is a short drive down the Creek Turnpike, so inspections are usually same-week.',
    },
    {
      title: 'Subdivision roof experience',
      body: 'Many 1990s and 2000s subdivisions here are reaching the 20-25 year mark at once; we know the original shingle lines.',
    },
    {
      title: 'HOA-ready paperwork',
      body: 'We prepare color and material submittals for Broken Arrow HOAs before the first shingle comes off.',
    },
  ],
  localStory: [
    'Broken Arrow grew fast in the 1990s and 2000s, which means whole streets of roofs are aging together. Hail that crosses the Arkansas River valley often tracks straight over the city.',
    'We see a lot of granule loss and lifted ridge caps here, and we repair before we recommend replacing.',
  ],
  faqs: [
    {
      question: 'Do Broken Arrow HOAs restrict shingle colors?',
      answer: 'Many do. We bring approved color lists and file the request with your HOA for you.',
    },
    {
      question: 'Do you serve the Wagoner County side of Broken Arrow?',
      answer: 'Yes, every Broken Arrow address, on both sides of the county line.',
    },
  ],
});

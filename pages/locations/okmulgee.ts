import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'okmulgee',
  name: 'Okmulgee',
  state: 'OK',
  county: 'Okmulgee County',
  coordinates: { lat: 35.62, lng: -95.96 },
  map: { zoom: 12 },
  seo: {
    title: 'Okmulgee Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Okmulgee, OK. Veteran-owned, free inspections, serving Okmulgee County.',
    keywords: [
      'Okmulgee roofing',
      'Okmulgee roofer',
      'roof repair Okmulgee OK',
      'hail damage Okmulgee',
      'roof replacement Okmulgee',
    ],
    socialTitle: 'Okmulgee roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Okmulgee, Oklahoma.',
  },
  heading: 'Roofing in Okmulgee, Oklahoma',
  intro:
    'Okmulgee\u2019s historic buildings and homes from its oil-boom years deserve careful roofing; we serve the city and Okmulgee County.',
  sellingPoints: [
    {
      title: 'Historic building care',
      body: 'Oil-boom era homes and downtown buildings get materials and details that fit their history.',
    },
    {
      title: 'Commercial flat roofs',
      body: 'Downtown storefronts often have flat roofs; we repair and replace membranes.',
    },
    { title: 'Okmulgee County coverage', body: 'Homes and businesses across the county.' },
  ],
  beyondRadius:
    'Okmulgee lies about 31 miles from our Tulsa office, just past our usual service radius, so we schedule Okmulgee work on set crew days each week and come out the same day after a storm.',
  localStory: [
    'Okmulgee grew rich in the oil industry, and its historic downtown still shows it. Many buildings have flat roofs and parapets that need membrane and flashing expertise.',
    'Older homes from the same era often hide multiple layers of shingles; we remove them properly so the deck can be checked.',
  ],
  faqs: [
    {
      question: 'Can you repair flat roofs on downtown buildings?',
      answer: 'Yes, TPO, EPDM and modified bitumen repairs and replacements.',
    },
    {
      question: 'Do historic homes need special materials?',
      answer: 'Often; we match profiles and colors to keep their look.',
    },
  ],
});

import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'claremore',
  name: 'Claremore',
  state: 'OK',
  county: 'Rogers County',
  coordinates: { lat: 36.3127, lng: -95.6162 },
  map: { zoom: 12 },
  seo: {
    title: 'Claremore Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Claremore, OK. Veteran-owned, free inspections, serving Rogers County.',
    keywords: [
      'Claremore roofing',
      'Claremore roofer',
      'roof repair Claremore OK',
      'hail damage Claremore',
      'roof replacement Claremore',
    ],
    socialTitle: 'Claremore roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Claremore, Oklahoma.',
  },
  heading: 'Roofing in Claremore, Oklahoma',
  intro:
    'From downtown near the Will Rogers Memorial to the acreages around Claremore Lake, we serve Claremore and the rest of Rogers County.',
  sellingPoints: [
    {
      title: 'Rural and acreage roofs',
      body: 'Barns, shops and homes on acreage get the same crew and the same warranty.',
    },
    { title: 'Rogers County permits handled', body: 'City of Claremore permits and county requirements are on us.' },
    {
      title: 'Metal roofing specialists',
      body: 'Many Claremore owners choose metal for shops and homes; we install standing seam and exposed fastener.',
    },
  ],
  localStory: [
    'Claremore roofs see open-country wind that small-town trees do not block. We fasten for high winds and check ridge vents that tend to loosen first.',
    'We also work on the older brick homes near downtown and the university, where flashing against masonry needs careful work.',
  ],
  faqs: [
    {
      question: 'Do you roof shops and barns around Claremore?',
      answer: 'Yes, metal and shingle roofs on outbuildings, shops and barns as well as homes.',
    },
    {
      question: 'How long to get an inspection in Claremore?',
      answer: 'Usually within the week, and same day for emergency tarping.',
    },
  ],
});

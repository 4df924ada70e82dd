import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'muskogee',
  name: 'Muskogee',
  state: 'OK',
  county: 'Muskogee County',
  coordinates: { lat: 35.75, lng: -95.37 },
  map: { zoom: 12 },
  seo: {
    title: 'Muskogee Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Muskogee, OK. Veteran-owned, free inspections, serving Muskogee County.',
    keywords: [
      'Muskogee roofing',
      'Muskogee roofer',
      'roof repair Muskogee OK',
      'hail damage Muskogee',
      'roof replacement Muskogee',
    ],
    socialTitle: 'Muskogee roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Muskogee, Oklahoma.',
  },
  heading: 'Roofing in Muskogee, Oklahoma',
  intro:
    'We serve Muskogee and Muskogee County, from historic homes near downtown to newer homes near the Arkansas River.',
  sellingPoints: [
    { title: 'Muskogee County coverage', body: 'Homes and businesses across Muskogee County.' },
    { title: 'Historic homes', body: 'Older homes near downtown get matched materials and careful flashing work.' },
    { title: 'Insurance help', body: 'We meet adjusters on Muskogee roofs after hail and wind storms.' },
  ],
  beyondRadius:
    'Muskogee lies about 38 miles from our Tulsa office, past our usual service radius, so we schedule Muskogee work on set crew days each week and come out the same day after a storm.',
  localStory: [
    'Muskogee\u2019s older neighborhoods hold some of the region\u2019s most interesting homes, with steep roofs and original decking that need experienced hands.',
    'Storms along the Arkansas River reach Muskogee often; we document damage for claims and tarp the same day when needed.',
  ],
  faqs: [
    {
      question: 'Do you travel to Muskogee for small repairs?',
      answer: 'Yes. Repairs and inspections are scheduled in batches so there is no travel charge.',
    },
    { question: 'Do you handle storm claims in Muskogee?', answer: 'Yes, we work with all insurance companies.' },
  ],
});

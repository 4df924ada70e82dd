import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'kansas-city',
  name: 'Kansas City',
  state: 'MO',
  county: 'Jackson County, MO',
  coordinates: { lat: 39.0997, lng: -94.5786 },
  map: { zoom: 12 },
  seo: {
    title: 'Kansas City Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Kansas City, MO. Veteran-owned, free inspections, serving Jackson County, MO.',
    keywords: [
      'Kansas City roofing',
      'Kansas City roofer',
      'roof repair Kansas City MO',
      'hail damage Kansas City',
      'roof replacement Kansas City',
    ],
    socialTitle: 'Kansas City roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Kansas City, Missouri.',
  },
  heading: 'Roofing in Kansas City, Missouri',
  intro:
    'We are newly expanding into Kansas City, Missouri, serving Jackson County homes and businesses from our Overland Park office.',
  sellingPoints: [
    {
      title: 'Across the state line',
      body: 'Our Kansas office in Overland Park is minutes from Kansas City, Missouri.',
    },
    {
      title: 'Historic neighborhoods',
      body: 'Brookside, Waldo and the Plaza area have older homes we know how to roof.',
    },
    { title: 'Commercial roofs too', body: 'Flat roofs on city buildings, repaired and replaced.' },
  ],
  localStory: [
    'Kansas City\u2019s historic neighborhoods have older homes with steep roofs, chimneys and original decking. We treat them with care.',
    'Downtown and midtown buildings often have flat roofs; we repair and replace TPO and EPDM.',
  ],
  faqs: [
    { question: 'Do you work in Kansas City, Missouri?', answer: 'Yes, across Jackson County, MO.' },
    {
      question: 'Can you repair older homes in Brookside or Waldo?',
      answer: 'Yes, with matched materials and careful flashing work.',
    },
  ],
});

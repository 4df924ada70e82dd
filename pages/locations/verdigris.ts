import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'verdigris',
  name: 'Verdigris',
  state: 'OK',
  county: 'Rogers County',
  coordinates: { lat: 36.2356, lng: -95.6964 },
  map: { zoom: 12 },
  seo: {
    title: 'Verdigris Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Verdigris, OK. Veteran-owned, free inspections, serving Rogers County.',
    keywords: [
      'Verdigris roofing',
      'Verdigris roofer',
      'roof repair Verdigris OK',
      'hail damage Verdigris',
      'roof replacement Verdigris',
    ],
    socialTitle: 'Verdigris roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Verdigris, Oklahoma.',
  },
  heading: 'Roofing in Verdigris, Oklahoma',
  intro:
    'Verdigris has grown from a rural community into a family town; we roof its homes, acreages and new subdivisions.',
  sellingPoints: [
    { title: 'Acreage and rural roofs', body: 'Homes, barns and shops on acreage, metal or shingles.' },
    { title: 'New subdivision roofs', body: 'We know the builder roofs in Verdigris\u2019s newer neighborhoods.' },
    { title: 'Wind-rated installs', body: 'Open land means high winds; we install to high-wind specs.' },
  ],
  localStory: [
    'Verdigris sits in open country between Claremore and Tulsa, so wind is the everyday enemy of roofs here. Ridge caps and edges go first.',
    'Many families have moved into new neighborhoods in the last decade; we inspect builder roofs before warranties end.',
  ],
  faqs: [
    { question: 'Do you install metal roofs in Verdigris?', answer: 'Yes, on homes, barns and shops.' },
    {
      question: 'Can you inspect my new-build roof?',
      answer: 'Yes, free, and we note anything the builder should fix under warranty.',
    },
  ],
});

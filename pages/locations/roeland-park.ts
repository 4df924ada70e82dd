import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'roeland-park',
  name: 'Roeland Park',
  state: 'KS',
  county: 'Johnson County, KS',
  coordinates: { lat: 39.0375, lng: -94.6322 },
  map: { zoom: 12 },
  seo: {
    title: 'Roeland Park Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Roeland Park, KS. Veteran-owned, free inspections, serving Johnson County, KS.',
    keywords: [
      'Roeland Park roofing',
      'Roeland Park roofer',
      'roof repair Roeland Park KS',
      'hail damage Roeland Park',
      'roof replacement Roeland Park',
    ],
    socialTitle: 'Roeland Park roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Roeland Park, Kansas.',
  },
  heading: 'Roofing in Roeland Park, Kansas',
  intro: 'We are newly expanding into Roeland Park, a close-knit Johnson County city of mid-century homes.',
  sellingPoints: [
    { title: 'Mid-century roofs', body: 'Low-pitch ranch and split-level roofs repaired and replaced properly.' },
    { title: 'Neighborly crews', body: 'Respectful crews who keep streets clear.' },
    { title: 'Free inspections', body: 'A photo report before any decision.' },
  ],
  localStory: [
    'Roeland Park is full of mid-century homes with low-pitch roofs that shed water slowly. Proper underlayment and ice-and-water shield matter here.',
    'Many homes have original gutters and fascia; we check both when we inspect.',
  ],
  faqs: [
    {
      question: 'Are low-pitch roofs harder to keep dry?',
      answer: 'They need the right underlayment; we install ice-and-water shield where it counts.',
    },
    { question: 'Do you replace fascia?', answer: 'Yes, when it is rotted under the gutters.' },
  ],
});

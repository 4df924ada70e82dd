import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'olathe',
  name: 'Olathe',
  state: 'KS',
  county: 'Johnson County, KS',
  coordinates: { lat: 38.88, lng: -94.82 },
  map: { zoom: 12 },
  seo: {
    title: 'Olathe Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Olathe, KS. Veteran-owned, free inspections, serving Johnson County, KS.',
    keywords: [
      'Olathe roofing',
      'Olathe roofer',
      'roof repair Olathe KS',
      'hail damage Olathe',
      'roof replacement Olathe',
    ],
    socialTitle: 'Olathe roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Olathe, Kansas.',
  },
  heading: 'Roofing in Olathe, Kansas',
  intro:
    'We are newly expanding into Olathe, the Johnson County seat, serving its established neighborhoods and fast-growing west side from our Overland Park office.',
  sellingPoints: [
    { title: 'Close to our Kansas office', body: 'Olathe is a short drive from our Overland Park office.' },
    { title: 'Growing-neighborhood roofs', body: 'Newer Olathe homes get inspections before builder warranties end.' },
    { title: 'Kansas licensed and insured', body: 'Licensed, bonded and insured in Kansas.' },
  ],
  localStory: [
    'Olathe keeps growing west, and thousands of roofs from the 2000s are approaching their first replacement. We help owners plan before leaks start.',
    'Established neighborhoods near downtown Olathe have older roofs where ventilation upgrades make a big difference.',
  ],
  faqs: [
    {
      question: 'Do you serve all of Olathe?',
      answer: 'Yes, every neighborhood, from downtown to the newest subdivisions.',
    },
    {
      question: 'How soon can you inspect in Olathe?',
      answer: 'Usually within a few days from our Overland Park office.',
    },
  ],
});

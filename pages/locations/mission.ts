import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'mission',
  name: 'Mission',
  state: 'KS',
  county: 'Johnson County, KS',
  coordinates: { lat: 39.0278, lng: -94.6558 },
  map: { zoom: 12 },
  seo: {
    title: 'Mission Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Mission, KS. Veteran-owned, free inspections, serving Johnson County, KS.',
    keywords: [
      'Mission roofing',
      'Mission roofer',
      'roof repair Mission KS',
      'hail damage Mission',
      'roof replacement Mission',
    ],
    socialTitle: 'Mission roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Mission, Kansas.',
  },
  heading: 'Roofing in Mission, Kansas',
  intro: 'We are newly expanding into Mission, Kansas, serving its homes and Johnson Drive businesses.',
  sellingPoints: [
    { title: 'Homes and storefronts', body: 'Residential shingles and flat roofs for Johnson Drive shops.' },
    { title: 'Small-lot staging', body: 'Careful staging where driveways are short and streets are tight.' },
    { title: 'Kansas licensed', body: 'Licensed, bonded and insured in Kansas.' },
  ],
  localStory: [
    'Mission packs homes and businesses into a small area, and many storefronts along Johnson Drive have flat roofs that need membrane repairs.',
    'Homes here are often mid-century with low attics, where ventilation upgrades extend roof life.',
  ],
  faqs: [
    { question: 'Do you repair flat roofs on Mission storefronts?', answer: 'Yes, TPO, EPDM and modified bitumen.' },
    {
      question: 'Can ventilation help my roof last?',
      answer: 'Yes; better airflow keeps shingles cooler and attics drier.',
    },
  ],
});

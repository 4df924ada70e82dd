import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'shawnee',
  name: 'Shawnee',
  state: 'KS',
  county: 'Johnson County, KS',
  coordinates: { lat: 39.0417, lng: -94.7202 },
  map: { zoom: 12 },
  seo: {
    title: 'Shawnee Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Shawnee, KS. Veteran-owned, free inspections, serving Johnson County, KS.',
    keywords: [
      'Shawnee roofing',
      'Shawnee roofer',
      'roof repair Shawnee KS',
      'hail damage Shawnee',
      'roof replacement Shawnee',
    ],
    socialTitle: 'Shawnee roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Shawnee, Kansas.',
  },
  heading: 'Roofing in Shawnee, Kansas',
  intro:
    'We are newly expanding into Shawnee, Kansas, serving its wooded older neighborhoods and newer homes west of K-7.',
  sellingPoints: [
    { title: 'Tree-lined street experience', body: 'Mature trees mean debris in valleys and gutters; we check both.' },
    { title: 'Western Johnson County coverage', body: 'From old Shawnee town to the newer west side.' },
    { title: 'Straight written estimates', body: 'Clear, fixed prices before any work.' },
  ],
  localStory: [
    'Shawnee\u2019s older neighborhoods have mature trees that drop limbs in storms and keep roofs shaded and damp. Moss and clogged valleys are common.',
    'West Shawnee has newer homes whose builder-grade roofs are now reaching mid-life.',
  ],
  faqs: [
    {
      question: 'Can tree limbs damage my Shawnee roof?',
      answer: 'Yes; we inspect for punctures and cracked shingles after storms.',
    },
    { question: 'Do you clean out valleys?', answer: 'Yes, as part of repairs and inspections.' },
  ],
});

import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'fairway',
  name: 'Fairway',
  state: 'KS',
  county: 'Johnson County, KS',
  coordinates: { lat: 39.0222, lng: -94.6319 },
  map: { zoom: 12 },
  seo: {
    title: 'Fairway Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Fairway, KS. Veteran-owned, free inspections, serving Johnson County, KS.',
    keywords: [
      'Fairway roofing',
      'Fairway roofer',
      'roof repair Fairway KS',
      'hail damage Fairway',
      'roof replacement Fairway',
    ],
    socialTitle: 'Fairway roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Fairway, Kansas.',
  },
  heading: 'Roofing in Fairway, Kansas',
  intro:
    'We are newly expanding into Fairway, one of Johnson County\u2019s luxury enclaves, with premium materials and meticulous crews.',
  sellingPoints: [
    { title: 'Luxury materials', body: 'Designer shingles, synthetic slate and copper flashing.' },
    { title: 'Architectural details', body: 'Dormers, turrets and complex valleys handled by experienced crews.' },
    { title: 'Preferred-contractor warranties', body: 'Premium materials backed by long warranties.' },
  ],
  localStory: [
    'Fairway\u2019s luxury homes have complex roofs with steep pitches and architectural details. Each valley and dormer is flashed by hand.',
    'Owners here often choose synthetic slate for the look without the weight; we install it to manufacturer spec.',
  ],
  faqs: [
    {
      question: 'Can you match a slate look in Fairway?',
      answer: 'Yes, with synthetic slate that meets the look of the neighborhood.',
    },
    { question: 'Do you install copper details?', answer: 'Yes, copper valleys and flashing.' },
  ],
});

import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'leawood',
  name: 'Leawood',
  state: 'KS',
  county: 'Johnson County, KS',
  coordinates: { lat: 38.9667, lng: -94.6169 },
  map: { zoom: 12 },
  seo: {
    title: 'Leawood Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Leawood, KS. Veteran-owned, free inspections, serving Johnson County, KS.',
    keywords: [
      'Leawood roofing',
      'Leawood roofer',
      'roof repair Leawood KS',
      'hail damage Leawood',
      'roof replacement Leawood',
    ],
    socialTitle: 'Leawood roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Leawood, Kansas.',
  },
  heading: 'Roofing in Leawood, Kansas',
  intro: 'We are newly expanding into Leawood, bringing premium materials and careful crews to its luxury homes.',
  sellingPoints: [
    {
      title: 'Luxury home expertise',
      body: 'Designer shingles, synthetic slate and copper details for high-end Leawood homes.',
    },
    {
      title: 'Preferred-contractor warranties',
      body: 'Preferred-contractor status for premium materials means the longest warranties.',
    },
    { title: 'Respectful job sites', body: 'Landscaping protected, driveways covered and daily clean-up.' },
  ],
  localStory: [
    'Leawood is known for luxury homes, where roofs are a big part of curb appeal. We install synthetic slate and designer shingles that look right and last.',
    'Large, complex roofs with many valleys and dormers need experienced crews; every valley and flashing detail is done by hand.',
  ],
  faqs: [
    {
      question: 'Do you install synthetic slate in Leawood?',
      answer: 'Yes, plus designer shingles and tile-look options.',
    },
    {
      question: 'How do you protect landscaping?',
      answer: 'Tarps, plywood and catch-alls around beds, and magnetic sweeps daily.',
    },
  ],
});

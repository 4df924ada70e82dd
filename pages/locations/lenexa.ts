import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'lenexa',
  name: 'Lenexa',
  state: 'KS',
  county: 'Johnson County, KS',
  coordinates: { lat: 38.9536, lng: -94.7336 },
  map: { zoom: 12 },
  seo: {
    title: 'Lenexa Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Lenexa, KS. Veteran-owned, free inspections, serving Johnson County, KS.',
    keywords: [
      'Lenexa roofing',
      'Lenexa roofer',
      'roof repair Lenexa KS',
      'hail damage Lenexa',
      'roof replacement Lenexa',
    ],
    socialTitle: 'Lenexa roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Lenexa, Kansas.',
  },
  heading: 'Roofing in Lenexa, Kansas',
  intro:
    'We are newly expanding into Lenexa, whose modern homes and City Center neighborhoods need roofs that match their design.',
  sellingPoints: [
    {
      title: 'Modern-home roofing',
      body: 'Clean lines and low slopes on modern homes call for metal and membrane options.',
    },
    { title: 'Energy-smart materials', body: 'Reflective roofing and better ventilation for lower cooling bills.' },
    { title: 'Kansas licensed', body: 'Licensed, bonded and insured in Kansas.' },
  ],
  localStory: [
    'Lenexa has many modern homes with low-slope sections and clean rooflines. We install standing-seam metal and membranes where shingles do not belong.',
    'Newer homes often have ventilation shortcuts; we fix them during replacement.',
  ],
  faqs: [
    {
      question: 'Can you roof low-slope sections on modern homes?',
      answer: 'Yes, with TPO, EPDM or standing-seam metal.',
    },
    {
      question: 'Do reflective roofs help in Lenexa summers?',
      answer: 'Yes; reflective materials can cut cooling costs by 15-30%.',
    },
  ],
});

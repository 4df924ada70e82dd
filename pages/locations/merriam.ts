import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'merriam',
  name: 'Merriam',
  state: 'KS',
  county: 'Johnson County, KS',
  coordinates: { lat: 39.0236, lng: -94.6936 },
  map: { zoom: 12 },
  seo: {
    title: 'Merriam Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Merriam, KS. Veteran-owned, free inspections, serving Johnson County, KS.',
    keywords: [
      'Merriam roofing',
      'Merriam roofer',
      'roof repair Merriam KS',
      'hail damage Merriam',
      'roof replacement Merriam',
    ],
    socialTitle: 'Merriam roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Merriam, Kansas.',
  },
  heading: 'Roofing in Merriam, Kansas',
  intro: 'We are newly expanding into Merriam, a compact Johnson County city of established homes near I-35.',
  sellingPoints: [
    { title: 'Established-home repairs', body: 'Flashing, vents and chimney leaks on older homes, fixed for good.' },
    { title: 'Close to our office', body: 'A short drive from our Overland Park office.' },
    { title: 'Honest advice', body: 'Repair when repair is enough.' },
  ],
  localStory: [
    'Merriam\u2019s homes are mostly established, and many roofs have been patched over the years. We find the real sources of leaks rather than adding another patch.',
    'Turkey Creek storms can bring heavy rain; gutters and downspouts get a check on every visit.',
  ],
  faqs: [
    {
      question: 'Can you stop a chimney leak in Merriam?',
      answer: 'Yes, by rebuilding the step and counter flashing.',
    },
    { question: 'Do you check gutters?', answer: 'Yes, on every inspection.' },
  ],
});

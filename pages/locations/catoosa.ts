import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'catoosa',
  name: 'Catoosa',
  state: 'OK',
  county: 'Rogers County',
  coordinates: { lat: 36.1824, lng: -95.7347 },
  map: { zoom: 12 },
  seo: {
    title: 'Catoosa Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Catoosa, OK. Veteran-owned, free inspections, serving Rogers County.',
    keywords: [
      'Catoosa roofing',
      'Catoosa roofer',
      'roof repair Catoosa OK',
      'hail damage Catoosa',
      'roof replacement Catoosa',
    ],
    socialTitle: 'Catoosa roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Catoosa, Oklahoma.',
  },
  heading: 'Roofing in Catoosa, Oklahoma',
  intro:
    'Near the Port of Catoosa and Route 66, we serve Catoosa homes and businesses across this corner of Rogers County.',
  sellingPoints: [
    {
      title: 'Homes and light commercial',
      body: 'From houses to shops near the port, one crew handles shingles, metal and flat roofs.',
    },
    { title: 'Route 66 heritage', body: 'Older homes along the old highway get repairs that keep their character.' },
    { title: 'Quick response', body: 'Catoosa is a short drive up I-44 from our Tulsa office.' },
  ],
  localStory: [
    'Catoosa mixes older homes along Route 66 with newer neighborhoods and industrial buildings near the port. We roof all of them.',
    'Open ground around the Verdigris River means wind exposure; we fasten for it and check edges first.',
  ],
  faqs: [
    {
      question: 'Do you do commercial roofs in Catoosa?',
      answer: 'Yes, TPO, EPDM and metal roofs on shops and warehouses near the port.',
    },
    {
      question: 'How quickly can you reach Catoosa?',
      answer: 'It is a short drive on I-44, usually within the week for inspections.',
    },
  ],
});

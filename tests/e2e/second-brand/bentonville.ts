import { defineCity } from '../../../pages/_lib/city';

/** The second brand's one Arkansas city (copied to pages/locations/bentonville.ts by the test). */
export default defineCity({
  slug: 'bentonville',
  name: 'Bentonville',
  state: 'AR',
  county: 'Benton County, AR',
  coordinates: { lat: 36.3729, lng: -94.2088 },
  map: { zoom: 12, onOffice: 'rogers' },
  seo: {
    title: 'Bentonville Roofing Contractor',
    description:
      'Roof repair, replacement and hail claims in Bentonville, AR from a veteran-owned crew based in Rogers. Free inspections across Benton County.',
    keywords: ['Bentonville roofing', 'Bentonville roofer', 'roof repair Bentonville AR'],
    socialTitle: 'Bentonville roofing from our Rogers office',
    socialDescription: 'Free roof inspections and straight answers on hail claims in Bentonville, Arkansas.',
  },
  heading: 'Roofing in Bentonville, Arkansas',
  intro: 'Our Rogers office sends crews up the I-49 corridor to Bentonville and the rest of Benton County.',
  sellingPoints: [
    { title: 'Ten minutes up I-49', body: 'The Rogers office is close enough for same-day leak calls.' },
    {
      title: 'New-build know-how',
      body: 'Many Bentonville homes are under fifteen years old; we honour their warranties.',
    },
    { title: 'Ozark hail seasons', body: 'Spring storms off the plateau bring hail; we document it for insurers.' },
  ],
  localStory: [
    'Bentonville has grown fast, and whole subdivisions of architectural-shingle roofs are reaching their first big hailstorm. We inspect for bruising before it turns into leaks.',
    'Around the square and the older streets near Crystal Bridges, steep pitches and copper details call for careful crews and matched materials.',
  ],
  faqs: [
    {
      question: 'Do you work in Bentonville?',
      answer: 'Yes. Our Rogers office serves Bentonville and all of Benton County.',
    },
    {
      question: 'Can you match a builder-grade shingle?',
      answer: 'Usually, yes; we bring samples to your roof first.',
    },
  ],
});

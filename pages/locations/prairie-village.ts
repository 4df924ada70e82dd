import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'prairie-village',
  name: 'Prairie Village',
  state: 'KS',
  county: 'Johnson County, KS',
  coordinates: { lat: 38.9917, lng: -94.6336 },
  map: { zoom: 12 },
  seo: {
    title: 'Prairie Village Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Prairie Village, KS. Veteran-owned, free inspections, serving Johnson County, KS.',
    keywords: [
      'Prairie Village roofing',
      'Prairie Village roofer',
      'roof repair Prairie Village KS',
      'hail damage Prairie Village',
      'roof replacement Prairie Village',
    ],
    socialTitle: 'Prairie Village roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Prairie Village, Kansas.',
  },
  heading: 'Roofing in Prairie Village, Kansas',
  intro: 'We are newly expanding into Prairie Village, where post-war ranch homes and tall trees define the streets.',
  sellingPoints: [
    {
      title: 'Ranch-home experience',
      body: 'Post-war ranches often need decking repair and ventilation upgrades; we do both.',
    },
    { title: 'Additions blended in', body: 'Additions and second stories tied into old roofs without leaks.' },
    { title: 'Tidy crews', body: 'Tight lots and mature trees call for careful staging.' },
  ],
  localStory: [
    'Prairie Village was built largely in the 1940s and 1950s, and many ranches have had several roofs. Removing every layer and fixing the deck is often the key to a lasting job.',
    'Many owners have added rooms or second stories; we tie new and old roofs together properly.',
  ],
  faqs: [
    {
      question: 'Do older Prairie Village homes need new decking?',
      answer: 'Sometimes; we replace only what is soft or damaged and show you photos.',
    },
    { question: 'Can you match an addition to my existing roof?', answer: 'Yes, materials and lines matched.' },
  ],
});

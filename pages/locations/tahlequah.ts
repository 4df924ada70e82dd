import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'tahlequah',
  name: 'Tahlequah',
  state: 'OK',
  county: 'Cherokee County',
  coordinates: { lat: 35.92, lng: -94.97 },
  map: { zoom: 12 },
  seo: {
    title: 'Tahlequah Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Tahlequah, OK. Veteran-owned, free inspections, serving Cherokee County.',
    keywords: [
      'Tahlequah roofing',
      'Tahlequah roofer',
      'roof repair Tahlequah OK',
      'hail damage Tahlequah',
      'roof replacement Tahlequah',
    ],
    socialTitle: 'Tahlequah roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Tahlequah, Oklahoma.',
  },
  heading: 'Roofing in Tahlequah, Oklahoma',
  intro:
    'In Tahlequah, the Cherokee Nation capital and home of Northeastern State University, we roof homes, rentals and small businesses across Cherokee County.',
  sellingPoints: [
    {
      title: 'University-district rentals',
      body: 'Fast, tidy repairs for landlords around the NSU campus, scheduled between tenants.',
    },
    {
      title: 'Hill Country terrain',
      body: 'Wooded, hilly lots near the Illinois River need careful staging; we are equipped for it.',
    },
    { title: 'Cherokee County coverage', body: 'Homes and cabins across Cherokee County.' },
  ],
  beyondRadius:
    'Tahlequah lies about 54 miles from our Tulsa office, well past our usual service radius, so we schedule Tahlequah work on set crew days each week and come out within two days after a storm.',
  localStory: [
    'Tahlequah is the capital of the Cherokee Nation and home to Northeastern State University, so we roof everything from historic homes to student rentals near campus.',
    'Heavy tree cover around the Illinois River means clogged valleys and debris damage; we clean and check every valley.',
  ],
  faqs: [
    {
      question: 'Do you work on rental properties near NSU?',
      answer: 'Yes, we schedule around tenants and send landlords photo reports.',
    },
    { question: 'Do you serve river cabins near Tahlequah?', answer: 'Yes, across Cherokee County.' },
  ],
});

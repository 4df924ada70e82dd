import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'blue-springs',
  name: 'Blue Springs',
  state: 'MO',
  county: 'Jackson County, MO',
  coordinates: { lat: 39.0169, lng: -94.2816 },
  map: { zoom: 12 },
  seo: {
    title: 'Blue Springs Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Blue Springs, MO. Veteran-owned, free inspections, serving Jackson County, MO.',
    keywords: [
      'Blue Springs roofing',
      'Blue Springs roofer',
      'roof repair Blue Springs MO',
      'hail damage Blue Springs',
      'roof replacement Blue Springs',
    ],
    socialTitle: 'Blue Springs roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Blue Springs, Missouri.',
  },
  heading: 'Roofing in Blue Springs, Missouri',
  intro:
    'We are newly expanding into Blue Springs, Missouri, serving its family neighborhoods in eastern Jackson County.',
  sellingPoints: [
    { title: 'Family neighborhoods', body: 'Nail sweeps and tidy sites for streets full of kids.' },
    { title: 'Storm claim help', body: 'We meet adjusters after eastern Jackson County hail.' },
    { title: 'Missouri coverage', body: 'Blue Springs and nearby Jackson County towns.' },
  ],
  localStory: [
    'Blue Springs has many family homes from the 1980s through the 2000s, several now on their second roof. We plan replacements with clear written prices.',
    'Storms sweeping across eastern Jackson County regularly bring hail; our free inspections document it.',
  ],
  faqs: [
    { question: 'Do you serve Blue Springs, Missouri?', answer: 'Yes, and nearby eastern Jackson County towns.' },
    { question: 'Will you meet my adjuster?', answer: 'Yes, on the roof, with our own photo report.' },
  ],
});

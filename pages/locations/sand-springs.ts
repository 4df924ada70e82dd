import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'sand-springs',
  name: 'Sand Springs',
  state: 'OK',
  county: 'Tulsa County',
  coordinates: { lat: 36.1398, lng: -96.1089 },
  map: { zoom: 12 },
  seo: {
    title: 'Sand Springs Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Sand Springs, OK. Veteran-owned, free inspections, serving Tulsa County.',
    keywords: [
      'Sand Springs roofing',
      'Sand Springs roofer',
      'roof repair Sand Springs OK',
      'hail damage Sand Springs',
      'roof replacement Sand Springs',
    ],
    socialTitle: 'Sand Springs roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Sand Springs, Oklahoma.',
  },
  heading: 'Roofing in Sand Springs, Oklahoma',
  intro:
    'West of Tulsa along the river and Keystone Lake, Sand Springs homes face some of the first storms that roll in from the west.',
  sellingPoints: [
    {
      title: 'First in line for western storms',
      body: 'Storms hit Sand Springs before Tulsa, so we prioritize west-side emergency calls.',
    },
    {
      title: 'Hillside homes',
      body: 'Steep lots near the Keystone corridor need careful staging; our crews are equipped for it.',
    },
    {
      title: 'Repair-first approach',
      body: 'Many older Sand Springs roofs just need flashing and vent repairs; we say so.',
    },
  ],
  localStory: [
    'Sand Springs sits where the storms come in from the west, often with straight-line winds ahead of the hail. Lifted tabs and missing ridge caps are the most common calls we get here.',
    'Homes near Case Community Park and the older downtown have mature trees, so we check valleys and gutters for debris damage too.',
  ],
  faqs: [
    {
      question: 'Do straight-line winds damage roofs in Sand Springs?',
      answer: 'Often. Wind lifts shingles and breaks their seal even without hail; we check every slope.',
    },
    {
      question: 'Do you work near Keystone Lake?',
      answer: 'Yes, we serve Sand Springs and the lake area west of town.',
    },
  ],
});

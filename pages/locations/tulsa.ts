import { site } from '../_lib/site';
import { defineCity } from '../_lib/city';
import { tulsaReviews } from '../_shared/reviews';

export default defineCity({
  slug: 'tulsa',
  name: 'Tulsa',
  state: 'OK',
  county: 'Tulsa County',
  coordinates: { lat: 36.154, lng: -95.9928 },
  map: { zoom: 13 },
  seo: {
    title: 'Tulsa, OK Roofing Company',
    description: `Tulsa roof repair, replacement and hail damage help from a veteran-owned local company. Free inspections across Tulsa County since ${site.company.founded}.`,
    keywords: ['Tulsa roofing', 'Tulsa roofer', 'roof repair Tulsa', 'hail damage Tulsa', 'roof replacement Tulsa OK'],
    socialTitle: 'Tulsa’s veteran-owned roofers',
    socialDescription: 'Free roof inspections and honest hail claim help across Tulsa County.',
  },
  heading: 'Roofing in Tulsa, Oklahoma',
  intro:
    'Our home office is at 71st and Yale. We serve every Tulsa neighborhood and all of Tulsa County, from Brookside bungalows to new builds off the Creek Turnpike.',
  sellingPoints: [
    {
      title: 'Minutes away after a storm',
      body: 'Crews leave from South Yale, so tarps go up across Tulsa the same day hail or wind hits.',
    },
    {
      title: 'Older-home know-how',
      body: 'Maple Ridge, Brookside and Florence Park roofs need careful decking and flashing work; we do it every week.',
    },
    {
      title: 'Hail claim experience',
      body: 'Hundreds of Tulsa County claims taught us what adjusters need to see, and we meet them on your roof.',
    },
  ],
  localStory: [
    'Tulsa sits in the heart of Oklahoma’s hail belt, and spring storms along the Arkansas River regularly drop golf-ball hail. Most roofs here see a significant storm every few years, which is why we inspect for bruising, not just missing shingles.',
    'Historic districts like Maple Ridge and Yorktown carry steep pitches and original decking, while east and south Tulsa are full of 1990s roofs reaching the 20-25 year mark. We price both honestly, with repairs first when repairs make sense.',
  ],
  faqs: [
    {
      question: 'Do I need a permit to replace my roof in Tulsa?',
      answer:
        'Yes. The City of Tulsa requires a residential re-roofing permit; we pull it and schedule the inspection for you.',
    },
    {
      question: 'How fast can you come out in Tulsa?',
      answer: 'Usually within 48 hours for inspections, and the same day for emergency tarping after storms.',
    },
  ],
  testimonials: tulsaReviews,
});

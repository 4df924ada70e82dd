import { site } from '../_lib/site';
import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'sapulpa',
  name: 'Sapulpa',
  state: 'OK',
  county: 'Creek County',
  coordinates: { lat: 35.9987, lng: -96.1142 },
  map: { zoom: 12 },
  seo: {
    title: 'Sapulpa Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Sapulpa, OK. Veteran-owned, free inspections, serving Creek County.',
    keywords: [
      'Sapulpa roofing',
      'Sapulpa roofer',
      'roof repair Sapulpa OK',
      'hail damage Sapulpa',
      'roof replacement Sapulpa',
    ],
    socialTitle: 'Sapulpa roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Sapulpa, Oklahoma.',
  },
  heading: 'Roofing in Sapulpa, Oklahoma',
  intro:
    'Sapulpa, the Creek County seat, has historic brick homes downtown and growing neighborhoods toward Tulsa along Route 66.',
  sellingPoints: [
    {
      title: 'Creek County coverage',
      body: 'Sapulpa and the surrounding Creek County countryside, homes and acreages alike.',
    },
    {
      title: 'Brick and masonry flashing',
      body: 'Older downtown homes need flashing cut into masonry; we do it right.',
    },
    { title: 'Honest repair advice', body: 'We repair aging roofs when that is the better value.' },
  ],
  localStory: [
    'Sapulpa\u2019s historic downtown has brick homes with chimneys and parapets, where most leaks start at the flashing. We rebuild it properly.',
    'Newer homes toward Tulsa often need their first replacement around 20-25 years; we plan it with you.',
  ],
  faqs: [
    {
      question: 'Do you serve all of Creek County?',
      answer: `We serve Sapulpa and nearby Creek County communities within about ${site.company.serviceRadiusMiles} miles of Tulsa.`,
    },
    {
      question: 'Can you fix chimney leaks?',
      answer: 'Yes, step and counter flashing rebuilt and sealed into the masonry.',
    },
  ],
});

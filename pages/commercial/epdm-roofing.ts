import { site } from '../_lib/site';
import { defineServicePage } from '../_lib/service-page';

export default defineServicePage({
  path: '/commercial/epdm-roofing',
  label: 'EPDM Roofing',
  serviceType: 'EPDM roofing installation',
  seo: {
    title: `EPDM Rubber Roofing for Commercial Buildings | ${site.company.mark.name}`,
    description:
      'EPDM rubber roofing installed and repaired in Tulsa and Kansas City: in use for over 40 years, 30+ year warranties, tough against hail and freeze-thaw.',
  },
  hero: {
    eyebrow: 'Commercial · EPDM',
    heading: 'EPDM Rubber Roofing Built to Last Decades',
    subheading: 'EPDM has been in use for over 40 years and stays flexible through hail, summer heat and hard freezes.',
  },
  cards: {
    heading: 'What EPDM does well',
    items: [
      { title: '30+ year warranties', body: 'Thick membranes carry warranties of 30 years and more.', icon: 'shield' },
      { title: 'Hail resistance', body: 'Rubber absorbs impacts that crack harder materials.', icon: 'storm' },
      { title: 'Easy repairs', body: 'Patches bond cleanly to aged EPDM, keeping lifetime costs low.', icon: 'repair' },
    ],
  },
  cta: {
    heading: 'Is EPDM right for your roof?',
    body: 'Book a free assessment and compare EPDM and TPO side by side.',
  },
});

import { site } from '../_lib/site';
import { defineServicePage } from '../_lib/service-page';

export default defineServicePage({
  path: '/services/emergency-roofing',
  label: 'Emergency Roofing',
  serviceType: 'Emergency roof repair',
  seo: {
    title: `24/7 Emergency Roof Repair & Tarping | ${site.company.shortName}`,
    description:
      'Tree on the roof or water coming in? 24/7 emergency tarping and board-up in Tulsa and the Kansas City metro, then a permanent repair.',
  },
  hero: {
    eyebrow: '24/7 emergency service',
    heading: 'Emergency Roof Help, Day or Night',
    subheading:
      'Call and a crew comes out to stop the water: tarps, board-up and debris removal, with photos for your insurance claim.',
  },
  cards: {
    heading: 'What we do in an emergency',
    items: [
      {
        title: 'Emergency tarping',
        body: 'Heavy-duty tarps fastened to hold through the next storm.',
        icon: 'emergency',
      },
      {
        title: 'Tree and debris removal',
        body: 'Limbs off the roof and openings boarded before more rain arrives.',
        icon: 'hammer',
      },
      {
        title: 'Claim-ready photos',
        body: 'Time-stamped photos of the damage and the temporary fix for your insurer.',
        icon: 'inspection',
      },
    ],
  },
  cta: {
    heading: 'Water coming in right now?',
    body: 'Call the office line any time; it rings through to the on-call crew.',
  },
});

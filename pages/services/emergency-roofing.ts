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
  // Someone with water coming in should call: both offices' numbers lead the page.
  callFirst: true,
  hero: {
    eyebrow: '24/7 emergency service',
    heading: 'Emergency Roof Help, Day or Night',
    subheading:
      'Call either office any time, day or night: a person answers, and a crew comes out the same day to stop the water with tarps, board-up and debris removal.',
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
  sections: [
    {
      type: 'RichText',
      heading: 'What happens when you call',
      content: [
        'A person answers around the clock on both office lines and sends the on-call crew. We tarp or board up the same day, as soon as it is safe to get on the roof, and come back for the permanent repair.',
        'Emergency tarping is usually part of your insurance claim: most homeowner policies expect you to stop further damage, and pay for a temporary repair that does. We photograph the damage and the fix for your adjuster, and we tell you the tarping price on the phone before the crew leaves.',
      ],
    },
  ],
  cta: {
    heading: 'Water coming in right now?',
    body: 'Call either office any time; it rings through to the on-call crew.',
  },
});

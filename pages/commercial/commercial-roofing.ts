import { site } from '../_lib/site';
import { defineServicePage } from '../_lib/service-page';
import { commercialFaqs } from '../_shared/faqs';

export default defineServicePage({
  path: '/commercial/commercial-roofing',
  label: 'Commercial Roofing',
  serviceType: 'Commercial roofing',
  seo: {
    title: `Commercial Roofing in Tulsa & Kansas City | ${site.company.mark.name}`,
    description:
      'Flat and low-slope commercial roofing: TPO, EPDM and modified bitumen installs, repairs and maintenance plans for offices, retail and churches.',
  },
  hero: {
    eyebrow: 'Commercial roofing',
    heading: 'Commercial Roofs That Keep Business Running',
    subheading:
      'Offices, retail centers, warehouses and churches across Green Country and the Kansas City metro trust us with installs, repairs and maintenance.',
  },
  cards: {
    heading: 'Commercial systems we install',
    items: [
      {
        title: 'TPO membranes',
        body: 'White, heat-welded seams that reflect the summer sun.',
        icon: 'flat',
        points: [],
      },
      {
        title: 'EPDM rubber',
        body: 'A proven membrane in use for over 40 years with 30+ year warranties.',
        icon: 'commercial',
      },
      {
        title: 'Metal and modified bitumen',
        body: 'Standing seam for sloped buildings, torch-down for high-traffic flat roofs.',
        icon: 'metal',
      },
    ],
  },
  sections: [
    {
      type: 'ServiceCards',
      tone: 'alt',
      heading: 'Commercial membranes in detail',
      items: [
        {
          title: 'TPO roofing',
          body: 'Energy-saving single-ply for buildings that run their A/C hard.',
          link: { href: '/commercial/tpo-roofing' },
          icon: 'flat',
        },
        {
          title: 'EPDM roofing',
          body: 'Durable rubber roofing for hail, heat and freeze-thaw.',
          link: { href: '/commercial/epdm-roofing' },
          icon: 'commercial',
        },
      ],
    },
    { type: 'FAQ', heading: 'Commercial roofing questions', items: commercialFaqs },
  ],
  cta: { heading: 'Manage a building?', body: 'Ask for a free roof assessment and a maintenance plan quote.' },
});

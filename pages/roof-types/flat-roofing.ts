import { site } from '../_lib/site';
import { defineServicePage } from '../_lib/service-page';

export default defineServicePage({
  path: '/roof-types/flat-roofing',
  label: 'Flat Roofing',
  serviceType: 'Flat roofing',
  seo: {
    title: `Flat Roofing: TPO, EPDM & Modified Bitumen | ${site.company.mark.name}`,
    description:
      'Flat and low-slope roofs for homes, porches and additions: TPO, EPDM and modified bitumen, with proper drainage so water never sits.',
  },
  hero: {
    eyebrow: 'Roof types · Flat',
    heading: 'Flat Roofs That Drain and Stay Dry',
    subheading:
      'Porches, additions and mid-century homes with low slopes need membranes, not shingles. We install and repair all three main systems.',
  },
  cards: {
    heading: 'Flat-roof systems',
    items: [
      {
        title: 'TPO',
        body: 'Reflective single-ply with welded seams.',
        icon: 'flat',
        link: { label: 'TPO roofing', href: '/commercial/tpo-roofing' },
      },
      {
        title: 'EPDM',
        body: 'Rubber membrane with 30+ year warranties.',
        icon: 'commercial',
        link: { label: 'EPDM roofing', href: '/commercial/epdm-roofing' },
      },
      { title: 'Modified bitumen', body: 'Multi-ply torch-down or peel-and-stick for foot traffic.', icon: 'hammer' },
    ],
  },
  cta: { heading: 'Ponding water or a soft spot?', body: 'Get a free flat-roof inspection and a drainage plan.' },
});

import { site } from '../_lib/site';
import { defineServicePage } from '../_lib/service-page';

export default defineServicePage({
  path: '/commercial/tpo-roofing',
  label: 'TPO Roofing',
  serviceType: 'TPO roofing installation',
  seo: {
    title: `TPO Roofing Installation & Repair | ${site.company.shortName}`,
    description:
      'Reflective TPO single-ply roofing with heat-welded seams for commercial buildings in Tulsa and Kansas City. Lower cooling bills, long warranties.',
  },
  hero: {
    eyebrow: 'Commercial · TPO',
    heading: 'TPO Roofing for Cooler, Tighter Buildings',
    subheading:
      'A white thermoplastic membrane with hot-air welded seams: reflective, watertight and ideal for Oklahoma summers.',
  },
  cards: {
    heading: 'Why building owners choose TPO',
    items: [
      { title: 'Cooling savings', body: 'Reflective white membranes cut cooling costs by 15-30%.', icon: 'dollar' },
      {
        title: 'Welded seams',
        body: 'Seams are welded, not glued, so they are as strong as the sheet.',
        icon: 'check',
      },
      { title: 'Fast installs', body: 'Wide sheets and mechanical attachment keep your building open.', icon: 'clock' },
    ],
  },
  cta: { heading: 'Price a TPO roof', body: 'A free core sample and assessment tells us what your deck needs.' },
});

import { definePage } from '../../blocks/page';
import { site } from '../_lib/site';
import { defineServicePage } from '../_lib/service-page';
import { caseStudyText, tpoRetailTulsa, asCommercialPage } from '../_shared/commercial';

const page = defineServicePage({
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
      {
        title: 'Fast installs',
        body: 'Wide sheets and mechanical attachment keep your building open.',
        icon: 'clock',
      },
    ],
  },
  sections: [
    {
      type: 'RichText',
      tone: 'alt',
      eyebrow: 'Case study',
      heading: 'A TPO overlay on a Tulsa retail center',
      ...caseStudyText(tpoRetailTulsa),
    },
    {
      type: 'ContentCards',
      heading: 'TPO warranties and upkeep',
      columns: 'two',
      items: [
        {
          title: 'Manufacturer warranties',
          icon: 'shield',
          body: 'TPO system warranties run from 10 to 30 years, by membrane thickness (45, 60 or 80 mil) and system. The longest are NDL warranties, which cover materials and installation with no dollar limit.',
          link: { label: 'Commercial warranties, compared', href: '/commercial/commercial-roofing#warranties' },
        },
        {
          title: 'Spring and fall care',
          icon: 'inspection',
          body: 'Welded seams rarely fail, but flashing, drains and rooftop-unit traffic need watching. Our plan checks them twice a year and after storms, with a written photo report.',
          link: { label: 'See the maintenance plan', href: '/commercial/commercial-roofing#maintenance' },
        },
      ],
    },
  ],
  cta: { heading: 'Price a TPO roof', body: 'A free core sample and assessment tells us what your deck needs.' },
});

export default definePage({
  ...asCommercialPage(page),
  standIns: [
    {
      kind: 'figure',
      todo: 'Confirm the TPO warranty range (10-30 years by thickness and system) against the membrane lines we install, and which of them we can register as NDL.',
    },
  ],
});

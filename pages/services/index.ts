import { dayRangeText } from '../../schema/site-facts';
import { site } from '../_lib/site';
import { definePage } from '../../blocks/page';

export default definePage({
  path: '/services',
  label: 'Services',
  seo: {
    title: `Roofing Services | ${site.company.name}`,
    description:
      'Roof repair, replacement, storm damage, new installation, inspections and 24/7 emergency roofing, plus metal, shingle, flat and commercial roofs.',
  },
  breadcrumbs: [{ label: 'Home', href: '/' }],
  blocks: [
    {
      type: 'Hero',
      eyebrow: 'What we do',
      heading: 'Roofing Services',
      subheading:
        'From a single leaking pipe boot to a full commercial re-roof, one veteran-owned crew handles it, with free inspections and help with every insurance claim.',
      actions: [{ label: 'Free Inspection', href: '/contact#request' }],
      callOffice: 'primary',
    },
    { type: 'Breadcrumbs' },
    {
      type: 'ServiceCards',
      heading: 'Residential services',
      items: [
        {
          title: 'Roof Repair',
          body: 'Leaks, missing shingles and failed flashing, traced and fixed.',
          link: { href: '/services/roof-repair' },
          icon: 'repair',
        },
        {
          title: 'Roof Replacement',
          body: `Complete tear-off and new roof, usually in ${dayRangeText(site.turnaround.replacementDays)}.`,
          link: { href: '/services/roof-replacement' },
          icon: 'replacement',
        },
        {
          title: 'Storm Damage',
          body: 'Hail and wind damage, documented for your insurer.',
          link: { href: '/services/storm-damage' },
          icon: 'storm',
        },
        {
          title: 'New Installation',
          body: 'Roofs for new homes and additions, on your builder’s schedule.',
          link: { href: '/services/new-installation' },
          icon: 'install',
        },
        {
          title: 'Roof Inspection',
          body: 'Free inspection with a photo report you keep.',
          link: { href: '/services/roof-inspection' },
          icon: 'inspection',
        },
        {
          title: 'Emergency Roofing',
          body: '24/7 tarping and board-up when water is coming in.',
          link: { href: '/services/emergency-roofing' },
          icon: 'emergency',
        },
      ],
    },
    {
      type: 'ServiceCards',
      tone: 'alt',
      heading: 'Roof types',
      items: [
        {
          title: 'Asphalt Shingles',
          body: 'Architectural and impact-rated shingles.',
          link: { href: '/roof-types/asphalt-shingles' },
          icon: 'shingle',
        },
        {
          title: 'Metal Roofing',
          body: 'Standing seam with a 50+ year lifespan.',
          link: { href: '/roof-types/metal-roofing' },
          icon: 'metal',
        },
        {
          title: 'Flat Roofing',
          body: 'TPO, EPDM and modified bitumen.',
          link: { href: '/roof-types/flat-roofing' },
          icon: 'flat',
        },
      ],
    },
    {
      type: 'ServiceCards',
      heading: 'Commercial roofing',
      items: [
        {
          title: 'TPO Roofing',
          body: 'Reflective single-ply membranes.',
          link: { href: '/commercial/tpo-roofing' },
          icon: 'flat',
        },
        {
          title: 'EPDM Roofing',
          body: 'Rubber roofing with 30+ year warranties.',
          link: { href: '/commercial/epdm-roofing' },
          icon: 'commercial',
        },
        {
          title: 'Commercial Roofing',
          body: 'Installs, repairs and maintenance plans.',
          link: { href: '/commercial/commercial-roofing' },
          icon: 'commercial',
        },
      ],
    },
    {
      type: 'CTA',
      heading: 'Not sure what your roof needs?',
      body: 'Start with a free inspection. We will tell you honestly whether to repair, replace or wait.',
      actions: [{ label: 'Schedule Inspection', href: '/contact' }],
      callOffice: 'primary',
    },
  ],
});

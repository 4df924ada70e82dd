import { definePage } from '../../blocks/page';

export default definePage({
  path: '/services',
  label: 'Services',
  seo: {
    title: 'Roofing Services | Ridgeline Veteran Roofing',
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
      actions: [{ label: 'Free Inspection', href: '/contact' }],
      callOffice: 'tulsa',
    },
    { type: 'Breadcrumbs' },
    {
      type: 'ServiceCards',
      heading: 'Residential services',
      items: [
        {
          title: 'Roof Repair',
          description: 'Leaks, missing shingles and failed flashing, traced and fixed.',
          href: '/services/roof-repair',
          icon: 'repair',
        },
        {
          title: 'Roof Replacement',
          description: 'Complete tear-off and new roof, usually in 1-3 days.',
          href: '/services/roof-replacement',
          icon: 'replacement',
        },
        {
          title: 'Storm Damage',
          description: 'Hail and wind damage, documented for your insurer.',
          href: '/services/storm-damage',
          icon: 'storm',
        },
        {
          title: 'New Installation',
          description: 'Roofs for new homes and additions, on your builder’s schedule.',
          href: '/services/new-installation',
          icon: 'install',
        },
        {
          title: 'Roof Inspection',
          description: 'Free inspection with a photo report you keep.',
          href: '/services/roof-inspection',
          icon: 'inspection',
        },
        {
          title: 'Emergency Roofing',
          description: '24/7 tarping and board-up when water is coming in.',
          href: '/services/emergency-roofing',
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
          description: 'Architectural and impact-rated shingles.',
          href: '/roof-types/asphalt-shingles',
          icon: 'shingle',
        },
        {
          title: 'Metal Roofing',
          description: 'Standing seam with a 50+ year lifespan.',
          href: '/roof-types/metal-roofing',
          icon: 'metal',
        },
        {
          title: 'Flat Roofing',
          description: 'TPO, EPDM and modified bitumen.',
          href: '/roof-types/flat-roofing',
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
          description: 'Reflective single-ply membranes.',
          href: '/commercial/tpo-roofing',
          icon: 'flat',
        },
        {
          title: 'EPDM Roofing',
          description: 'Rubber roofing with 30+ year warranties.',
          href: '/commercial/epdm-roofing',
          icon: 'commercial',
        },
        {
          title: 'Commercial Roofing',
          description: 'Installs, repairs and maintenance plans.',
          href: '/commercial/commercial-roofing',
          icon: 'commercial',
        },
      ],
    },
    {
      type: 'CTA',
      heading: 'Not sure what your roof needs?',
      body: 'Start with a free inspection. We will tell you honestly whether to repair, replace or wait.',
      actions: [{ label: 'Schedule Inspection', href: '/contact' }],
      callOffice: 'tulsa',
    },
  ],
});

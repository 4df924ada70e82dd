import { site } from '../_lib/site';
import { defineServicePage } from '../_lib/service-page';
import { repairReviews } from '../_shared/reviews';

export default defineServicePage({
  path: '/services/roof-repair',
  label: 'Roof Repair',
  serviceType: 'Roof repair',
  seo: {
    title: `Roof Repair in Tulsa & Kansas City | ${site.company.shortName}`,
    description:
      'Leaks, missing shingles, failed flashing: veteran-owned roof repair with free inspections, photo reports and 24/7 emergency tarping.',
  },
  hero: {
    eyebrow: 'Roof repair',
    heading: 'Roof Repair That Finds the Real Leak',
    subheading:
      'Most leaks start at a pipe boot, a chimney or a valley, not in the middle of the roof. We trace the water, fix the cause and show you photos of the work.',
  },
  cards: {
    heading: 'Signs you need a roof repair',
    intro: 'Catch these early and a repair costs a fraction of a replacement.',
    items: [
      {
        title: 'Stains on the ceiling',
        body: 'Brown rings or bubbling paint mean water has been getting in for a while.',
        icon: 'repair',
      },
      {
        title: 'Missing or lifted shingles',
        body: 'Plains winds lift tabs and break the seal strip that keeps water out.',
        icon: 'shingle',
      },
      {
        title: 'Granules in the gutters',
        body: 'Bald spots after a storm leave the asphalt mat open to sun and rain.',
        icon: 'storm',
      },
      {
        title: 'Cracked flashing or boots',
        body: 'Rubber pipe boots crack in 8-10 years of Plains sun; flashing pulls loose at chimneys.',
        icon: 'hammer',
      },
    ],
  },
  sections: [
    {
      type: 'Steps',
      tone: 'alt',
      heading: 'Our repair process',
      items: [
        { title: 'Inspect', body: 'A free roof and attic inspection to find where the water really gets in.' },
        { title: 'Explain', body: 'A photo report and a written, fixed price before any work starts.' },
        { title: 'Repair', body: 'Matched shingles, new flashing and sealed penetrations, usually in one visit.' },
        { title: 'Verify', body: 'We water-test where it makes sense and send you before-and-after photos.' },
      ],
    },
    {
      type: 'ContentCards',
      heading: 'Materials we repair',
      columns: 'three',
      items: [
        {
          title: 'Asphalt shingles',
          body: 'Three-tab and architectural shingles, matched by brand, color and exposure.',
          icon: 'shingle',
        },
        {
          title: 'Metal roofing',
          body: 'Standing-seam and exposed-fastener panels, screws, sealants and trim.',
          icon: 'metal',
        },
        {
          title: 'Flat and low-slope',
          body: 'TPO, EPDM and modified bitumen seams, punctures and drains.',
          icon: 'flat',
        },
      ],
    },
    { type: 'Testimonials', heading: 'A repair customer says', items: repairReviews, showRating: false },
  ],
  cta: {
    heading: 'Got a leak? Let us find it.',
    body: 'Free inspections, written prices and emergency tarping 24/7 after storms.',
  },
});

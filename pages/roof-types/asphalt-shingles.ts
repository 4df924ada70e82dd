import { site } from '../_lib/site';
import { defineServicePage } from '../_lib/service-page';

export default defineServicePage({
  path: '/roof-types/asphalt-shingles',
  label: 'Asphalt Shingles',
  serviceType: 'Asphalt shingle roofing',
  seo: {
    title: `Asphalt Shingle Roofing in Tulsa | ${site.company.shortName}`,
    description:
      'Architectural and impact-rated asphalt shingles with 20-30 year warranties on asphalt and up to 50 years on premium lines, installed by a veteran-owned crew.',
  },
  hero: {
    eyebrow: 'Roof types · Asphalt shingles',
    heading: 'Asphalt Shingles, Installed to Warranty Spec',
    subheading:
      'The most popular roof on the Plains: affordable, good-looking and, with impact-rated lines, ready for hail season.',
  },
  cards: {
    heading: 'Shingle options',
    items: [
      {
        title: 'Architectural shingles',
        body: 'Dimensional look, 20-30 year warranties on standard asphalt lines.',
        icon: 'shingle',
      },
      { title: 'Impact-rated (Class 4)', body: 'Resists hail and can earn insurance discounts.', icon: 'storm' },
      { title: 'Designer lines', body: 'Slate and shake looks with warranties from 25 up to 50 years.', icon: 'star' },
    ],
  },
  cta: { heading: 'Compare shingle lines', body: 'See samples on your own roof line before you choose.' },
});

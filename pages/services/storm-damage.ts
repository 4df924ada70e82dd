import { site } from '../_lib/site';
import { defineServicePage } from '../_lib/service-page';
import { stormFaqs } from '../_shared/faqs';

export default defineServicePage({
  path: '/services/storm-damage',
  label: 'Storm Damage Repair',
  serviceType: 'Storm damage roof repair',
  seo: {
    title: `Hail & Storm Damage Roof Repair | ${site.company.shortName}`,
    description:
      'Hail and wind damage repair with free inspections, photo documentation and adjuster meetings. We work with all insurance companies.',
  },
  hero: {
    eyebrow: 'Storm damage',
    heading: 'Hail and Wind Damage, Handled from Claim to Clean-up',
    subheading:
      'Tulsa sits in one of the most hail-prone corridors in the country. We document the damage, meet your adjuster and make the roof whole again.',
  },
  cards: {
    heading: 'What we repair after a storm',
    items: [
      {
        title: 'Hail bruising',
        body: 'Soft spots and cracked mats that shorten a shingle’s life even when nothing leaks yet.',
        icon: 'storm',
      },
      {
        title: 'Wind-lifted shingles',
        body: 'Creased and missing tabs, ridge caps and starter strips torn loose by straight-line winds.',
        icon: 'shingle',
      },
      {
        title: 'Gutters, vents and siding',
        body: 'Dented metal and cracked vents that adjusters often miss without a close look.',
        icon: 'inspection',
      },
    ],
  },
  sections: [{ type: 'FAQ', tone: 'alt', heading: 'Storm damage questions', items: stormFaqs }],
  cta: {
    heading: 'Storm just hit? Get a free damage inspection.',
    body: 'We work with all insurance companies and offer 24/7 emergency tarping.',
  },
});

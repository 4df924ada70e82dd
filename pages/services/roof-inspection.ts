import { site } from '../_lib/site';
import { defineServicePage } from '../_lib/service-page';
import { inspectionFaqs } from '../_shared/faqs';

export default defineServicePage({
  path: '/services/roof-inspection',
  label: 'Roof Inspection',
  serviceType: 'Roof inspection',
  seo: {
    title: `Free Roof Inspection in Tulsa & KC | ${site.company.shortName}`,
    description:
      'A free, no-obligation roof inspection with a photo report: shingles, flashing, vents, gutters and attic. Ideal after hail or before buying a home.',
  },
  hero: {
    eyebrow: 'Free roof inspection',
    heading: 'Know Exactly What Shape Your Roof Is In',
    subheading:
      'A certified inspector walks the roof and the attic and sends you a photo report you can keep, share with your insurer or use when you buy or sell.',
  },
  cards: {
    heading: 'When to book an inspection',
    items: [
      {
        title: 'After hail or high wind',
        body: 'Damage is easiest to prove soon after the storm date.',
        icon: 'storm',
      },
      {
        title: 'Buying or selling a home',
        body: 'Know the remaining life of the roof before you negotiate.',
        icon: 'home',
      },
      {
        title: 'Every couple of years',
        body: 'Small fixes like a cracked pipe boot prevent big leaks.',
        icon: 'inspection',
      },
    ],
  },
  sections: [{ type: 'FAQ', tone: 'alt', heading: 'Inspection questions', items: inspectionFaqs }],
  cta: {
    heading: 'Book your free inspection',
    body: 'Most inspections are scheduled within 48 hours, sooner after storms.',
  },
});

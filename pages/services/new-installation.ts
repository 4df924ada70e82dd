import { businessDaysText } from '../../schema/site-facts';
import { site } from '../_lib/site';
import { defineServicePage } from '../_lib/service-page';
import { inspectionFaqs } from '../_shared/faqs';

export default defineServicePage({
  path: '/services/new-installation',
  label: 'New Roof Installation',
  serviceType: 'New roof installation',
  seo: {
    title: `New Roof Installation for New Homes | ${site.company.shortName}`,
    description:
      'New construction and addition roofing in Tulsa and the Kansas City metro, coordinated with your builder and backed by up to 50-year warranties.',
  },
  hero: {
    eyebrow: 'New installation',
    heading: 'Roofs for New Homes and Additions',
    subheading:
      'We work to your builder’s schedule, install to manufacturer spec so the warranty holds, and leave the site ready for the next trade.',
  },
  cards: {
    heading: `What you get with a ${site.company.mark.name} install`,
    items: [
      {
        title: 'Builder coordination',
        body: 'We schedule around framing, windows and inspections so nobody waits on the roof.',
        icon: 'install',
      },
      {
        title: 'Code-ready details',
        body: 'Ice and water shield, drip edge, ventilation and flashing to local code in OK and KS.',
        icon: 'check',
      },
      {
        title: 'Preferred-contractor warranties',
        body: 'Preferred-contractor status for premium materials unlocks the longest manufacturer warranties.',
        icon: 'shield',
      },
    ],
  },
  sections: [{ type: 'FAQ', tone: 'alt', heading: 'Installation questions', items: inspectionFaqs }],
  cta: {
    heading: 'Building or adding on?',
    body: `Send us your plans and we will price the roof within ${businessDaysText(site.turnaround.quoteBusinessDays)}.`,
  },
});

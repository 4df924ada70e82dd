import { site } from './_lib/site';
import { definePage } from '../blocks/page';

export default definePage({
  path: '/404',
  seo: {
    title: `Page Not Found | ${site.company.name}`,
    description: `The page you were looking for does not exist. Head back to the ${site.company.name} home page to find roofing services near you.`,
    noindex: true,
  },
  stormBanner: true,
  blocks: [
    {
      type: 'Hero',
      heading: '404',
      subheading: 'Oops! Page not found',
      actions: [{ label: 'Return to Home', href: '/' }],
    },
    {
      type: 'ContentCards',
      eyebrow: 'Popular pages',
      heading: 'Where would you like to go?',
      columns: 'four',
      items: [
        {
          title: 'Roofing services',
          body: 'Repair, replacement, storm damage, inspections and commercial roofs.',
          icon: 'replacement',
          link: { label: 'See our services', href: '/services' },
        },
        {
          title: 'Service areas',
          body: 'The Tulsa area and the Kansas City metro, city by city.',
          icon: 'inspection',
          link: { label: 'Find your city', href: '/service-areas' },
        },
        {
          title: 'Have storm damage?',
          body: 'What to do after hail or wind, and how we help with the claim.',
          icon: 'storm',
          link: { label: 'Read the storm guide', href: '/have-storm-damage' },
        },
        {
          title: 'Financing',
          body: 'Monthly payments as low as $99 with a quick pre-qualification.',
          icon: 'install',
          link: { label: 'See financing', href: '/financing' },
        },
      ],
    },
    {
      type: 'CTA',
      heading: 'Rather talk to a person?',
      body: 'Call the office nearest you or send us a message, and we will point you to the right page or answer your question ourselves.',
      actions: [{ label: 'Contact Us', href: '/contact' }],
      callOffice: ['tulsa', 'kansas'],
    },
  ],
});

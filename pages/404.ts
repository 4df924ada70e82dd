import { definePage } from '../schema/page';

export default definePage({
  path: '/404',
  seo: {
    title: 'Page Not Found | Ridgeline Veteran Roofing',
    description: 'The page you were looking for does not exist. Head back to the Ridgeline Veteran Roofing home page to find roofing services near you.',
    noindex: true,
  },
  blocks: [
    {
      type: 'Hero',
      heading: '404',
      subheading: 'Oops! Page not found',
      actions: [{ label: 'Return to Home', href: '/' }],
    },
  ],
});

import { definePage } from '../../blocks/page';

export default definePage({
  path: '/auth',
  label: 'Admin Access',
  seo: {
    title: 'Admin Access | Ridgeline Veteran Roofing',
    description:
      'Staff sign-in for the Ridgeline Veteran Roofing admin area, where contact requests are read. Admin rights are granted separately.',
    noindex: true,
  },
  blocks: [{ type: 'AuthPanel' }],
});

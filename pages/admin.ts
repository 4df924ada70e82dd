import { definePage } from '../blocks/page';

export default definePage({
  path: '/admin',
  label: 'Admin Dashboard',
  seo: {
    title: 'Admin Dashboard | Ridgeline Veteran Roofing',
    description:
      'Contact form submissions for Ridgeline Veteran Roofing staff: counters, search, weekly trend and CSV export. Admins only.',
    noindex: true,
  },
  blocks: [{ type: 'AdminDashboard' }],
});

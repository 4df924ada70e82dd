import { site } from './_lib/site';
import { definePage } from '../blocks/page';

export default definePage({
  path: '/admin',
  label: 'Admin Dashboard',
  seo: {
    title: `Admin Dashboard | ${site.company.name}`,
    description: `Contact form submissions for ${site.company.name} staff: counters, search, weekly trend and CSV export. Admins only.`,
    noindex: true,
  },
  blocks: [{ type: 'AdminDashboard' }],
});

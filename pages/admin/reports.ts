import { site } from '../_lib/site';
import { definePage } from '../../blocks/page';

export default definePage({
  path: '/admin/reports',
  label: 'Reports',
  seo: {
    title: `Reports | ${site.company.name}`,
    description: `Where ${site.company.name}'s requests came from and what they became: won jobs and their value per channel, page and office. Admins only.`,
    noindex: true,
  },
  blocks: [{ type: 'AdminReports' }],
});

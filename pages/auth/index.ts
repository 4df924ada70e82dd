import { site } from '../_lib/site';
import { definePage } from '../../blocks/page';

export default definePage({
  path: '/auth',
  label: 'Admin Access',
  seo: {
    title: `Admin Access | ${site.company.name}`,
    description: `Staff sign-in for the ${site.company.name} admin area, where contact requests are read. Admin rights are granted separately.`,
    noindex: true,
  },
  blocks: [{ type: 'AuthPanel' }],
});

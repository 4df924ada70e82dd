import { site } from '../_lib/site';
import { definePage } from '../../blocks/page';

export default definePage({
  path: '/admin/system',
  label: 'System',
  seo: {
    title: `System | ${site.company.name}`,
    description: `How the ${site.company.name} website's server is doing: version, database, backups, mail, timed jobs and open alarms. Admins only.`,
    noindex: true,
  },
  blocks: [{ type: 'AdminSystem' }],
});

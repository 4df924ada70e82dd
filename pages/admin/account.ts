import { site } from '../_lib/site';
import { definePage } from '../../blocks/page';

export default definePage({
  path: '/admin/account',
  label: 'Account & security',
  seo: {
    title: `Account & security | ${site.company.name}`,
    description: `Passkeys, authenticator app and recovery codes for a ${site.company.name} staff account: two-step sign-in for the admin area.`,
    noindex: true,
  },
  blocks: [{ type: 'AdminAccount' }],
});

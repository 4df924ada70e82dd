import { definePage } from '../../blocks/page';

export default definePage({
  path: '/admin/account',
  label: 'Account & security',
  seo: {
    title: 'Account & security | Ridgeline Veteran Roofing',
    description:
      'Passkeys, authenticator app and recovery codes for a Ridgeline Veteran Roofing staff account: two-step sign-in for the admin area.',
    noindex: true,
  },
  blocks: [{ type: 'AdminAccount' }],
});

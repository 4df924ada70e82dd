import { site } from '../_lib/site';
import { definePage } from '../../blocks/page';

export default definePage({
  path: '/auth/reset',
  label: 'Reset Password',
  seo: {
    title: `Reset Your Password | ${site.company.name}`,
    description: `Set a new password for your ${site.company.name} staff account from the link in your password-reset email.`,
    noindex: true,
  },
  blocks: [{ type: 'PasswordReset' }],
});

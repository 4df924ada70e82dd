import { definePage } from '../../blocks/page';

export default definePage({
  path: '/auth/reset',
  label: 'Reset Password',
  seo: {
    title: 'Reset Your Password | Ridgeline Veteran Roofing',
    description:
      'Set a new password for your Ridgeline Veteran Roofing staff account from the link in your password-reset email.',
    noindex: true,
  },
  blocks: [{ type: 'PasswordReset' }],
});

import { composeMail, type MailBrand } from '../mail/compose';
import type { MailToSend } from '../mail/outbox';

/** The account mails. Names come from the person's own input and are escaped by composeMail. */

export function verificationMail(
  brand: MailBrand,
  to: string,
  fullName: string,
  link: string,
  validHours: number,
): MailToSend {
  return {
    to,
    topic: 'account:verify',
    ...composeMail(brand, {
      subject: `Confirm your email for ${brand.company}`,
      greeting: `Hello ${fullName},`,
      paragraphs: [
        `Thanks for creating an account with ${brand.company}. Please confirm that this is your email address; the link signs you in.`,
      ],
      action: { label: 'Confirm my email', url: link },
      footnotes: [
        `The link works once and for ${validHours} hours.`,
        'If you did not create this account, ignore this mail and nothing will happen.',
        'Admin rights are granted separately by the site owner.',
      ],
    }),
  };
}

/** Sent instead of a second account when someone signs up with an address that has one. */
export function alreadyRegisteredMail(
  brand: MailBrand,
  to: string,
  fullName: string,
  resetLink: string | undefined,
  validMinutes: number,
): MailToSend {
  return {
    to,
    topic: 'account:already-registered',
    ...composeMail(brand, {
      subject: `Sign-up attempt on ${brand.company}`,
      greeting: `Hello ${fullName},`,
      paragraphs: [
        `Someone (maybe you) just tried to create an account on ${brand.company} with this email address. You already have an account, so no new one was made.`,
        resetLink
          ? 'If you forgot your password, you can choose a new one here:'
          : 'If you forgot your password, use "Forgot password" on the sign-in page.',
      ],
      action: resetLink ? { label: 'Choose a new password', url: resetLink } : undefined,
      footnotes: [
        ...(resetLink ? [`The link works once and for ${validMinutes} minutes.`] : []),
        'If it was not you, you can ignore this mail: your account and password are unchanged.',
      ],
    }),
  };
}

export function passwordResetMail(
  brand: MailBrand,
  to: string,
  fullName: string,
  link: string,
  validMinutes: number,
): MailToSend {
  return {
    to,
    topic: 'account:password-reset',
    ...composeMail(brand, {
      subject: `Reset your ${brand.company} password`,
      greeting: `Hello ${fullName},`,
      paragraphs: ['We received a request to reset the password of your account. Choose a new password here:'],
      action: { label: 'Choose a new password', url: link },
      footnotes: [
        `The link works once and for ${validMinutes} minutes. Setting a new password signs you out everywhere.`,
        'If you did not ask for this, ignore this mail: your password stays as it is.',
      ],
    }),
  };
}

/** The verification link: a server route that verifies, signs in and lands on the site root. */
export function verificationLink(siteUrl: string, token: string): string {
  return `${siteUrl}/api/auth/verify?token=${encodeURIComponent(token)}`;
}

/** The reset page; the token rides in the fragment, so it never reaches server logs or a Referer. */
export function resetLink(siteUrl: string, token: string): string {
  return `${siteUrl}/auth/reset#token=${encodeURIComponent(token)}`;
}

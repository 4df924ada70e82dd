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
      body: [
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
      body: [
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
      body: ['We received a request to reset the password of your account. Choose a new password here:'],
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

/** A change to how an account signs in, told to its owner so a change they did not make is noticed. */
export type SecurityEvent =
  | { kind: 'passkey-added'; name: string }
  | { kind: 'passkey-removed'; name: string }
  | { kind: 'totp-added'; name: string }
  | { kind: 'totp-removed'; name: string }
  | { kind: 'recovery-codes-created' }
  | { kind: 'recovery-code-used'; left: number }
  | { kind: 'second-factors-reset' }
  | { kind: 'password-changed' }
  | { kind: 'password-reset' }
  /** Wrong second-step codes after the right password: mailed once when they reach the count. */
  | { kind: 'codes-guessed'; count: number }
  /** An authenticator code typed again after it had worked: kept in the history, counted as a wrong code, mailed (the first in an hour). */
  | { kind: 'totp-replayed'; network: string };

/** One line for the account's history and the mail's subject line. */
export function describeSecurityEvent(event: SecurityEvent): { subject: string; text: string } {
  switch (event.kind) {
    case 'passkey-added':
      return { subject: 'A passkey was added', text: `A passkey named "${event.name}" was added to your account.` };
    case 'passkey-removed':
      return {
        subject: 'A passkey was removed',
        text: `The passkey named "${event.name}" was removed from your account.`,
      };
    case 'totp-added':
      return {
        subject: 'An authenticator app was set up',
        text: `An authenticator app ("${event.name}") was set up for your account.`,
      };
    case 'totp-removed':
      return {
        subject: 'An authenticator app was removed',
        text: `The authenticator app "${event.name}" was removed from your account; its codes no longer work.`,
      };
    case 'recovery-codes-created':
      return {
        subject: 'New recovery codes',
        text: 'New recovery codes were made for your account; any older ones no longer work.',
      };
    case 'recovery-code-used':
      return {
        subject: 'A recovery code was used',
        text: `A recovery code was used to sign in to your account. ${event.left} of 10 codes are left.`,
      };
    case 'second-factors-reset':
      return {
        subject: 'Two-step sign-in was reset',
        text: 'The site owner removed your passkeys, authenticator app and recovery codes at the server, and signed you out everywhere. Sign in with your password and set up two-step sign-in again.',
      };
    case 'password-changed':
      return {
        subject: 'Your password was changed',
        text: 'The password of your account was changed on the account page. Every other device signed in to the account was signed out.',
      };
    case 'password-reset':
      return {
        subject: 'Your password was changed',
        text: 'The password of your account was changed with a reset link sent to this address, and every device signed in to the account was signed out.',
      };
    case 'codes-guessed':
      return {
        subject: 'Someone is trying codes with your password',
        text: `${event.count} wrong sign-in codes were typed for your account within an hour, each after the right password. Someone who has your password is trying codes: change your password now ("Forgot password" on the sign-in page). You will not get this mail again for every further try.`,
      };
    case 'totp-replayed':
      return {
        subject: 'An authenticator code was used twice',
        text: `An authenticator code that had already signed in was typed again (from ${event.network}) and refused. If that was not you mistyping, someone may have seen your code and has your password: change your password.`,
      };
  }
}

export function securityMail(
  brand: MailBrand,
  to: string,
  fullName: string,
  event: SecurityEvent,
  when: Date,
  signInUrl: string,
): MailToSend {
  const { subject, text } = describeSecurityEvent(event);
  return {
    to,
    topic: `account:security:${event.kind}`,
    ...composeMail(brand, {
      subject: `${subject} on your ${brand.company} account`,
      greeting: `Hello ${fullName},`,
      body: [text, `When: ${when.toISOString().replace('T', ' ').slice(0, 16)} UTC.`],
      action: { label: 'Review your account', url: signInUrl },
      footnotes: [
        'If this was you, there is nothing to do.',
        event.kind === 'password-changed' || event.kind === 'password-reset'
          ? 'If it was not you, someone else knows your password or can read this mailbox: change the password of this mailbox first, then choose a new password with "Forgot password" on the sign-in page (that signs everyone out), and tell the site owner.'
          : 'If it was not you, change your password now ("Forgot password" on the sign-in page) and ask the site owner to reset your two-step sign-in.',
      ],
    }),
  };
}

/**
 * What a customer agrees to on the review page (/r/<token>), as data: the wording they read and its
 * version, which the server records with the time it received the form. A new wording gets a new
 * version; testimonials keep the version they were given under.
 */
export const CONSENT_VERSION = '2026-11-29';

export const CONSENT_TEXT = {
  public:
    'You may publish my words on your website, with the name I chose above and my neighbourhood. I can withdraw this at any time from this page.',
  internal: 'You may share my words inside the company (with the crew and the office).',
} as const;

/** How the testimonial is signed on the site. */
export const NAME_CHOICES = ['initial', 'family', 'anonymous'] as const;
export type NameChoice = (typeof NAME_CHOICES)[number];

export const REVIEW_LIMITS = {
  /** A testimonial's words: a few sentences read on a city page. */
  body: 1200,
  /** A private note to the owner. */
  note: 2000,
  neighbourhood: 60,
} as const;

/** A private score at or below this mails the owner at once (it never hides the Google button). */
export const LOW_SCORE = 3;

/** "Dave Rodriguez" → "Dave R."; "Dave" → "Dave"; the family: "The Rodriguez family". */
export function displayNameOf(fullName: string, choice: NameChoice): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  if (choice === 'anonymous' || !first) return 'A homeowner';
  if (choice === 'family') return last ? `The ${last} family` : `The ${first} family`;
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

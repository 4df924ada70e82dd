/**
 * Which channel brought a request, from its first touch (campaign tags, click ids, the referring
 * site) and what the visitor said ("How did you hear about us?"). Pure and versioned: the request
 * keeps the raw fields and the version of these rules, so a later change of rules can re-derive
 * every stored channel. Raise CHANNEL_RULES_VERSION whenever a rule changes an answer.
 *
 * The order of the rules matters and follows what the signals prove: an ad-click id beats a tag, a
 * paid medium beats the source's organic reading, a tag beats the referrer (Google sends only its
 * origin), and the visitor's own answer decides only where nothing was tracked.
 */

export const CHANNEL_RULES_VERSION = 1;

export const CHANNELS = [
  'google-ads',
  'google-organic',
  'google-business-profile',
  'microsoft-ads',
  'bing-organic',
  'other-search',
  'facebook-paid',
  'facebook-organic',
  'nextdoor',
  'yelp',
  'email',
  'ai-assistant',
  'other-paid',
  'campaign',
  'referral',
  'self-reported',
  'direct',
] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL_LABELS: Record<Channel, string> = {
  'google-ads': 'Google Ads',
  'google-organic': 'Google search (organic)',
  'google-business-profile': 'Google Business Profile',
  'microsoft-ads': 'Microsoft (Bing) Ads',
  'bing-organic': 'Bing search (organic)',
  'other-search': 'Other search engine',
  'facebook-paid': 'Facebook/Instagram ads',
  'facebook-organic': 'Facebook/Instagram (organic)',
  nextdoor: 'Nextdoor',
  yelp: 'Yelp',
  email: 'E-mail',
  'ai-assistant': 'AI assistant (ChatGPT, Perplexity …)',
  'other-paid': 'Other paid campaign',
  campaign: 'Other tagged campaign',
  referral: 'Link on another site',
  'self-reported': 'Not tracked: as the visitor said',
  direct: 'Direct (typed, bookmarked, or not known)',
};

export interface ChannelInput {
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  gclid?: string | null;
  gbraid?: string | null;
  wbraid?: string | null;
  msclkid?: string | null;
  fbclid?: string | null;
  referrerHost?: string | null;
  /** The visitor's "How did you hear about us?" answer. */
  heardAbout?: string | null;
  /** This site's host: a referrer from it is no outside site. */
  ownHost?: string | null;
}

const PAID_MEDIA = new Set([
  'cpc',
  'ppc',
  'paid',
  'paidsearch',
  'paid-search',
  'paid_search',
  'cpm',
  'cpv',
  'display',
  'paid-social',
  'paid_social',
  'paidsocial',
  'social-paid',
  'ads',
  'ad',
  'banner',
  'retargeting',
]);
const EMAIL_MEDIA = new Set(['email', 'e-mail', 'e_mail', 'newsletter', 'mail']);
const GBP_SOURCES = new Set([
  'gbp',
  'gmb',
  'google-business-profile',
  'google_business_profile',
  'googlebusinessprofile',
  'google-my-business',
  'google_my_business',
  'googlemybusiness',
  'google business profile',
  'google my business',
  'business.google.com',
]);
const GOOGLE_SOURCES = new Set(['google', 'google.com', 'adwords', 'googleads', 'google-ads', 'google_ads']);
const MICROSOFT_SOURCES = new Set(['bing', 'bing.com', 'microsoft', 'msn', 'microsoftads', 'microsoft-ads', 'bingads']);
const META_SOURCES = new Set([
  'facebook',
  'facebook.com',
  'fb',
  'instagram',
  'instagram.com',
  'ig',
  'meta',
  'messenger',
]);
const AI_SOURCES = new Set([
  'chatgpt',
  'chatgpt.com',
  'openai',
  'perplexity',
  'perplexity.ai',
  'copilot',
  'copilot.microsoft.com',
  'gemini',
  'gemini.google.com',
  'claude',
  'claude.ai',
]);
const OTHER_SEARCH_SOURCES = new Set(['duckduckgo', 'yahoo', 'ecosia', 'brave', 'yandex', 'baidu', 'aol']);

/** Host rules, tried in order on the referrer's host (and its parent domains). */
const HOST_RULES: readonly [RegExp, Channel][] = [
  [
    /(^|\.)(chatgpt\.com|chat\.openai\.com|perplexity\.ai|copilot\.microsoft\.com|gemini\.google\.com|claude\.ai|you\.com|meta\.ai)$/,
    'ai-assistant',
  ],
  [
    /(^|\.)(mail\.google\.com|outlook\.live\.com|outlook\.office\.com|outlook\.office365\.com|mail\.yahoo\.com|mail\.aol\.com|webmail\.[a-z0-9.-]+)$/,
    'email',
  ],
  [/(^|\.)(business\.google\.com|maps\.google\.[a-z.]+)$/, 'google-business-profile'],
  [/(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$/, 'google-organic'],
  [/(^|\.)bing\.com$/, 'bing-organic'],
  [
    /(^|\.)(duckduckgo\.com|search\.yahoo\.com|yahoo\.com|ecosia\.org|search\.brave\.com|yandex\.[a-z]+|baidu\.com|search\.aol\.com)$/,
    'other-search',
  ],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me|instagram\.com|messenger\.com|threads\.net)$/, 'facebook-organic'],
  [/(^|\.)nextdoor\.(com|co\.uk)$/, 'nextdoor'],
  [/(^|\.)yelp\.[a-z.]+$/, 'yelp'],
];

const lower = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/** The channel of a request's first touch (see the rules' order above). Total: any input gives a channel. */
export function classifyChannel(input: ChannelInput): Channel {
  const source = lower(input.utmSource);
  const medium = lower(input.utmMedium);
  const host = lower(input.referrerHost).replace(/^www\./, '');
  const own = lower(input.ownHost).replace(/^www\./, '');
  const outside = host && host !== own ? host : '';
  const paid = PAID_MEDIA.has(medium);

  // Ad-click ids are added by the ad platforms themselves: the surest signal there is.
  if (input.gclid || input.gbraid || input.wbraid) return 'google-ads';
  if (input.msclkid) return 'microsoft-ads';
  // The owner tags the Business Profile's website link (utm_source=gbp): its visits are not ads.
  if (GBP_SOURCES.has(source) || medium === 'gbp' || medium === 'gmb') return 'google-business-profile';
  if (paid) {
    if (GOOGLE_SOURCES.has(source)) return 'google-ads';
    if (MICROSOFT_SOURCES.has(source)) return 'microsoft-ads';
    if (META_SOURCES.has(source)) return 'facebook-paid';
    if (source === 'nextdoor') return 'nextdoor';
    if (source === 'yelp') return 'yelp';
    return 'other-paid';
  }
  if (EMAIL_MEDIA.has(medium) || EMAIL_MEDIA.has(source)) return 'email';
  if (source) {
    if (AI_SOURCES.has(source)) return 'ai-assistant';
    if (META_SOURCES.has(source)) return 'facebook-organic';
    if (source === 'nextdoor') return 'nextdoor';
    if (source === 'yelp') return 'yelp';
    if (GOOGLE_SOURCES.has(source)) return 'google-organic';
    if (MICROSOFT_SOURCES.has(source)) return 'bing-organic';
    if (OTHER_SEARCH_SOURCES.has(source)) return 'other-search';
  }
  // Facebook adds fbclid to every outbound link, paid or not: without a paid medium it is organic.
  if (input.fbclid) return 'facebook-organic';
  if (outside) {
    for (const [pattern, channel] of HOST_RULES) if (pattern.test(outside)) return channel;
  }
  if (source || medium || lower(input.utmCampaign)) return 'campaign';
  if (outside) return 'referral';
  if (lower(input.heardAbout)) return 'self-reported';
  return 'direct';
}

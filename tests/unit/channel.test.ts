import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHANNELS, type ChannelInput, classifyChannel } from '../../shared/channel';
import { cleanTouch, touchOfArrival, startsTouch, TOUCH_LIMITS } from '../../shared/touch';

const OWN = 'www.ridgelineroofing.example';

/** Real-world arrivals: what the platforms and browsers actually send, and the channel each means. */
const CASES: [string, ChannelInput, string][] = [
  [
    'Google Ads with auto-tagging',
    { gclid: 'Cj0KCQiA5fetBhC9ARIsAP1UMgF', referrerHost: 'www.google.com' },
    'google-ads',
  ],
  ['Google Ads on iOS (gbraid)', { gbraid: '0AAAAADcgPhs', referrerHost: 'www.google.com' }, 'google-ads'],
  ['Google Ads web-to-app (wbraid)', { wbraid: 'CkEKCQjw' }, 'google-ads'],
  ['Google Ads tagged by hand', { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'kc-hail' }, 'google-ads'],
  ['Google Ads, capitals in the tags', { utmSource: 'Google', utmMedium: 'CPC' }, 'google-ads'],
  ['Google organic (origin-only referrer)', { referrerHost: 'www.google.com' }, 'google-organic'],
  ['Google organic, a country domain', { referrerHost: 'www.google.co.uk' }, 'google-organic'],
  [
    'Business Profile link tagged gbp',
    { utmSource: 'gbp', utmMedium: 'organic', referrerHost: 'www.google.com' },
    'google-business-profile',
  ],
  ['Business Profile tagged GMB', { utmSource: 'GMB', utmMedium: 'organic' }, 'google-business-profile'],
  ['Google Maps app referrer', { referrerHost: 'maps.google.com' }, 'google-business-profile'],
  ['Microsoft Ads auto-tagging', { msclkid: 'a1b2c3d4e5f6', referrerHost: 'www.bing.com' }, 'microsoft-ads'],
  ['Bing ads tagged by hand', { utmSource: 'bing', utmMedium: 'cpc' }, 'microsoft-ads'],
  ['Bing organic', { referrerHost: 'www.bing.com' }, 'bing-organic'],
  ['DuckDuckGo', { referrerHost: 'duckduckgo.com' }, 'other-search'],
  ['Yahoo search', { referrerHost: 'search.yahoo.com' }, 'other-search'],
  ['Facebook ad', { utmSource: 'facebook', utmMedium: 'paid_social', fbclid: 'IwAR0abc' }, 'facebook-paid'],
  ['Instagram ad', { utmSource: 'ig', utmMedium: 'paid' }, 'facebook-paid'],
  ['Facebook post link (fbclid only)', { fbclid: 'IwAR2xyz', referrerHost: 'l.facebook.com' }, 'facebook-organic'],
  ['Facebook mobile referrer', { referrerHost: 'm.facebook.com' }, 'facebook-organic'],
  ['Instagram bio link', { referrerHost: 'l.instagram.com' }, 'facebook-organic'],
  ['Nextdoor post', { referrerHost: 'nextdoor.com' }, 'nextdoor'],
  ['Nextdoor sponsored post', { utmSource: 'nextdoor', utmMedium: 'cpm' }, 'nextdoor'],
  ['Yelp listing', { referrerHost: 'm.yelp.com' }, 'yelp'],
  ['Yelp tagged', { utmSource: 'yelp', utmMedium: 'referral' }, 'yelp'],
  ['Newsletter', { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring' }, 'email'],
  ['Gmail web link', { referrerHost: 'mail.google.com' }, 'email'],
  ['ChatGPT link (it tags utm_source)', { utmSource: 'chatgpt.com', referrerHost: 'chatgpt.com' }, 'ai-assistant'],
  ['Perplexity', { referrerHost: 'www.perplexity.ai' }, 'ai-assistant'],
  ['Gemini (a google.com host)', { referrerHost: 'gemini.google.com' }, 'ai-assistant'],
  ['Copilot', { referrerHost: 'copilot.microsoft.com' }, 'ai-assistant'],
  ['A paid tag from an unknown network', { utmSource: 'roofnet', utmMedium: 'cpc' }, 'other-paid'],
  ['A tagged flyer QR code', { utmSource: 'flyer', utmMedium: 'qr', utmCampaign: 'door-hangers' }, 'campaign'],
  ['A link on the financing partner’s site', { referrerHost: 'www.greensky.com' }, 'referral'],
  ['A link on a local news site', { referrerHost: 'www.kctv5.com' }, 'referral'],
  ['Our own site is no referral', { referrerHost: OWN }, 'direct'],
  ['Typed or bookmarked', {}, 'direct'],
  ['Nothing tracked, the visitor says: yard sign', { heardAbout: 'yard-sign' }, 'self-reported'],
  ['Tracked beats said', { referrerHost: 'www.google.com', heardAbout: 'truck' }, 'google-organic'],
];

describe('the channel classifier (shared/channel.ts)', () => {
  it.each(CASES)('%s', (_, input, channel) => {
    expect(classifyChannel({ ownHost: OWN, ...input })).toBe(channel);
  });

  it('never throws and always answers one of its channels, whatever it is given', () => {
    const value = fc.option(
      fc.oneof(fc.string(), fc.constantFrom('google', 'cpc', 'gbp', 'www.google.com', 'chatgpt.com')),
      {
        nil: null,
      },
    );
    fc.assert(
      fc.property(
        fc.record(
          {
            utmSource: value,
            utmMedium: value,
            utmCampaign: value,
            gclid: value,
            gbraid: value,
            wbraid: value,
            msclkid: value,
            fbclid: value,
            referrerHost: value,
            heardAbout: value,
            ownHost: value,
          },
          { requiredKeys: [] },
        ),
        (input) => {
          expect(CHANNELS).toContain(classifyChannel(input));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('the first touch (shared/touch.ts)', () => {
  it('reads an arrival: the landing path, another site’s host, the tags and click ids', () => {
    const touch = touchOfArrival(
      { pathname: '/locations/overland-park', search: '?utm_source=google&utm_medium=cpc&gclid=abc&email=x@y.z' },
      'https://www.google.com/',
      OWN,
    );
    expect(touch).toMatchObject({
      landingPage: '/locations/overland-park',
      referrerHost: 'www.google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      gclid: 'abc',
    });
    expect(Object.keys(touch)).not.toContain('email');
    expect(startsTouch(touch)).toBe(true);
  });

  it('does not start a touch on a page reached from this site, without tags', () => {
    const inside = touchOfArrival({ pathname: '/contact', search: '' }, `https://${OWN}/about`, OWN);
    expect(inside.referrerHost).toBeNull();
    expect(startsTouch(inside)).toBe(false);
  });

  it('drops what is not allowed, too long, or personal, and keeps what fits', () => {
    expect(
      cleanTouch({
        landingPage: '/a/../../etc',
        referrerHost: 'WWW.Google.COM',
        utmSource: 'x'.repeat(TOUCH_LIMITS.tag + 1),
        utmMedium: '"><img src=x onerror=alert(1)>',
        utmCampaign: 'jo.smith@gmail.com',
        utmTerm: 'roof repair near me',
        gclid: 'abc\u0000',
        other: 'kept nowhere',
      }),
    ).toEqual({
      landingPage: null,
      referrerHost: 'www.google.com',
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: 'roof repair near me',
      utmContent: null,
      gclid: null,
      gbraid: null,
      wbraid: null,
      msclkid: null,
      fbclid: null,
    });
  });

  it('keeps every kept value within its bound, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.string({ maxLength: 600 }), fc.anything())),
        (input) => {
          const touch = cleanTouch(input);
          for (const value of Object.values(touch))
            if (value !== null) expect(value.length).toBeLessThanOrEqual(TOUCH_LIMITS.host);
        },
      ),
    );
  });
});

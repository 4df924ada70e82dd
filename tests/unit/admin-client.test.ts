import { describe, expect, it } from 'vitest';
import { mailtoHref } from '../../admin/leads/contact-links';
import { typedPhoneTelHref } from '../../shared/phone';

describe('links built from what visitors typed', () => {
  it('makes a mailto: link only from a well-formed address', () => {
    expect(mailtoHref('jane.doe+roof@example.com')).toBe('mailto:jane.doe+roof@example.com');
    expect(mailtoHref(' jane@example.com ')).toBe('mailto:jane@example.com');
    for (const bad of [
      'jane',
      'jane@example',
      'a@b.com?cc=x@evil.example',
      'javascript:alert(1)//@x.com',
      'a b@example.com',
      'a@b.com&body=x',
    ]) {
      expect(mailtoHref(bad), bad).toBeNull();
    }
  });

  it('makes a tel: link only from a plausible phone number, keeping + and an extension', () => {
    // Ten digits without a + are a North American number, dialled as such from anywhere.
    expect(typedPhoneTelHref('(918) 555-0142')).toBe('tel:+19185550142');
    expect(typedPhoneTelHref('+1 918.555.0142')).toBe('tel:+19185550142');
    expect(typedPhoneTelHref('918-555-0142 ext. 7')).toBe('tel:+19185550142;ext=7');
    expect(typedPhoneTelHref('918-555-0142 x12')).toBe('tel:+19185550142;ext=12');
    expect(typedPhoneTelHref('555-0142')).toBe('tel:5550142');
    for (const bad of ['call me', '12345', '918-555-0142; javascript:alert(1)', '1'.repeat(16), '=1+2'])
      expect(typedPhoneTelHref(bad), bad).toBeNull();
  });
});

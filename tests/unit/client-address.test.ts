import { describe, expect, it } from 'vitest';
import { clientKey } from '../../server/http/client-address';

describe('clientKey: what a rate limit or lockout counts a client by', () => {
  it('keeps an IPv4 address, and finds it inside an IPv4-mapped IPv6 one', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, however it is written', () => {
    const key = clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(key).toBe('2001:db8:1:2::');
    expect(clientKey('2001:0DB8:0001:0002:0:0:0:1')).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
  });

  it('passes anything else through, lower-cased', () => {
    expect(clientKey('Unknown')).toBe('unknown');
  });
});

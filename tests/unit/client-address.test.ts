import { describe, expect, it } from 'vitest';
import { clientKey, networkKey } from '../../server/http/client-address';

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

  // The review's N9: `10.140.1.1:1000`, `:1001`, … and `garbage-1`, `garbage-2`, … were each a
  // fresh bucket, so 8 of 8 posts got through a limit of 5.
  it('drops a port a proxy wrote after the address', () => {
    expect(clientKey('10.140.1.1:1000')).toBe('10.140.1.1');
    expect(clientKey('10.140.1.1:1007')).toBe('10.140.1.1');
    expect(clientKey('[2001:db8:99::1]:443')).toBe(clientKey('2001:db8:99::2'));
  });

  it('counts text that is no address by the connection it came on', () => {
    expect(clientKey('garbage-1', '127.0.0.1')).toBe('127.0.0.1');
    expect(clientKey('garbage-2', '127.0.0.1')).toBe('127.0.0.1');
    expect(clientKey('Unknown')).toBe('unknown');
  });

  it('finds the /48 around an IPv6 address for counts a whole network shares', () => {
    expect(networkKey('2001:db8:77:aa01::1', 48)).toBe('2001:db8:77::');
    expect(networkKey('2001:db8:77:aaff:1::1', 48)).toBe(networkKey('2001:db8:77:aa00::9', 48));
    expect(networkKey('203.0.113.7', 48)).toBe('203.0.113.7');
  });
});

import ipaddr from 'ipaddr.js';

/**
 * The key a client is counted by in rate limits and lockouts: an IPv4 address as it is (an
 * IPv4-mapped IPv6 one too), an IPv6 address by its /64, which one household or server can rotate
 * through freely.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip.toLowerCase();
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4);
  return new ipaddr.IPv6([...network, 0, 0, 0, 0]).toString();
}

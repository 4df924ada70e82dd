import ipaddr from 'ipaddr.js';

/** `1.2.3.4:5678` or `[2001:db8::1]:5678`, as some proxies (Azure Front Door, IIS ARR) write X-Forwarded-For. */
const WITH_PORT = /^(?:(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}|\[([0-9a-fA-F:.]+)\]:\d{1,5})$/;

/** The address in a forwarded value, without a port or brackets; undefined when it is not an IP address. */
export function parseClientAddress(value: string): string | undefined {
  const trimmed = value.trim();
  const match = WITH_PORT.exec(trimmed);
  const candidate = match ? (match[1] ?? match[2]!) : trimmed.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(candidate) ? candidate : undefined;
}

/**
 * The key a client is counted by in rate limits and lockouts: an IPv4 address as it is (an
 * IPv4-mapped IPv6 one too), an IPv6 address by its /64, which one household or server can rotate
 * through freely. A port is dropped. Text that is no address at all (a proxy's garbage, or a
 * client's own words in a header a proxy passed on) would make a fresh bucket per value, so it
 * counts as the connection's own address (`fallback`) instead.
 */
export function clientKey(ip: string, fallback?: string): string {
  const address = parseClientAddress(ip) ?? (fallback === undefined ? undefined : parseClientAddress(fallback));
  if (!address) return 'unknown';
  return networkKey(address, 64);
}

/**
 * A wider network around an address: IPv6 by the given prefix (a /48 covers every /56 or /64 one
 * home or site is delegated), IPv4 as it is. Used where one network must count as one client.
 */
export function networkKey(ip: string, v6Prefix: 48 | 64): string {
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, v6Prefix / 16);
  return new ipaddr.IPv6([...parts, ...Array(8 - parts.length).fill(0)]).toString();
}

/** What a client key is read from: Fastify's request (its `ip` follows TRUST_PROXY). */
export interface ClientRequest {
  ip: string;
  socket?: { remoteAddress?: string } | null;
  log?: { warn: (obj: object, msg: string) => void };
}

let warned = false;
/**
 * The key of a Fastify request's client: its X-Forwarded-For address when a trusted proxy gave
 * one, else the socket's. A value that is no address is warned about once per process (a proxy
 * set up wrongly) and counted by the socket address.
 */
export function requestClientKey(request: ClientRequest): string {
  if (!parseClientAddress(request.ip) && !warned && request.log) {
    warned = true;
    request.log.warn(
      { forwardedFor: request.ip.slice(0, 60) },
      'X-Forwarded-For holds no IP address: counting such clients by the proxy address; check the proxy',
    );
  }
  return clientKey(request.ip, request.socket?.remoteAddress);
}

/** The wider network of a Fastify request's client (an IPv6 /48), for counts one network shares. */
export function requestNetworkKey(request: ClientRequest): string {
  const address = parseClientAddress(request.ip) ?? parseClientAddress(request.socket?.remoteAddress ?? '');
  return address ? networkKey(address, 48) : 'unknown';
}

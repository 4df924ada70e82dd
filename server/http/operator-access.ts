import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Who may read what the server says about its insides (/metrics, and the detail of /readyz): the
 * person who runs it. That is a caller with `Authorization: Bearer <METRICS_TOKEN>`, or, when the
 * server listens on loopback only (`HOST`), a program on this machine calling it directly.
 *
 * "Directly" is the hard part: a proxy on this machine also connects from loopback. A proxy that
 * says so (X-Forwarded-For, Forwarded, Via …) is a stranger's request. One that says nothing (nginx's
 * plain `proxy_pass`, HAProxy in tcp mode, stunnel, an SSH tunnel) still passes on the Host header
 * its client sent: the site's public name, or the proxy's own port. So a direct caller must also
 * have asked for this server by a loopback name at the port it listens on (`PORT`). When `HOST` is
 * not loopback, the world reaches the port itself and only the token counts.
 */
export interface OperatorAccessSettings {
  /** METRICS_TOKEN, when set. */
  token: string | undefined;
  /** HOST and PORT: the address the server listens on. */
  host: string;
  port: number;
}

export type OperatorAccess = 'operator' | 'wrong-token' | 'stranger';

/** Headers a forwarding proxy adds; any one of them means the socket's address is the proxy's. */
const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'forwarded',
  'x-real-ip',
  'via',
  'x-forwarded-host',
  'x-forwarded-proto',
];

const LOOPBACK_ADDRESS = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** Whether a listening address or a Host header's name is this machine only. */
export function isLoopbackName(name: string): boolean {
  const bare = name.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || LOOPBACK_ADDRESS.test(bare);
}

/** The name and port of a Host header ("127.0.0.1:3000", "[::1]:3000", "localhost" is port 80). */
function hostHeaderParts(value: string): { name: string; port: number } | null {
  const match = /^(\[[^\]]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(value.trim());
  if (!match) return null;
  return { name: match[1]!, port: match[2] ? Number(match[2]) : 80 };
}

function hasRightToken(request: FastifyRequest, token: string | undefined): boolean | undefined {
  const auth = request.headers.authorization;
  if (!token || typeof auth !== 'string' || !auth.startsWith('Bearer ')) return undefined;
  const given = Buffer.from(auth.slice(7));
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Whether the request comes from the person who runs the server, by token or as a direct local call. */
export function operatorAccess(request: FastifyRequest, settings: OperatorAccessSettings): OperatorAccess {
  const tokenMatches = hasRightToken(request, settings.token);
  if (tokenMatches === true) return 'operator';
  if (tokenMatches === false) return 'wrong-token';
  if (!isLoopbackName(settings.host)) return 'stranger';
  if (!LOOPBACK_ADDRESS.test(request.socket.remoteAddress ?? '')) return 'stranger';
  if (FORWARDING_HEADERS.some((header) => header in request.headers)) return 'stranger';
  const asked = hostHeaderParts(request.headers.host ?? '');
  if (!asked || !isLoopbackName(asked.name) || asked.port !== settings.port) return 'stranger';
  return 'operator';
}

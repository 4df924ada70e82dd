import type { Server, Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/**
 * How long a client may take to send a request, and how many connections one address may hold.
 * Node's server would otherwise wait forever for a body sent a byte at a time, and a single client
 * holding hundreds of such connections runs the process out of file descriptors, after which
 * nobody is answered (the review's N8: 870 slow connections under a 1,024 open-files limit).
 */
export interface ConnectionLimits {
  /** The whole request (headers and body) must arrive within this; 408 otherwise. */
  requestTimeoutMs: number;
  /** Connections open at once from one address; more are closed as they arrive. */
  perClient: number;
}

/** Fastify's server options for the request timeouts (Fastify's own default of 0 switches Node's off). */
export function serverTimeouts(limits: ConnectionLimits) {
  const headersMs = Math.min(limits.requestTimeoutMs, 20_000);
  return {
    requestTimeout: limits.requestTimeoutMs,
    // A connection silent this long is closed (an idle keep-alive, a client gone without a FIN).
    connectionTimeout: Math.max(limits.requestTimeoutMs, 60_000),
    http: {
      headersTimeout: headersMs,
      // Node looks for requests over their time at this interval (30 s by default).
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(headersMs / 4))),
    },
  };
}

/**
 * Closes a new connection at once when its address already holds `perClient`. The count is per
 * socket address: behind a proxy on the same machine that is the proxy's, so the cap must stay
 * above the proxy's concurrent requests (README: Running it in production). Warns once a minute
 * per address, so the attack shows in the log without filling it.
 */
export function capConnectionsPerClient(server: Server, perClient: number, log: FastifyBaseLogger): void {
  const open = new Map<string, number>();
  const warnedAt = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= perClient) {
      socket.destroy();
      const now = Date.now();
      if ((warnedAt.get(address) ?? 0) < now - 60_000) {
        warnedAt.set(address, now);
        log.warn(
          { client: address, open: count, limit: perClient },
          'too many connections from one address: closing new ones (MAX_CONNECTIONS_PER_CLIENT)',
        );
      }
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

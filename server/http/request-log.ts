/**
 * What a log line says about a request. Query strings under these paths carry secrets and
 * personal data (a verification token in `/api/auth/verify?token=…`, an admin's search for a
 * person's name or phone in `/trpc/submissions.list?input=…` and in the CSV download's
 * `/api/admin/submissions.csv?search=…`), and a log outlives the erase of the person it names, so
 * they are left out; the path says which route it was.
 */
const PRIVATE_QUERY_PATHS = ['/api/auth/', '/api/admin/', '/trpc/'];

export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const pathname = url.slice(0, queryAt);
  return PRIVATE_QUERY_PATHS.some((prefix) => pathname.startsWith(prefix)) ? `${pathname}?…` : url;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** Pino serializers for Fastify's logger: the request as Fastify logs it, with its URL made loggable. */
export const requestLogSerializers = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: loggableUrl(request.url),
      host: request.hostname,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

import type { FastifyInstance } from 'fastify';

/**
 * A header value is bytes: Node refuses a character above U+00FF in it (a 500), and sends one
 * from U+0080 to U+00FF as a single Latin-1 byte that no browser reads back as the URL it was
 * (`/café` went out as `/caf\xE9`). Both go out as UTF-8 percent-escapes, which every browser
 * reads as the same path.
 */
const NON_ASCII = /[^\u0000-\u007f]/gu;
function encodeCharacter(c: string): string {
  try {
    return encodeURIComponent(c);
  } catch {
    return '%EF%BF%BD'; // an unpaired surrogate: the replacement character
  }
}

/**
 * A Location the browser resolves to this site only. Browsers read a leading `//` (or `/\`, or
 * either with tabs and line breaks between, which they strip) as "another host", so a path that
 * was decoded from `/%2Fevil.example/` must not go out as `//evil.example/`. Such characters are
 * percent-encoded back, which keeps the redirect on the site (and usually lands on the 404 page).
 * An absolute URL to another origin becomes the home page.
 */
export function sameOriginLocation(location: string, siteOrigin: string): string {
  if (!location.startsWith('/')) {
    try {
      return new URL(location).origin === siteOrigin ? location : '/';
    } catch {
      return '/';
    }
  }
  const queryAt = location.search(/[?#]/);
  const pathPart = queryAt === -1 ? location : location.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : location.slice(queryAt);
  const safePath = pathPart
    .replace(/[\\\u0000-\u001f\u007f ]/g, (c) => encodeURIComponent(c))
    .replace(NON_ASCII, encodeCharacter)
    // Every slash right after the first one: `//x` → `/%2Fx`.
    .replace(/^\/(\/+)/, (_all, slashes: string) => `/${'%2F'.repeat(slashes.length)}`);
  return (
    safePath +
    rest.replace(/[\\\u0000-\u001f\u007f]/g, (c) => encodeURIComponent(c)).replace(NON_ASCII, encodeCharacter)
  );
}

/** Every redirect the server sends, from any route, stays on the site. */
export function keepRedirectsOnSite(app: FastifyInstance, siteUrl: string): void {
  const origin = new URL(siteUrl).origin;
  app.addHook('onSend', async (_request, reply, payload) => {
    const location = reply.getHeader('location');
    if (typeof location === 'string') reply.header('location', sameOriginLocation(location, origin));
    return payload;
  });
}

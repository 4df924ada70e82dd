/**
 * Where the browser goes after signing in: the `next` of /auth?next=…, which the dashboard sets
 * when it sends a signed-out admin to sign in (the office mail's /admin?lead=8). Only a path on
 * this site is honoured; anything else is dropped, and the sign-in goes to the site root as the
 * spec says. A link someone else wrote (a phishing mail) must not turn our sign-in page into a
 * springboard to their site: `//evil.example` and `/\evil.example` are read by browsers as
 * another host, `javascript:` runs code, and control characters can hide either.
 *
 * Free of Node and the DOM's window: the sign-in form and the tests import it.
 */

/** Longer than any dashboard address needs; a longer value is dropped, not cut. */
export const NEXT_MAX_CHARS = 500;

/** The path (with its query and hash) to go to, or null when the value is not a path on this site. */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > NEXT_MAX_CHARS) return null;
  // One leading slash, then not a second slash or a backslash (both make a host of what follows).
  if (!/^\/(?![/\\])/.test(value)) return null;
  // Backslashes anywhere (browsers read them as slashes), control characters, spaces (a
  // tab or newline inside "/\t/evil" is stripped by the URL parser and would join the slashes).
  if (/[\\\u0000-\u0020\u007f-\u009f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://site.invalid') return null;
  // Dot segments pass the test above and are resolved by the parser into a path that starts
  // with two slashes ("/.//evil.example", "/a/..//evil.example", "/%2e//evil.example" all give
  // "//evil.example"): a protocol-relative address to whoever reads it next. The slashes are
  // folded into one, as the browser's router does, and the result is tested again.
  const pathname = url.pathname.replace(/^\/{2,}/, '/');
  if (!/^\/(?![/\\])/.test(pathname)) return null;
  // The auth page itself is no target: after signing in, it would only show the sign-in again.
  if (pathname === '/auth' || pathname.startsWith('/auth/')) return null;
  return `${pathname}${url.search}${url.hash}`;
}

/** The sign-in page's address that comes back to `target` (a path), or plain /auth when there is none. */
export function signInHref(target: string | null): string {
  const next = safeNextPath(target);
  return next ? `/auth?next=${encodeURIComponent(next)}` : '/auth';
}

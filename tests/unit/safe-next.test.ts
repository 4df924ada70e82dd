import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEXT_MAX_CHARS, safeNextPath, signInHref } from '../../shared/safe-next';

describe('the sign-in target (?next=)', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeNextPath('/admin?lead=8')).toBe('/admin?lead=8');
    expect(safeNextPath('/admin?status=new&search=918#top')).toBe('/admin?status=new&search=918#top');
    expect(safeNextPath('/admin/account')).toBe('/admin/account');
    expect(safeNextPath('/')).toBe('/');
  });

  it.each([
    ['another site', 'https://evil.example/admin'],
    ['a protocol-relative host', '//evil.example'],
    ['a protocol-relative host with a path', '//evil.example/admin?lead=8'],
    ['a backslash host', '/\\evil.example'],
    ['backslashes later on', '/admin\\..\\\\evil.example'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a script with a slash', 'javascript://%0aalert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'admin?lead=8'],
    ['an empty value', ''],
    ['a leading space', ' /admin'],
    ['a NUL', '/admin\u0000'],
    ['the sign-in page itself', '/auth?next=/admin'],
    ['a huge value', `/admin?lead=${'8'.repeat(NEXT_MAX_CHARS)}`],
  ])('drops %s', (_what, value) => {
    expect(safeNextPath(value)).toBeNull();
    expect(signInHref(value)).toBe('/auth');
  });

  it.each([
    ['/.//evil.example/x', '/evil.example/x'],
    ['/a/..//evil.example', '/evil.example'],
    ['/%2e//evil.example', '/evil.example'],
    ['/./%2F127.0.0.1:3498/g', '/%2F127.0.0.1:3498/g'],
    ['/..%2F..%2F/127.0.0.1:3498/j', '/..%2F..%2F/127.0.0.1:3498/j'],
    ['/.//auth?next=/admin', null],
  ])('keeps %s on this site once its dot segments are resolved', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it('drops what is not a string', () => {
    for (const value of [undefined, null, 8, ['/admin'], { next: '/admin' }]) expect(safeNextPath(value)).toBeNull();
  });

  it('never gives a target that leaves the site, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((tail) => `/${tail}`),
        ),
        (value) => {
          const path = safeNextPath(value);
          if (path === null) return;
          expect(path.startsWith('/')).toBe(true);
          expect(path.startsWith('//')).toBe(false);
          expect(path).not.toMatch(/\\/);
          expect(new URL(path, 'https://www.example.com').origin).toBe('https://www.example.com');
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never gives a target that leaves the site when dot segments precede the slashes', () => {
    // The URL parser resolves "/.//x", "/a/..//x" and "/%2e//x" into a path that starts with "//".
    fc.assert(
      fc.property(
        fc.constantFrom('/.', '/a/..', '/%2e', '/%2E', '/./.', '/b/%2e%2e'),
        fc.constantFrom('//', '///', '/%2F', '//%2F'),
        fc.string(),
        (dots, slashes, tail) => {
          const path = safeNextPath(`${dots}${slashes}${tail}`);
          if (path === null) return;
          expect(path.startsWith('//')).toBe(false);
          expect(new URL(path, 'https://www.example.com').origin).toBe('https://www.example.com');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('writes the sign-in link that comes back', () => {
    expect(signInHref('/admin?lead=8')).toBe('/auth?next=%2Fadmin%3Flead%3D8');
    expect(signInHref(null)).toBe('/auth');
  });
});

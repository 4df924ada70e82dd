import { describe, expect, it } from 'vitest';
import { loggableUrl, requestLogSerializers } from '../../server/http/request-log';

describe('the URL a request line logs', () => {
  it.each([
    ['/api/auth/verify?token=abcdefghijklmnopqrstuvwx.abcdefghijklmnopqrstuvwxyz234567', '/api/auth/verify?…'],
    ['/trpc/submissions.list?input=%7B%22search%22%3A%22Jane%22%7D', '/trpc/submissions.list?…'],
    // The dashboard's CSV link carries its search, often a person's name or phone.
    ['/api/admin/submissions.csv?search=Jane%20Homeowner', '/api/admin/submissions.csv?…'],
    ['/api/admin/photos/1?x=secret', '/api/admin/photos/1?…'],
  ])('leaves the query of %s out', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
    expect(requestLogSerializers.req({ method: 'GET', url }).url).toBe(logged);
  });

  it('keeps the query of a public page, and a URL without one', () => {
    expect(loggableUrl('/services/roof-repair?utm_source=mail')).toBe('/services/roof-repair?utm_source=mail');
    expect(loggableUrl('/api/admin/submissions.csv')).toBe('/api/admin/submissions.csv');
  });
});

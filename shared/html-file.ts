import path from 'node:path';

/** Where a route's prerendered HTML lives in the built site: `/` → index.html, `/about` → about/index.html. */
export function htmlFileFor(clientDir: string, routePath: string): string {
  return routePath === '/'
    ? path.join(clientDir, 'index.html')
    : path.join(clientDir, routePath.slice(1), 'index.html');
}

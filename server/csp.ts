import type { Site } from '../schema/site';

const origin = (url: string) => new URL(url).origin;

/**
 * The Content-Security-Policy the site needs and nothing more: our own scripts and styles, the
 * map frame, and whatever third-party scripts and frames the site file switches on.
 */
export function cspDirectives(
  site: Pick<Site, 'tracking' | 'contactForm'>,
  built: { styleHashes?: string[]; scriptHashes?: string[] } = {},
): Record<string, string[]> {
  const scriptHosts = site.tracking.map((t) => origin(t.src));
  const frameHosts = ['https://www.openstreetmap.org'];
  if (site.contactForm.mode === 'embed') {
    scriptHosts.push(origin(site.contactForm.scriptUrl));
    frameHosts.push(origin(site.contactForm.iframeUrl));
  }
  const unique = (list: string[]) => [...new Set(list)];
  return {
    defaultSrc: ["'self'"],
    // The pages' one inline script, the loader that starts the app after the first paint, by hash.
    scriptSrc: unique(["'self'", ...(built.scriptHashes ?? []), ...scriptHosts]),
    // The prerendered pages carry the stylesheet inline; only those exact bytes may apply.
    styleSrc: ["'self'", ...(built.styleHashes ?? [])],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: unique(frameHosts),
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: [],
  };
}

/**
 * The directives with the build's hashes read on each response: a new generation's pages carry
 * new inline hashes, and the policy must name them from the first request that serves them.
 */
export function liveCspDirectives(
  site: Pick<Site, 'tracking' | 'contactForm'>,
  built: () => { styleHashes?: string[]; scriptHashes?: string[] },
): Record<string, (string | (() => string))[]> {
  const directives: Record<string, (string | (() => string))[]> = cspDirectives(site);
  for (const name of ['scriptSrc', 'styleSrc'] as const) {
    let forBuilt: unknown;
    let text = '';
    directives[name] = [
      () => {
        const now = built();
        if (now !== forBuilt) {
          forBuilt = now;
          text = cspDirectives(site, now)[name]!.join(' ');
        }
        return text;
      },
    ];
  }
  return directives;
}

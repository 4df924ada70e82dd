/**
 * A session's browser and device in plain words from its User-Agent ("Chrome on Windows", "Safari
 * on iPhone"), for the account page's list of sessions. Order matters: Edge and Opera also say
 * Chrome, Chrome also says Safari, and iPads and Android phones also say Linux or Mac.
 */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Browser not recorded';
  const ua = userAgent;
  const browser = /Edg(e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser\//.test(ua)
        ? 'Samsung Internet'
        : /Firefox\/|FxiOS\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : null;
  const device = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /CrOS/.test(ua)
          ? 'Chromebook'
          : /Windows/.test(ua)
            ? 'Windows'
            : /Mac OS X|Macintosh/.test(ua)
              ? 'Mac'
              : /Linux/.test(ua)
                ? 'Linux'
                : null;
  if (browser && device) return `${browser} on ${device}`;
  if (browser) return browser;
  if (device) return `A browser on ${device}`;
  return 'An unknown browser or program';
}

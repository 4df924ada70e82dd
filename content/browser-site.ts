import type { Site } from '../schema/site';

/**
 * The site record as every page's script carries it: the site file, less what only the build reads.
 * Each state's storm rights are words the build writes into the /storm page; in the browser they
 * would be a kilobyte of prose on every page for nothing.
 */
export function browserSite(site: Site): Site {
  const states = Object.fromEntries(
    Object.entries(site.states).map(([code, state]) => {
      if (!state) return [code, state];
      const { stormRights: _buildOnly, ...kept } = state;
      return [code, kept];
    }),
  ) as Site['states'];
  return { ...site, states };
}

import type { Site } from '../schema/site';

/**
 * The site record as every page's script carries it: the site file, less what only the build reads.
 * Each state's storm rights are words the build writes into the /storm page; in the browser they
 * would be a kilobyte of prose on every page for nothing. The customers' testimonials likewise:
 * each city page's block carries its own (blocks/CustomerWords resolves them at build time), and
 * every testimonial of every city would otherwise ride in every page's script. The gallery projects
 * too: /gallery and each city page carry their own (blocks/Gallery), so a project published
 * re-renders those pages alone.
 */
export function browserSite(site: Site): Site {
  const states = Object.fromEntries(
    Object.entries(site.states).map(([code, state]) => {
      if (!state) return [code, state];
      const { stormRights: _buildOnly, ...kept } = state;
      return [code, kept];
    }),
  ) as Site['states'];
  const { customerTestimonials: _eachPageItsOwn, galleryProjects: _theirPagesOwn, ...rest } = site;
  return { ...rest, states };
}

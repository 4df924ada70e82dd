import { galleryProjectsFor, type ProjectOnSite, projectPictures } from '../../schema/owner-content/gallery-projects';
import type { Site } from '../../schema/site';
import { defineBlock, type PageIndexEntry } from '../define-block';
import { type GalleryProps, gallerySchema, type PublishedProject } from './schema';

/** "Rose District, Broken Arrow, OK": where the job was, from its neighbourhood and its city page. */
function locationOf(project: ProjectOnSite, pages: readonly PageIndexEntry[]): string {
  const city = pages.find((page) => page.city?.slug === project.citySlug)?.city;
  const town = city ? `${city.name}, ${city.state}` : project.citySlug;
  return project.neighbourhood ? `${project.neighbourhood}, ${town}` : town;
}

/** A published project as the block draws it: its cover, its before/after pair when it has both, then the rest. */
function shown(project: ProjectOnSite, pages: readonly PageIndexEntry[]): PublishedProject {
  const picture = (photo: ProjectOnSite['photos'][number]) => ({ src: photo.src, alt: photo.alt });
  const { cover, before, after, more } = projectPictures(project.photos);
  return {
    id: project.id,
    title: project.title,
    service: project.service,
    location: locationOf(project, pages),
    completedOn: project.completedOn,
    story: project.story,
    cover: picture(cover),
    ...(before && after && { before: picture(before), after: picture(after) }),
    more: more.map(picture),
  };
}

/** The published projects a block shows: every one or its city's, newest first, at most its `max`. */
function projectsFor(block: GalleryProps, site: Site, pages: readonly PageIndexEntry[]): PublishedProject[] {
  if (!block.published) return [];
  return galleryProjectsFor(site.galleryProjects ?? [], {
    citySlug: block.published.city,
    max: block.published.max,
  }).map((project) => shown(project, pages));
}

export default defineBlock({
  type: 'Gallery',
  schema: gallerySchema,
  /**
   * The owner's published projects from the site record (the live release, content/owner-content.ts),
   * worked out at build time: the page's data carries its own, never the others. A written project
   * with the id of a published one is the stand-in for that job, and gives way to it.
   */
  resolve: (block, { site, pages }) => {
    const projects = projectsFor(block, site, pages);
    const published = new Set(projects.map((project) => project.id));
    return { ...block, projects, items: block.items.filter((item) => !published.has(item.id)) };
  },
  /** A city with no published project yet, and nothing written: the page loads neither the block's code nor its styles. */
  empty: (block) => !block.items.length && !block.projects?.length,
  links: (block) =>
    block.published?.city
      ? [
          {
            href: `/locations/${block.published.city}`,
            unresolved: `shows the projects of "${block.published.city}", which has no city page: name the slug of a page in pages/locations/`,
          },
        ]
      : [],
  check: (block, { page }) => [
    // A city page shows its own city's work: another city's would be said to be here.
    ...(page.city && block.published?.city && page.city.slug !== block.published.city
      ? [
          {
            at: 'published.city',
            message: `is "${block.published.city}" on the ${page.city.name} page, which would show another city's projects here: write "${page.city.slug}"`,
          },
        ]
      : []),
    // A gallery with neither written nor published projects would draw nothing, always.
    ...(!block.items.length && !block.published
      ? [{ at: 'items', message: 'is empty: list the projects, or add `published: {}` to show the owner’s' }]
      : []),
  ],
});

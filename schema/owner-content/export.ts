import { z } from 'zod';
import { cityPages } from './city-pages';
import { galleryProjects } from './gallery-projects';
import { pageZones } from './page-zones';
import { photos } from './photos';
import { siteFacts } from './site-facts';
import { testimonials } from './testimonials';

/**
 * A content export: a folder of plain JSON files, one per document type, that the build reads
 * (`npm run build -- --content <dir>`, or OWNER_CONTENT_DIR). The server writes the live release's
 * to DATA_DIR/content/live when a release goes live, and a release being checked to a folder of
 * its own; the build and the content gate read them with the site file and apply them over it.
 */
export const SITE_FACTS_FILE = 'site-facts.json';

/** The owner's photos: which slot holds which file, with its description (photos.json). */
export const PHOTOS_FILE = 'photos.json';
/** The photo files of a content export, named by their SHA-256 like the library's (photos/<sha256>.jpg). */
export const PHOTOS_DIR = 'photos';

/** The customers' testimonials approved in the review queue, each with its city page (testimonials.json). */
export const TESTIMONIALS_FILE = 'testimonials.json';

/** The gallery projects the owner published, with their photos' public names (gallery-projects.json). */
export const GALLERY_PROJECTS_FILE = 'gallery-projects.json';
/**
 * The gallery projects' photo files of a content export, each under its public name
 * (gallery/<project id>-after.jpg): the name the site serves it under, never its hash.
 */
export const GALLERY_DIR = 'gallery';

/** The owner's city pages: each published one, by its slug (city-pages.json). */
export const CITY_PAGES_FILE = 'city-pages.json';

/** The owner's words in the code-defined pages' zones: each published zone, by its key (page-zones.json). */
export const PAGE_ZONES_FILE = 'page-zones.json';

/** The folder under DATA_DIR the server exports the live release to. */
export const LIVE_CONTENT_DIR = 'content/live';

/** The environment variable that names the content export a build or a check reads. */
export const OWNER_CONTENT_ENV = 'OWNER_CONTENT_DIR';

/**
 * The business facts as exported: the data, the schema version it was written under (a build whose
 * code reads another version refuses it), and the release and revision it comes from.
 */
export const siteFactsExport = z.object({
  type: z.literal(siteFacts.type),
  schemaVersion: z.number().int().positive(),
  release: z.number().int().positive().nullable(),
  rev: z.number().int().positive(),
  data: z.unknown(),
});
export type SiteFactsExport = z.infer<typeof siteFactsExport>;

/**
 * The photos as exported: the document's data (slot → photo, description, caption) and, for each
 * filled slot, its file in the export's photos/ folder and the name the site serves it under
 * (`photo-founder.jpg`: the slot's name, so the page helpers find it like a photo in images/, and
 * the responsive copies are called photo-founder-960.<hash>.avif).
 */
export const photosExport = z.object({
  type: z.literal(photos.type),
  schemaVersion: z.number().int().positive(),
  release: z.number().int().positive().nullable(),
  rev: z.number().int().positive(),
  data: z.unknown(),
  files: z.record(
    z.string(),
    z.object({
      file: z.string().regex(/^[0-9a-f]{64}\.(?:jpg|png|webp)$/),
      name: z.string().regex(/^[a-z0-9-]+\.(?:jpg|png|webp)$/),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
  ),
});
export type PhotosExport = z.infer<typeof photosExport>;

/**
 * The testimonials as exported: the document's data (every approved testimonial with its city
 * page), the schema version it was written under, and the release and revision it comes from.
 */
export const testimonialsExport = z.object({
  type: z.literal(testimonials.type),
  schemaVersion: z.number().int().positive(),
  release: z.number().int().positive().nullable(),
  rev: z.number().int().positive(),
  data: z.unknown(),
});
export type TestimonialsExport = z.infer<typeof testimonialsExport>;

/**
 * The gallery projects as exported: the document's data (each project, its photos by their media
 * hash), and for each project the public name of each of its photos, in its order
 * (`names[id][i]`: `<id>-after.jpg`), whose file is in the export's gallery/ folder. The project's
 * request stays in the data for the content gate's messages; the site record leaves it out.
 */
export const galleryProjectsExport = z.object({
  type: z.literal(galleryProjects.type),
  schemaVersion: z.number().int().positive(),
  release: z.number().int().positive().nullable(),
  rev: z.number().int().positive(),
  data: z.unknown(),
  names: z.record(z.string(), z.array(z.string().regex(/^[a-z0-9-]+\.(?:jpg|png|webp)$/))),
});
export type GalleryProjectsExport = z.infer<typeof galleryProjectsExport>;

/**
 * The city pages as exported: one entry per city the owner published, each with the revision it
 * comes from and the schema version its data was written under (a build whose code reads another
 * version upgrades it, or refuses it with what to do).
 */
export const cityPagesExport = z.object({
  type: z.literal(cityPages.type),
  release: z.number().int().positive().nullable(),
  pages: z.array(
    z.object({
      slug: z.string(),
      rev: z.number().int().positive(),
      schemaVersion: z.number().int().positive(),
      data: z.unknown(),
    }),
  ),
});
export type CityPagesExport = z.infer<typeof cityPagesExport>;

/**
 * The zones of code-defined pages as exported: one entry per zone the owner published
 * (`/about#story`), with its revision and the schema version its data was written under.
 */
export const pageZonesExport = z.object({
  type: z.literal(pageZones.type),
  release: z.number().int().positive().nullable(),
  zones: z.array(
    z.object({
      key: z.string(),
      rev: z.number().int().positive(),
      schemaVersion: z.number().int().positive(),
      data: z.unknown(),
    }),
  ),
});
export type PageZonesExport = z.infer<typeof pageZonesExport>;

/**
 * What a release puts in a content export, and what the content gate checks: each document type's
 * export (a type with no document yet is left out), and where the photo files are read from.
 */
export interface ReleaseContent {
  siteFacts?: SiteFactsExport;
  photos?: PhotosExport;
  testimonials?: TestimonialsExport;
  galleryProjects?: GalleryProjectsExport;
  cityPages?: CityPagesExport;
  pageZones?: PageZonesExport;
}

/**
 * A problem the content gate found with a release: on an owner's field (its dotted path, and its
 * name as the form shows it), or elsewhere in the site (`path` empty, `where` the file and place).
 */
export interface GateProblem {
  path: string;
  where: string;
  message: string;
  /** A city page's problem: the slug of the owner's page it is on (its `path` is that page's field). */
  page?: string;
  /** A zone's problem: the key of the owner's zone it is on (`/about#story`; its `path` is that zone's field). */
  zone?: string;
}

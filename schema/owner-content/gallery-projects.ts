import { z } from 'zod';
import { JOB_PHOTO_PHASES, PHONE_IN_TEXT } from '../../shared/job-photos';
import { ALT_REQUIRED } from '../../shared/owner-photos';
import { defineContentType } from './content-type';
import { fieldName, whereOf } from './owner-words';
import { mediaSha256 } from './photos';

/**
 * The finished jobs the office turned into gallery projects (the crew's job photos, picked and
 * described on the dashboard, with the homeowner's photo consent on the request): what /gallery
 * shows before the stand-in projects, and what each city page shows under "Recent work in <city>".
 * One document, key `galleryProjects`, saved as a draft by the office (server/owner-content/
 * gallery-projects.ts) and published by the owner through the content gate like the business facts.
 * The photos are the job's, by the SHA-256 of their stored file; the export gives each a public,
 * descriptive name (`<id>-after.jpg`), never the hash.
 */

/** Most photos one project shows: a cover, a before/after pair and a few of the work. */
export const GALLERY_PROJECT_PHOTOS_MAX = 8;
/** The most projects a city page shows, newest first: the rest are on /gallery. */
export const CITY_PROJECTS_MAX = 3;

const STORY_MIN = 40;
const STORY_MAX = 700;

/** A house number ("1420 S Elm"), or a street's word at the end ("Ridgeview Ct"): a neighbourhood names neither. */
const HOUSE_NUMBER = /\d/;
const STREET_WORD =
  /\b(?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|boulevard|ct|court|pl|place|cir|circle|ter|terrace|pkwy|parkway|hwy|highway)\.?$/i;
const EMAIL_IN_TEXT = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
const FILE_NAME = /^[\w -]+\.(?:jpe?g|png|webp|heic|gif|avif)$/i;

export const galleryProjectPhotoSchema = z
  .object({
    media: mediaSha256,
    phase: z.enum(JOB_PHOTO_PHASES).meta({ label: 'Taken', role: 'option', help: 'before, during or after the work' }),
    alt: z
      .string()
      .trim()
      .min(5, `${ALT_REQUIRED}: write at least 5 characters`)
      .max(200, 'Shorten the description to 200 characters or fewer: say what the photo shows')
      .refine((text) => !FILE_NAME.test(text), {
        message: `${ALT_REQUIRED}: a file name says nothing about what is in it`,
      })
      .meta({ label: 'Describe the photo', role: 'alt', help: 'for people who cannot see it' }),
    cover: z.boolean().meta({ label: 'Cover', role: 'toggle', help: 'the photo that leads the project' }),
  })
  .meta({ label: 'Photo' });
export type GalleryProjectPhoto = z.output<typeof galleryProjectPhotoSchema>;

export const galleryProjectSchema = z
  .object({
    id: z
      .string()
      .max(80, 'is too long: shorten it to 80 characters at most')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
        message:
          'must be lower-case words joined by dashes, like roof-replacement-broken-arrow-2026-11: it names the public photo files',
      })
      .meta({ label: 'Project id', role: 'slug', help: 'lower-case words and dashes; names the public photo files' }),
    submissionId: z
      .number()
      .int()
      .positive()
      .meta({ label: 'Request', role: 'number', help: 'the request the job came from' }),
    title: z
      .string()
      .trim()
      .min(3, 'write at least 3 characters, like Hail claim re-roof')
      .max(80, 'is too long: shorten it to 80 characters at most')
      .meta({ label: 'Title', role: 'heading', help: 'like Hail claim re-roof' }),
    service: z
      .string()
      .trim()
      .min(1, 'must not be empty: write the service, like Roof replacement')
      .max(60, 'is too long: shorten it to 60 characters at most')
      .meta({ label: 'Service', role: 'label', help: 'like Roof replacement' }),
    citySlug: z
      .string()
      .regex(/^[a-z0-9-]+$/, { message: 'is not a city page of the site: pick the city' })
      .meta({ label: 'City page', role: 'slug', help: 'the city page it is shown on, like broken-arrow' }),
    neighbourhood: z
      .string()
      .trim()
      .max(60, 'is too long: shorten it to 60 characters at most')
      .refine((value) => !HOUSE_NUMBER.test(value) && !STREET_WORD.test(value), {
        message:
          'must name the neighbourhood only (like Rose District), never a street or a house number: the homeowner’s address stays private',
      })
      .meta({ label: 'Neighbourhood', role: 'label', help: 'where in the city, like Rose District; never the street' })
      .optional(),
    story: z
      .string()
      .trim()
      .min(STORY_MIN, `is too short: tell the job in 2 to 4 sentences (at least ${STORY_MIN} characters)`)
      .max(STORY_MAX, `is too long: shorten it to ${STORY_MAX} characters at most (2 to 4 sentences)`)
      .refine((value) => !PHONE_IN_TEXT.test(value), {
        message: 'holds a phone number: take it out (the site shows the office numbers itself)',
      })
      .refine((value) => !EMAIL_IN_TEXT.test(value), {
        message: 'holds an e-mail address: take it out (the site shows the office address itself)',
      })
      .meta({ label: 'Story', role: 'copy', help: '2 to 4 sentences: what was wrong, what was done' }),
    completedOn: z.iso.date().meta({ label: 'Completed on', role: 'date', help: 'the day the job was finished' }),
    photos: z
      .array(galleryProjectPhotoSchema)
      .min(1, 'needs at least 1 photo: pick the cover')
      .max(GALLERY_PROJECT_PHOTOS_MAX, `holds at most ${GALLERY_PROJECT_PHOTOS_MAX} photos: remove one`)
      .superRefine((photos, ctx) => {
        const covers = photos.filter((photo) => photo.cover).length;
        if (photos.length && covers !== 1)
          ctx.addIssue({
            code: 'custom',
            message: covers
              ? `has ${covers} cover photos: mark exactly one photo as the cover`
              : 'has no cover photo: mark one photo as the cover',
          });
        const seen = new Set<string>();
        photos.forEach((photo, index) => {
          if (seen.has(photo.media))
            ctx.addIssue({ code: 'custom', path: [index, 'media'], message: 'is in the project twice: list it once' });
          seen.add(photo.media);
        });
      })
      .meta({ label: 'Photos' }),
  })
  .meta({ label: 'Project' });
export type GalleryProject = z.output<typeof galleryProjectSchema>;

export const galleryProjectsSchema = z
  .object({
    items: z
      .array(galleryProjectSchema)
      .superRefine((items, ctx) => {
        // The id names the public files and the project's anchor: two projects may not share one.
        const seen = new Set<string>();
        items.forEach((item, index) => {
          if (seen.has(item.id))
            ctx.addIssue({
              code: 'custom',
              path: [index, 'id'],
              message: `is "${item.id}", which another project has: give each project its own id`,
            });
          seen.add(item.id);
        });
      })
      .meta({ label: 'Projects' }),
  })
  .meta({ label: 'Gallery projects' });
export type GalleryProjects = z.output<typeof galleryProjectsSchema>;

export const galleryProjects = defineContentType({
  type: 'galleryProjects',
  label: 'Gallery projects',
  schema: galleryProjectsSchema,
  schemaVersion: 1,
  singleton: 'galleryProjects',
  // Nothing in the site file: the projects are the office's, shown by the Gallery block.
  owns: [],
});

/** The document before any project is made: the gallery shows its stand-ins alone. */
export const noGalleryProjects: GalleryProjects = { items: [] };

/** What ordering and placing a project reads: its id, its city page and the day it was finished. */
type Placed = Pick<GalleryProject, 'id' | 'citySlug' | 'completedOn'>;

/** Newest first (by the day finished, then by id, so two of one day keep one order). */
export const newestFirst = (a: Placed, b: Placed) =>
  a.completedOn < b.completedOn ? 1 : a.completedOn > b.completedOn ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** The projects one page shows: every one (or one city's), newest first, at most `max`. */
export function galleryProjectsFor<T extends Placed>(
  items: readonly T[],
  { citySlug, max }: { citySlug?: string; max?: number } = {},
): T[] {
  return items
    .filter((item) => citySlug === undefined || item.citySlug === citySlug)
    .sort(newestFirst)
    .slice(0, max ?? items.length);
}

/**
 * The public names of a project's photos, in its order: `<id>-<phase>.jpg`, and `-2`, `-3` … for a
 * second photo of one phase (`<id>-during-2.jpg`). Never the photo's hash: the name says what it is.
 */
export function publicPhotoNames(
  project: Pick<GalleryProject, 'id' | 'photos'>,
  extensionOf: (photo: GalleryProjectPhoto) => string = () => 'jpg',
): string[] {
  const counts = new Map<string, number>();
  return project.photos.map((photo) => {
    const n = (counts.get(photo.phase) ?? 0) + 1;
    counts.set(photo.phase, n);
    return `${project.id}-${photo.phase}${n > 1 ? `-${n}` : ''}.${extensionOf(photo)}`;
  });
}

/**
 * How a project's photos are shown: the cover leads, the before/after pair when it has both, then
 * the rest in its order. The Gallery block draws the published projects with it, and the
 * dashboard's editor its preview of one being edited, so both place the same photo in the same spot.
 */
export function projectPictures<P extends Pick<GalleryProjectPhoto, 'phase' | 'cover'>>(
  photos: readonly P[],
): { cover: P; before?: P; after?: P; more: P[] } {
  const cover = photos.find((photo) => photo.cover) ?? photos[0]!;
  const before = photos.find((photo) => photo.phase === 'before');
  const after = photos.find((photo) => photo.phase === 'after');
  const pair = before && after ? [before, after] : [];
  return {
    cover,
    ...(before && after && { before, after }),
    more: photos.filter((photo) => photo !== cover && !pair.includes(photo)),
  };
}

/**
 * "Project Hail claim re-roof (hail-reroof-south-tulsa-2026-06) › Story": a problem's place
 * (`items.3.story`) by the project's title and id, as the dashboard lists it; the whole list's when
 * no project is named.
 */
export function whereInGalleryProjects(items: readonly unknown[], path: string): string {
  const [head, index, ...field] = path.split('.');
  const item = head === 'items' && index !== undefined ? items[Number(index)] : undefined;
  if (!item || typeof item !== 'object') return path ? fieldName(galleryProjectsSchema, path) : galleryProjects.label;
  const { title, id } = item as { title?: unknown; id?: unknown };
  const name =
    typeof title === 'string' && title.trim()
      ? `Project ${title.trim()}${typeof id === 'string' && id ? ` (${id})` : ''}`
      : `Project ${typeof id === 'string' && id ? id : Number(index) + 1}`;
  const steps = field.map((step) => (/^\d+$/.test(step) ? Number(step) : step));
  return [name, ...(steps.length ? [whereOf(galleryProjectSchema, steps)] : [])].join(' › ');
}

/**
 * A published project as the build puts it on the site record (content/owner-gallery.ts): its photos
 * by their public names (`src`, as any picture names its file), never by their hash, and without the
 * request it came from (the site has no use for it).
 */
export const projectOnSiteSchema = galleryProjectSchema
  .omit({ submissionId: true, photos: true })
  .extend({
    photos: z
      .array(
        galleryProjectPhotoSchema.omit({ media: true }).extend({
          src: z
            .string()
            .regex(/^[a-z0-9-]+\.(?:jpg|png|webp)$/, { message: 'must be the photo’s public name, like x-after.jpg' })
            .meta({ label: 'Picture file', role: 'image' }),
        }),
      )
      .min(1)
      .meta({ label: 'Photos' }),
  })
  .meta({ label: 'Gallery project' });
export type ProjectOnSite = z.output<typeof projectOnSiteSchema>;

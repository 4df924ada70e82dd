import { z } from 'zod';
import { imageRef, text } from '../../schema/common';
import { CITY_PROJECTS_MAX } from '../../schema/owner-content/gallery-projects';
import { anchorId, sectionHeaderFields } from '../_shared/section-header';

export const galleryItemSchema = z
  .object({
    /** Anchor of the project's detail view: /gallery#project-<id>. */
    id: anchorId.meta({ label: 'Project id', help: 'its detail view opens at /gallery#project-<id>' }),
    title: text.meta({ label: 'Title', role: 'heading' }),
    location: text.meta({ label: 'Where', role: 'label', help: 'the town or neighborhood of the job' }),
    image: imageRef,
    /** Said under the picture while it is a stand-in, so nobody takes it for the job itself. */
    pictureNote: text
      .meta({
        label: 'Picture note',
        role: 'copy',
        help: 'said under a stand-in picture so nobody takes it for the job',
      })
      .optional(),
    description: text.meta({ label: 'Summary', role: 'copy' }),
    /** The longer story shown by "View Details". */
    details: z
      .array(text.meta({ label: 'Paragraph', role: 'copy' }))
      .min(1)
      .meta({ label: 'Details', help: 'the longer story "View Details" shows' }),
  })
  .meta({ label: 'Project' });

/**
 * A gallery project the owner published (schema/owner-content/gallery-projects.ts), as the page
 * shows it: filled in at build time from the live release, never written in a page file. Its
 * photos are the job's, by their public names; `before` and `after` are its pair, when it has both.
 */
export const publishedProjectSchema = z
  .object({
    id: anchorId.meta({ label: 'Project id', help: 'its detail view opens at #project-<id>' }),
    title: text.meta({ label: 'Title', role: 'heading' }),
    service: text.meta({ label: 'Service', role: 'label' }),
    /** "Rose District, Broken Arrow, OK": the neighbourhood (if given), the city page's name and state. */
    location: text.meta({ label: 'Where', role: 'label' }),
    completedOn: z.iso.date().meta({ label: 'Completed on', role: 'date' }),
    story: text.meta({ label: 'Story', role: 'copy' }),
    cover: imageRef,
    before: imageRef.optional(),
    after: imageRef.optional(),
    /** The project's other photos (during the work, a second after …), in its order. */
    more: z.array(imageRef).meta({ label: 'More photos' }),
  })
  .meta({ label: 'Published project' });
export type PublishedProject = z.infer<typeof publishedProjectSchema>;

export const gallerySchema = z.object({
  type: z.literal('Gallery'),
  ...sectionHeaderFields,
  /** The projects a page file writes (the stand-ins until the owner's own are published); shown after the published ones. */
  items: z.array(galleryItemSchema).meta({ label: 'Projects' }).default([]),
  /**
   * Whether the owner's published gallery projects lead the list: every one (/gallery), or one
   * city's (a city page's "Recent work"), newest first, at most `max`.
   */
  published: z
    .object({
      city: z
        .string()
        .regex(/^[a-z0-9-]+$/, { message: "must be a city page's slug, like broken-arrow" })
        .meta({ label: 'City', role: 'slug', help: 'only the projects of this city page, like broken-arrow' })
        .optional(),
      max: z
        .number()
        .int()
        .min(1)
        .max(24)
        .meta({
          label: 'Most shown',
          role: 'number',
          help: `the newest this many; a city page shows ${CITY_PROJECTS_MAX}`,
        })
        .optional(),
    })
    .meta({ label: 'Published projects', help: "the owner's projects from the dashboard, newest first" })
    .optional(),
  /** Filled in at build time from the owner's live gallery projects (see index.ts); authors never write it. */
  projects: z.array(publishedProjectSchema).meta({ label: 'Published projects shown', built: true }).optional(),
});
export type GalleryProps = z.infer<typeof gallerySchema>;

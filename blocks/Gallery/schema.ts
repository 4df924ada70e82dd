import { z } from 'zod';
import { imageRef, text } from '../../schema/common';
import { sectionHeaderFields } from '../_shared/section-header';

export const galleryItemSchema = z.object({
  /** Anchor of the project's detail view: /gallery#project-<id>. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  location: text,
  image: imageRef,
  /** Said under the picture while it is a stand-in, so nobody takes it for the job itself. */
  pictureNote: text.optional(),
  description: text,
  /** The longer story shown by "View Details". */
  details: z.array(text).min(1),
});

export const gallerySchema = z.object({
  type: z.literal('Gallery'),
  ...sectionHeaderFields,
  items: z.array(galleryItemSchema).min(1),
});
export type GalleryProps = z.infer<typeof gallerySchema>;

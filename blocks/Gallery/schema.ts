import { z } from 'zod';
import { imageRef, text } from '../../schema/common';
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

export const gallerySchema = z.object({
  type: z.literal('Gallery'),
  ...sectionHeaderFields,
  items: z.array(galleryItemSchema).min(1).meta({ label: 'Projects' }),
});
export type GalleryProps = z.infer<typeof gallerySchema>;

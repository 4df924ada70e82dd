import { z } from 'zod';
import { ALT_MAX, ALT_REQUIRED } from '../../shared/owner-photos';
import { defineContentType } from './content-type';

/**
 * The owner's photos in the site's picture slots: each slot the launch report lists (the founder,
 * each state's city hero, each service's picture, each gallery job…) holds an uploaded photo (by
 * the SHA-256 of its stored file, server/media/), what it shows for people who cannot see it, and
 * an optional caption. One document, key `site`; drafts, publishing and going back are the owner
 * content's own (server/owner-content/). A slot left out shows its stand-in.
 */

/** A slot's id: the name the pages look a photo up by (`photo-founder`, `city-oklahoma`, `photo-roof-repair`). */
export const photoSlotId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'is not a photo slot of the site' });

/** The stored photo's content hash (DATA_DIR/media/<sha256>.<ext>). */
export const mediaSha256 = z
  .string()
  .regex(/^[0-9a-f]{64}$/, { message: 'upload the photo again: this one is not in the photo library' })
  .meta({ label: 'Photo', role: 'image' });

/**
 * What a description must not be: a file name ("IMG_2041.jpg"), or only a word for "picture"
 * (a screen reader already says it is one). These say nothing to someone who cannot see the photo.
 */
const FILE_NAME = /^[\w -]+\.(?:jpe?g|png|webp|heic|gif|avif)$/i;
const ONLY_PICTURE = /^(?:an? |the )?(?:image|photo|photograph|picture|pic|img|untitled|placeholder)\.?$/i;

export const altText = z
  .string()
  .trim()
  .min(1, ALT_REQUIRED)
  .max(ALT_MAX, `Shorten the description to ${ALT_MAX} characters or fewer: say what the photo shows`)
  .refine((text) => !FILE_NAME.test(text), {
    message: `${ALT_REQUIRED}: a file name says nothing about what is in it`,
  })
  .refine((text) => !ONLY_PICTURE.test(text), {
    message: `${ALT_REQUIRED}: say what is in it (the roof, the house, the crew), not that it is a photo`,
  })
  .meta({ label: 'What the photo shows', role: 'alt', help: 'for people who cannot see it' });

export const photoInSlot = z
  .object({
    media: mediaSha256,
    alt: altText,
    caption: z
      .string()
      .trim()
      .max(200, 'Shorten the caption to 200 characters or fewer')
      .meta({ label: 'Caption', role: 'copy', help: 'optional, shown under the photo where the page has room' })
      .optional(),
  })
  .meta({ label: 'Photo' });
export type PhotoInSlot = z.output<typeof photoInSlot>;

export const photosSchema = z
  .object({
    slots: z.record(photoSlotId, photoInSlot).meta({ label: 'Photo slots' }),
  })
  .meta({ label: 'Photos' });
export type Photos = z.output<typeof photosSchema>;

export const photos = defineContentType({
  type: 'photos',
  label: 'Photos',
  schema: photosSchema,
  schemaVersion: 1,
  singleton: 'site',
  // The pictures are the pages' (images/ and the page files); a filled slot takes a stand-in's place.
  owns: [],
});

/** The photos document before the owner uploads any: every slot shows its stand-in. */
export const noPhotos: Photos = { slots: {} };

/**
 * The owner's photo uploads (the dashboard's Photos page): which files, how big, and the words the
 * owner reads when one does not fit. Free of Node and React: the page checks the size before
 * sending, and the server (server/media/) checks everything again.
 */

/** The upload route; a multipart post with one file in the `photo` field. */
export const MEDIA_UPLOAD_PATH = '/api/admin/media';
/** The stored photo, to admins only: `${MEDIA_PATH}/<sha256>` (`?thumb` for a small copy). */
export const MEDIA_PATH = '/api/admin/media';
/** A stand-in drawing from images/, for the slot's thumbnail until the owner's photo is in. */
export const STAND_IN_PATH = '/api/admin/media/stand-in';
export const MEDIA_FIELD = 'photo';

export const MEDIA_LIMITS = {
  /** As sent. A phone's camera photo is 2-12 MB; a DSLR's JPEG up to about 20 MB. */
  bytes: 25 * 1024 * 1024,
  /** Decoded pixels (width × height): a 48 MP phone photo fits; a decompression bomb does not. */
  pixels: 80_000_000,
  /** Longest side kept: twice the widest hero the site draws (1,280 px) on a sharp screen. */
  side: 2560,
} as const;

/** Said for an empty or meaningless description (schema/owner-content/photos.ts); the dashboard shows it on the slot's field. */
export const ALT_REQUIRED = 'Describe the photo for people who cannot see it';

/** Longest description: a screen reader reads it whole, and a sentence or two says what a photo shows. */
export const ALT_MAX = 250;

/** What the file input offers: an iPhone converts HEIC to JPEG when the page asks for these. */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp';

/** "212 MB", "25 MB", "3.4 MB": a size as the owner reads it. */
export const megabytes = (bytes: number) => {
  const mb = bytes / (1024 * 1024);
  return `${mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10} MB`;
};

export const mediaMessages = {
  notPhoto: 'This file is not a photo: choose a JPEG, PNG or WebP',
  heic: 'This photo is in Apple’s HEIC format, which the site cannot open: on the iPhone, choose it again from this page (it is then sent as JPEG), or export it as JPEG on a Mac',
  tooBig: (bytes: number) =>
    `The photo is ${megabytes(bytes)}; the limit is ${megabytes(MEDIA_LIMITS.bytes)}. Choose a smaller copy (a phone’s “Medium” or “Large” size is plenty)`,
  tooBigUnknown: `The photo is over ${megabytes(MEDIA_LIMITS.bytes)}, the limit. Choose a smaller copy (a phone’s “Medium” or “Large” size is plenty)`,
  tooManyPixels: (width: number, height: number) =>
    `The photo is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels (${Math.round((width * height) / 1_000_000).toLocaleString('en-US')} megapixels); the limit is ${MEDIA_LIMITS.pixels / 1_000_000} megapixels. Choose a smaller copy`,
  noFile: 'Choose a photo to upload',
  damaged:
    'This photo could not be read to the end (the file may be damaged or cut short): choose it again, or another copy',
} as const;

/** The browser's check before sending: the size only (the kind is the server's to judge, from the bytes). */
export function checkChosenMedia(file: { size: number }): string | undefined {
  if (file.size > MEDIA_LIMITS.bytes) return mediaMessages.tooBig(file.size);
  return undefined;
}

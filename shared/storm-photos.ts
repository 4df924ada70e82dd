/**
 * Photos of the damage a storm request may carry: how many, how big, which kinds, and the words a
 * visitor reads when one does not fit. Free of Node and React: the form checks the same limits
 * before sending, and the server (server/storm/photos.ts) checks them again.
 */

/** The form's file input; `photos` in the multipart post. */
export const PHOTOS_FIELD = 'photos';
export const PHOTO_LIMITS = {
  files: 5,
  /** Each photo, as sent. A phone's camera photo is 2-6 MB. */
  bytes: 10 * 1024 * 1024,
  /** All photos of one request together, as sent. */
  totalBytes: 30 * 1024 * 1024,
} as const;

/**
 * What the file input offers. HEIC is not listed on purpose: an iPhone then converts its photos to
 * JPEG as it attaches them, which the server can always open (see server/storm/photos.ts on HEIC).
 */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
/** A file name as the visitor sees it in a message: its last part, shortened. */
const shown = (name: string) => {
  const base = name.split(/[\\/]/).pop() || 'the file';
  return base.length > 60 ? `${base.slice(0, 57)}…` : base;
};

export const photoMessages = {
  hint: `Up to ${PHOTO_LIMITS.files} photos (JPEG, PNG or WebP; an iPhone converts its photos for you), ${mb(PHOTO_LIMITS.bytes)} each. We remove location and camera details before keeping them.`,
  tooMany: (count: number) =>
    `Please choose at most ${PHOTO_LIMITS.files} photos (you chose ${count}). Your other answers are still here.`,
  tooBig: (name: string, bytes: number) =>
    `“${shown(name)}” is ${bytes > PHOTO_LIMITS.bytes * 1.5 ? mb(bytes) : `over ${mb(PHOTO_LIMITS.bytes)}`}; each photo can be up to ${mb(PHOTO_LIMITS.bytes)}. Please choose a smaller one. Your other answers are still here.`,
  tooMuch: () =>
    `The photos together are over ${mb(PHOTO_LIMITS.totalBytes)}. Please choose fewer photos. Your other answers are still here.`,
  notPhoto: (name: string) =>
    `“${shown(name)}” is not a photo we can open. Please choose JPEG, PNG or WebP photos. Your other answers are still here.`,
  heic: (name: string) =>
    `We cannot open the HEIC photo “${shown(name)}” yet. Please attach it as a JPEG (on an iPhone, pick it again from Photos in this form; on a Mac, open it in Preview and export as JPEG). Your other answers are still here.`,
  /** After a refusal without JavaScript: the browser cannot refill a file input, so the photos are chosen again. */
  chooseAgain: 'Please choose your photos again.',
} as const;

/** The kinds the browser may name for a photo we can keep (HEIC is tried, and refused in words if it cannot be opened). */
const PHOTO_TYPES = /^image\/(jpeg|png|webp|heic|heif|avif)$/;

/**
 * The browser's check of the chosen files, before sending: the same count and size caps as the
 * server, and the kind by what the browser says of it. The server decodes each file and decides.
 */
export function checkChosenPhotos(files: readonly { name: string; size: number; type: string }[]): string | undefined {
  if (files.length > PHOTO_LIMITS.files) return photoMessages.tooMany(files.length);
  const big = files.find((file) => file.size > PHOTO_LIMITS.bytes);
  if (big) return photoMessages.tooBig(big.name, big.size);
  if (files.reduce((sum, file) => sum + file.size, 0) > PHOTO_LIMITS.totalBytes) return photoMessages.tooMuch();
  const other = files.find((file) => file.type && !PHOTO_TYPES.test(file.type));
  if (other) return photoMessages.notPhoto(other.name);
  return undefined;
}

/**
 * The crew's job photos, written once for the crew page (admin/crew), the server (server/job-photos)
 * and the office's curation: the phases a photo is taken in, what the office makes of it, the
 * upload route's contract, the limits and the words each person reads.
 */

export const JOB_PHOTO_PHASES = ['before', 'during', 'after'] as const;
export type JobPhotoPhase = (typeof JOB_PHOTO_PHASES)[number];
export const PHASE_LABELS: Record<JobPhotoPhase, string> = { before: 'Before', during: 'During', after: 'After' };

/** private: the business's record only; showcase: picked for the site; cover: the one that leads the project. */
export const JOB_PHOTO_STATUSES = ['private', 'showcase', 'cover'] as const;
export type JobPhotoStatus = (typeof JOB_PHOTO_STATUSES)[number];

export const PHOTO_CONSENTS = ['given', 'withdrawn'] as const;
export type PhotoConsent = (typeof PHOTO_CONSENTS)[number];

/**
 * The upload route: one photo per request, its bytes as the body (image/jpeg, png or webp), the job
 * and phase in the query (`?job=<request id>&phase=before`), and the SHA-256 of the body (lower-case
 * hex) in the UPLOAD_KEY_HEADER. The server answers 200 `{ id, duplicate }` once the photo is
 * stored durably; the same key for the same job answers the first photo's id with duplicate: true.
 * `takenAt` (ISO 8601) may ride in the TAKEN_AT_HEADER.
 */
export const JOB_PHOTO_UPLOAD_PATH = '/api/crew/photos';
export const UPLOAD_KEY_HEADER = 'x-upload-key';
export const TAKEN_AT_HEADER = 'x-taken-at';

/** A job photo's bytes for staff (owner and office any job's; crew their jobs'): `${JOB_PHOTO_FILE_PATH}/<id>?size=thumb|full`. */
export const JOB_PHOTO_FILE_PATH = '/api/job-photos';

/** "Download for Google" (office and owner): a ZIP of a job's chosen photos sized for a post, and its caption: `?job=<id>&photos=1,2,3`. */
export const GOOGLE_BUNDLE_PATH = `${JOB_PHOTO_FILE_PATH}/google`;

export const JOB_PHOTO_LIMITS = {
  /** One upload's body: the phone sends about 1 MB after downscaling; an undownscaled 48 MP photo still fits. */
  bytes: 25 * 1024 * 1024,
  /** The phone shrinks a photo to this longest side before queueing it; the server keeps at most this. */
  side: 2560,
  /** JPEG quality the phone encodes at. */
  quality: 0.85,
  /** A job photo may be sent this many days after the job's appointment (a queue left offline over a weekend). */
  lateDays: 14,
} as const;

/** What the office ticks before a photo of a customer's home goes on the site. */
export const PUBLISH_CHECKLIST = [
  { id: 'houseNumber', label: 'No house number in frame' },
  { id: 'streetSign', label: 'No street sign in frame' },
  { id: 'licencePlate', label: 'No licence plate in frame' },
  { id: 'faces', label: 'No face in frame' },
] as const;
export type ChecklistItem = (typeof PUBLISH_CHECKLIST)[number]['id'];

/**
 * The alt text offered for a photo (the office must read and may change it): the job's service,
 * its city and the phase, e.g. "Roof replacement in Broken Arrow, OK, after the work".
 */
export function suggestedAlt(service: string | null, city: string | null, phase: JobPhotoPhase): string {
  const what = service?.trim() || 'Roofing job';
  const where = city?.trim() ? ` in ${city.trim()}` : '';
  const when = phase === 'before' ? 'before the work' : phase === 'during' ? 'during the work' : 'after the work';
  return `${what}${where}, ${when}`;
}

/** A Google Business Profile post photo: at least 720 px, at most 5 MB (JPEG). */
export const GOOGLE_POST_PHOTO = { side: 1200, minSide: 720, maxBytes: 5 * 1024 * 1024 } as const;

/** A phone number anywhere in a caption (Google refuses posts that carry one). */
export const PHONE_IN_TEXT = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/;

export const jobPhotoMessages = {
  noKey: 'The photo arrived without its fingerprint. The crew page adds it: update the page and send again.',
  keyMismatch: 'The photo arrived damaged on the way (its fingerprint does not match). The crew page sends it again.',
  notYourJob:
    'This job is not on your list any more, so the photo cannot be filed under it. Ask the office to file it: it stays on this phone meanwhile.',
  noJob: 'There is no job with that number. Ask the office which job this photo belongs to.',
  badPhase: 'Choose Before, During or After for the photo.',
  tooBig: (bytes: number) =>
    `This photo is ${(bytes / 1024 / 1024).toFixed(0)} MB; the most one photo may be is ${JOB_PHOTO_LIMITS.bytes / 1024 / 1024} MB.`,
  noConsent:
    'The homeowner has not agreed to photos of their home on the website. Record their consent on the request first (Photo consent).',
  altMissing: 'Every published photo needs a description for visitors who cannot see it: fill in "Describe the photo".',
  checklist:
    'Tick every item of the checklist (no house number, street sign, licence plate or face in frame) before publishing.',
  phoneInCaption: 'Google refuses posts with a phone number: take the number out of the caption.',
} as const;

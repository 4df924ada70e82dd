import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { zipSync } from 'fflate';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { phoneDigits } from '../../shared/phone';
import { GOOGLE_BUNDLE_PATH, GOOGLE_POST_PHOTO, PHONE_IN_TEXT } from '../../shared/job-photos';
import { formatCalendarMonth } from '../../shared/calendar-day';
import type { StormCity } from '../../shared/storm';
import { checkStaff, refusalText } from '../auth/admin-check';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from '../db/errors';
import type { Database } from '../db/types';
import { readSession } from '../http/session-cookie';
import { fetchMissingMedia, mediaDir, mediaFileName } from '../media/store';
import { suggestCity } from '../reviews/queue';
import type { AppServices } from '../services';
import { galleryProjectsNow, projectId } from './curation';

/**
 * "Download for Google": the chosen photos of a job as a ZIP the office uploads to the Google
 * Business Profile by hand (its API needs approval first): each photo a new JPEG sized for a post
 * (GOOGLE_POST_PHOTO: longest side 1,200 px, never under 720, at most 5 MB) with no metadata at
 * all (sharp writes none unless asked), named for what it shows, and `caption.txt`: the service,
 * city and month and a line of the project's story, with no phone number (Google refuses posts
 * that carry one).
 */

export type GoogleBundle =
  | { ok: true; fileName: string; zip: Uint8Array; caption: string }
  | { ok: false; status: 400 | 404; message: string };

/** A photo re-encoded for a post: the size Google asks for, quality lowered until it fits. */
export async function googlePostJpeg(data: Buffer): Promise<Buffer> {
  const meta = await sharp(data).rotate().metadata();
  const [w, h] = meta.orientation && meta.orientation >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  const long = Math.max(w ?? 1, h ?? 1);
  const short = Math.min(w ?? 1, h ?? 1);
  // The longest side at GOOGLE_POST_PHOTO.side; a narrow panorama grows until its short side reaches minSide.
  const scale = Math.max(GOOGLE_POST_PHOTO.side / long, GOOGLE_POST_PHOTO.minSide / short);
  const width = Math.round((w ?? 1) * scale);
  const height = Math.round((h ?? 1) * scale);
  for (const quality of [85, 75, 65, 55]) {
    const jpeg = await sharp(data).rotate().resize({ width, height, fit: 'fill' }).jpeg({ quality }).toBuffer();
    if (jpeg.length <= GOOGLE_POST_PHOTO.maxBytes) return jpeg;
  }
  return sharp(data).rotate().resize({ width, height, fit: 'fill' }).jpeg({ quality: 40 }).toBuffer();
}

/**
 * The post's caption: what was done, where and when, and the first sentence of the story. Any part
 * that holds a phone number (a pattern of one, or the digits of one of the site's phones) is left
 * out, so what remains can always be posted.
 */
export function googleCaption(
  parts: { service: string; city: string | null; month: string; title?: string; story?: string },
  sitePhones: readonly string[],
): string {
  const phones = sitePhones.map(phoneDigits).filter((digits) => digits.length >= 7);
  const clean = (text: string) => {
    const digits = phoneDigits(text);
    return !PHONE_IN_TEXT.test(text) && !phones.some((phone) => digits.includes(phone.slice(-7)));
  };
  const when = formatCalendarMonth(`${parts.month}-01`);
  const lines = [
    parts.title,
    `${parts.service}${parts.city ? ` in ${parts.city}` : ''}, ${when}.`,
    parts.story ? (/^.*?[.!?](?=\s|$)/.exec(parts.story.trim())?.[0] ?? parts.story.trim()) : undefined,
  ];
  return `${lines.filter((line): line is string => !!line && clean(line)).join('\n')}\n`;
}

/** The ZIP for a job's chosen photos, or why not in words. */
export async function googleBundle(
  db: Kysely<Database>,
  dataDir: string,
  input: { job: number; photos: number[]; cities: readonly StormCity[]; sitePhones: string[] },
): Promise<GoogleBundle> {
  const request = await db
    .selectFrom('contact_submissions')
    .select(['id', 'service_needed', 'page', 'address', 'job_completed_on', 'photo_consent', 'created_at'])
    .where('id', '=', input.job)
    .executeTakeFirst();
  if (!request)
    return { ok: false, status: 404, message: `There is no request #${input.job} any more. Reload the list.` };
  if (request.photo_consent !== 'given')
    return {
      ok: false,
      status: 400,
      message:
        'The homeowner has not agreed to photos of their home being shared. Record their consent on the request first (Photo consent).',
    };
  if (!input.photos.length)
    return { ok: false, status: 400, message: 'Choose the photos to share (Showcase or Cover), then download again.' };
  const rows = await db
    .selectFrom('job_photos as p')
    .innerJoin('media as m', 'm.sha256', 'p.sha256')
    .select(['p.id', 'p.submission_id', 'p.phase', 'p.sha256', 'm.format'])
    .where('p.id', 'in', input.photos)
    .execute();
  const foreign = input.photos.filter((id) => !rows.some((row) => row.id === id && row.submission_id === input.job));
  if (foreign.length)
    return {
      ok: false,
      status: 400,
      message: `${foreign.length === 1 ? `Photo ${foreign[0]} is` : `Photos ${foreign.join(', ')} are`} not this job's: reload the request and choose again.`,
    };
  const project = (await galleryProjectsNow(db)).find((item) => item.submissionId === input.job);
  const citySlug = project?.citySlug ?? suggestCity(request, input.cities);
  const city = input.cities.find((c) => c.slug === citySlug);
  const service = project?.service ?? request.service_needed ?? 'Roofing job';
  const completedOn =
    project?.completedOn ?? request.job_completed_on ?? new Date(request.created_at).toISOString().slice(0, 10);
  const base = project?.id ?? projectId(service, citySlug ?? 'oklahoma', completedOn, []);
  const library = mediaDir(dataDir);
  await fetchMissingMedia(
    db,
    library,
    rows.map((row) => mediaFileName(row.sha256, row.format)),
  );
  const files: Record<string, Uint8Array> = {};
  const counts = new Map<string, number>();
  for (const id of input.photos) {
    const row = rows.find((r) => r.id === id)!;
    const n = (counts.get(row.phase) ?? 0) + 1;
    counts.set(row.phase, n);
    const data = await readFile(path.join(library, mediaFileName(row.sha256, row.format)));
    files[`${base}-${row.phase}${n > 1 ? `-${n}` : ''}.jpg`] = await googlePostJpeg(data);
  }
  const caption = googleCaption(
    {
      service,
      city: city ? `${city.name}, ${city.state}` : null,
      month: completedOn.slice(0, 7),
      ...(project ? { title: project.title, story: project.story } : {}),
    },
    input.sitePhones,
  );
  files['caption.txt'] = new TextEncoder().encode(caption);
  // JPEGs are compressed already: stored, not deflated again.
  const zip = zipSync(files, { level: 0 });
  return { ok: true, fileName: `${base}-for-google.zip`, zip, caption };
}

/** Every phone number the site shows (the business's and each office's). */
export function sitePhonesOf(site: AppServices['site']): string[] {
  return [site.company.businessPhone, ...site.offices.map((office) => office.phone)];
}

/** GET /api/job-photos/google?job=<id>&photos=1,2,3: the office's and owner's (drafts area). */
export function registerGoogleBundleRoute(app: FastifyInstance, services: AppServices): void {
  app.get<{ Querystring: { job?: string; photos?: string } }>(GOOGLE_BUNDLE_PATH, async (request, reply) => {
    const text = (code: number, message: string) =>
      reply.code(code).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(message);
    try {
      const checked = await checkStaff(services.db, await readSession(services, request, reply), 'drafts', {
        requireSecondFactor: services.env.REQUIRE_ADMIN_2FA,
      });
      if (!checked.ok)
        return text(
          checked.reason === 'signed-out' ? 401 : 403,
          checked.reason === 'not-admin'
            ? 'Only staff download job photos. Ask the owner for a staff account.'
            : refusalText(checked, 'download job photos for Google'),
        );
      const job = Number(request.query.job);
      const photos = (request.query.photos ?? '').split(',').filter(Boolean).map(Number);
      if (!Number.isSafeInteger(job) || job < 1 || photos.some((id) => !Number.isSafeInteger(id) || id < 1))
        return text(400, 'The link names no job or photos: open the request and use "Download for Google" again.');
      if (photos.length > 20) return text(400, 'Choose at most 20 photos for one download.');
      const bundle = await googleBundle(services.db, services.env.DATA_DIR, {
        job,
        photos,
        cities: services.cities,
        sitePhones: sitePhonesOf(services.site),
      });
      if (!bundle.ok) return text(bundle.status, bundle.message);
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${bundle.fileName}"`)
        .type('application/zip')
        .send(Buffer.from(bundle.zip));
    } catch (error) {
      if (isDatabaseUnavailable(error)) return text(503, `${SERVICE_UNAVAILABLE_MESSAGE}.`);
      request.log.error({ err: error }, 'google bundle failed');
      return text(500, 'The download failed on our side. Try again in a minute.');
    }
  });
}

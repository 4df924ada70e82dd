import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { CONTACT_FIELDS, CONTACT_LIMITS, FORM_TOKEN_FIELD } from '../../shared/contact-rules';
import type { ContactAnswer, FormPostAnswer } from '../../schema/form-post';
import { isDatabaseUnavailable } from '../db/errors';
import { cookiesSecure } from '../env';
import { isAllowedOrigin } from '../http/origin';
import type { AppServices } from '../services';
import type { AnswerPages } from './answer-page';
import { countContact } from '../metrics/metrics';
import type { PageIndex } from '../site-index';
import { requestProvenance } from './provenance';
import { submitContactRequest } from './submit';
import { readMultipartForm } from './multipart';
import { COMMERCIAL_FIELDS, STORM_FIELDS } from '../../shared/request-field-sets';
import { factsOfUnindexedPath } from '../../shared/page-facts';
import { cleanPath } from '../../shared/touch';
import { PHOTOS_FIELD, photoMessages } from '../../shared/storm-photos';
import { stormModeOf } from '../storm/intake';
import { preparePhotos, type KeptPhoto, type SentFile } from '../storm/photos';

/** Holds the no-JavaScript form's signed start time; set by the pixel in the form's <noscript>. */
const START_COOKIE = 'rl_form_start';
// The smallest transparent GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The contact form's HTTP contract, outside tRPC: a fresh start time for the JavaScript form, the
 * <noscript> pixel that starts the clock without JavaScript, and POST /api/contact, which takes
 * the form as JSON (answered with ContactAnswer) or as a plain form post (answered with the page).
 * Both ways share one handler: same origin, one rate-limit budget, one schema, one submit path.
 */
export function registerContactRoutes(
  app: FastifyInstance,
  services: AppServices,
  answers: AnswerPages,
  /** The live generation's page index (it changes with each publish). */
  pageIndex: () => PageIndex,
): void {
  const cookie = {
    path: '/api/contact',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: cookiesSecure(services.env),
  };

  /** What the answers need of a posted form: its typed values, which form and page, its office's words, its start time. */
  const formOf = (body: Record<string, unknown>, startCookie: string | undefined) => {
    const text = (key: string, max: number) =>
      typeof body[key] === 'string' ? (body[key] as string).slice(0, max) : '';
    return {
      values: Object.fromEntries(CONTACT_FIELDS.map((field) => [field, text(field, CONTACT_LIMITS[field] * 2)])),
      formId: text('formId', 100) || 'request',
      page: text('page', 300) || undefined,
      // The number the answers offer: the office the visitor's form shows.
      messages: services.contactMessages(text('office', 100) || undefined),
      // The start time: the form's hidden field (an answer page carries one) or the pixel's cookie.
      posted: text(FORM_TOKEN_FIELD, 300) || startCookie,
    };
  };

  app.get('/api/contact/token', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { token: services.formTokens.issue() };
  });

  app.get('/api/contact/start.gif', async (_request, reply) => {
    reply.setCookie(START_COOKIE, services.formTokens.issue(), { ...cookie, maxAge: 24 * 60 * 60 });
    return reply.header('Cache-Control', 'no-store').type('image/gif').send(PIXEL);
  });

  app.post('/api/contact', async (request, reply) => {
    // One handler for both ways the form is sent: JSON from the form's script (answered in JSON)
    // and the plain form post without JavaScript (answered with the page, see answer-page.ts).
    // A storm form with photos is multipart: without JavaScript a plain post (answered with the
    // page), with it a FormData fetch that asks for JSON.
    const multipart = request.isMultipart();
    const wantsJson =
      (request.headers['content-type']?.toLowerCase().startsWith('application/json') ?? false) ||
      (multipart && (request.headers.accept ?? '').includes('application/json'));
    // A multipart body is not read yet (see below); JSON and plain form posts are parsed by now.
    let body = (!multipart && request.body && typeof request.body === 'object' ? request.body : {}) as Record<
      string,
      unknown
    >;
    let files: SentFile[] = [];
    let tooManyFiles = false;
    let discardFiles = async () => {};
    let form = formOf(body, wantsJson ? undefined : request.cookies[START_COOKIE]);
    // What an answer's form carries on: the posted start time if still good, else a new one.
    // The page first posted from rides along, so a second post from an answer page records it too.
    const carry = () => ({
      [FORM_TOKEN_FIELD]: services.formTokens.check(form.posted).ok ? form.posted! : services.formTokens.issue(),
      ...(form.page ? { page: form.page } : {}),
    });

    const answer = async (
      status: number,
      outcome: Omit<FormPostAnswer, 'formId' | 'values'> & { reference?: string; newToken?: string },
    ): Promise<FastifyReply> => {
      reply.code(status).header('Cache-Control', 'no-store');
      if (wantsJson) return reply.send(jsonAnswer(outcome));
      const { reference: _reference, newToken: _token, ...shown } = outcome;
      const html = await answers.render(form.page, { formId: form.formId, values: form.values, ...shown });
      return reply.type('text/html; charset=utf-8').send(html);
    };

    // Judged before a byte of the body is read: a post from another site is refused with its
    // multipart body (up to 30 MB of photos) unread, and the connection closes rather than drain it.
    if (!isAllowedOrigin(request, services.env.SITE_URL)) {
      countContact('origin');
      if (multipart) reply.header('Connection', 'close');
      return answer(403, {
        outcome: 'failed',
        errors: {},
        message: 'This request did not come from our site. Reload the page and try again.',
      });
    }
    try {
      // One allowance per address, however the form is sent (its counters live in the database or Redis).
      // Counted per client (an IPv6 /64) and per network (its /48); the second only when the first allows.
      let verdict = await app.rateLimits.check('contact.submit', request);
      if (verdict.allowed) verdict = await app.rateLimits.check('contact.network', request);
      const pageKindOf = (fields: Record<string, unknown>) => {
        const pagePath = cleanPath(fields.page);
        return pagePath ? (pageIndex().get(pagePath) ?? factsOfUnindexedPath(pagePath)).kind : null;
      };
      if (multipart) {
        // Judged, now read: the text fields always (a refused post's answer page shows what was
        // typed), photos only when this form takes them (storm mode) and the post is allowed.
        const takesFiles = async (fields: Readonly<Record<string, string>>) =>
          verdict.allowed && (await stormModeOf(services.db, services.now(), pageKindOf(fields))).asked;
        ({ fields: body, files, tooManyFiles, discard: discardFiles } = await readMultipartForm(request, takesFiles));
        form = formOf(body, wantsJson ? undefined : request.cookies[START_COOKIE]);
      }
      const { messages } = form;
      if (!verdict.allowed) {
        reply.header('Retry-After', String(verdict.retryAfterSeconds));
        countContact('rate-limit');
        return answer(429, { outcome: 'failed', errors: {}, message: messages.tooManyRequests, hidden: carry() });
      }
      // Storm mode: a storm is active, or the form is on a storm-damage page. Outside it the storm
      // questions and photos are not asked, and whatever came for them is dropped unread.
      const pageKind = pageKindOf(body);
      const mode = await stormModeOf(services.db, services.now(), pageKind);
      if (!mode.asked) {
        body = { ...body };
        for (const field of STORM_FIELDS) delete body[field.name];
        files = [];
        tooManyFiles = false;
      }
      // The commercial questions belong to a commercial page's form; from anywhere else they are dropped.
      if (pageKind !== 'commercial') {
        body = { ...body };
        for (const field of COMMERCIAL_FIELDS) delete body[field.name];
      }
      const parsed = services.contactSchema.safeParse(body);
      // Photos are checked with the fields, so one answer names every problem; a bad file refuses
      // the request and the answer carries every typed value back (the files are chosen again).
      const photos = tooManyFiles
        ? ({ ok: false, message: photoMessages.tooMany(files.length + 1) } as const)
        : files.length
          ? await preparePhotos(files)
          : ({ ok: true, photos: [] as KeptPhoto[] } as const);
      if (!parsed.success || !photos.ok) {
        const errors: Record<string, string> = {};
        if (!parsed.success) {
          const { fieldErrors } = z.flattenError(parsed.error);
          for (const field of CONTACT_FIELDS) if (fieldErrors[field]?.[0]) errors[field] = fieldErrors[field][0];
        }
        if (!photos.ok) errors[PHOTOS_FIELD] = photos.message;
        // Without JavaScript the answer page cannot hand the chosen files back: say so beside them.
        else if (files.length && !wantsJson) errors[PHOTOS_FIELD] = photoMessages.chooseAgain;
        const message = Object.keys(errors).length ? undefined : 'Reload the page and try again.';
        countContact('invalid');
        return answer(400, { outcome: 'invalid', errors, message, hidden: carry(), storm: mode.asked });
      }

      const provenance = requestProvenance(
        { site: services.site, siteUrl: services.env.SITE_URL, pages: pageIndex() },
        {
          body,
          referer: request.headers.referer,
          host: request.headers.host,
          heardAbout: parsed.data.heardAbout,
          address: parsed.data.address,
          phone: parsed.data.phone,
        },
      );
      const outcome = await submitContactRequest(
        services,
        // A storm request without a date of loss: the storm's own date, as the form's hint says.
        mode.storm && !parsed.data.dateOfLoss ? { ...parsed.data, dateOfLoss: mode.storm.date } : parsed.data,
        {
          source: wantsJson ? 'form' : 'form-nojs',
          token: form.posted,
          provenance,
          storm: { id: mode.storm?.id ?? null, photos: photos.photos },
        },
      );
      if (outcome.kind === 'token-needed') {
        return answer(400, {
          outcome: 'invalid',
          errors: {},
          message: messages.sendAgain,
          hidden: { [FORM_TOKEN_FIELD]: outcome.token, ...(form.page ? { page: form.page } : {}) },
          newToken: outcome.token,
        });
      }
      // A second request from the same page view needs a new start time (see the Back button).
      if (!wantsJson) reply.clearCookie(START_COOKIE, cookie);
      return answer(200, { outcome: 'sent', errors: {}, reference: outcome.reference });
    } catch (error) {
      // Whatever went wrong, a person gets the form back with what they typed and a phone number.
      const down = isDatabaseUnavailable(error);
      countContact(down ? 'database-unavailable' : 'error');
      if (down) request.log.warn({ err: error }, 'contact form: database unavailable');
      else request.log.error({ err: error }, 'contact form failed');
      return answer(down ? 503 : 500, {
        outcome: 'failed',
        errors: {},
        message: down ? form.messages.unavailable : form.messages.sendFailed,
        hidden: carry(),
      });
    } finally {
      // The posted files were read into temporary files; what is kept was re-encoded from them.
      await discardFiles();
    }
  });
}

/** The JSON form of an answer (schema/form-post.ts ContactAnswer). */
function jsonAnswer(
  outcome: Omit<FormPostAnswer, 'formId' | 'values'> & { reference?: string; newToken?: string },
): ContactAnswer {
  if (outcome.outcome === 'sent') return { outcome: 'sent', reference: outcome.reference! };
  if (outcome.outcome === 'failed') return { outcome: 'failed', message: outcome.message ?? '' };
  return {
    outcome: 'invalid',
    errors: outcome.errors,
    ...(outcome.message ? { message: outcome.message } : {}),
    ...(outcome.newToken ? { formToken: outcome.newToken } : {}),
  };
}

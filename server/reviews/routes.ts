import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NAME_CHOICES, type NameChoice, REVIEW_LIMITS } from '../../shared/review-consent';
import { UNSAFE_CHARACTERS } from '../../shared/text-safety';
import { isAllowedOrigin } from '../http/origin';
import { mailContext } from '../mail/context';
import type { AppServices } from '../services';
import { type PageMessage, reviewPage, reviewPageCss, unknownLinkPage, unsubscribePage } from './page';
import {
  type AskOnPage,
  askOfToken,
  countClick,
  savePrivateNote,
  saveTestimonial,
  unsubscribe,
  withdrawTestimonial,
} from './responses';
import { publishTestimonials } from './queue';

/** A form bigger than this is refused before it is read (the page's fields hold a few KB). */
const BODY_LIMIT = 64 * 1024;

type Form = Record<string, unknown>;
const textOf = (form: Form, key: string) => (typeof form[key] === 'string' ? (form[key] as string) : '');

/** A field's words, or the problem with them in the customer's words. */
function checkText(
  value: string,
  what: string,
  max: number,
): { ok: true; text: string } | { ok: false; message: string } {
  const text = value.replace(/\r\n/g, '\n').trim();
  if (text.length > max)
    return {
      ok: false,
      message: `${what} holds ${max.toLocaleString('en-US')} characters at most (yours has ${text.length.toLocaleString('en-US')}): shorten it and send it again.`,
    };
  if (UNSAFE_CHARACTERS.test(text))
    return { ok: false, message: `${what} contains characters we can't accept (often from a paste): type it again.` };
  return { ok: true, text };
}

/**
 * The review page's routes: GET /r/<token> (counts the click), POST …/note, …/testimonial,
 * …/withdraw, GET and POST …/unsubscribe (a one-click POST from a mail program too, RFC 8058),
 * and the page's stylesheet. Every answer is a whole page, so it works without JavaScript; a
 * refused form comes back with what was typed.
 */
export function registerReviewRoutes(app: FastifyInstance, services: AppServices): void {
  const css = reviewPageCss(services.site.theme);
  app.get('/r/review.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(css),
  );

  // Referrer-Policy stays the site's same-origin: the token goes to no other site (the Google
  // link is noreferrer too), while no-referrer would make the browser post with `Origin: null`.
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .send(body);
  const unknown = (reply: FastifyReply) => html(reply, unknownLinkPage(services.site), 404);
  const page = (reply: FastifyReply, token: string, ask: AskOnPage, options = {}, status = 200) =>
    html(reply, reviewPage(services.site, token, ask, options), status);

  /** The ask of a posted form, after the origin and rate checks; or the answer already sent. */
  async function postedAsk(
    request: FastifyRequest<{ Params: { token: string } }>,
    reply: FastifyReply,
    form: PageMessage['form'],
  ): Promise<AskOnPage | undefined> {
    const ask = await askOfToken(services.db, request.params.token);
    if (!ask) {
      await unknown(reply);
      return undefined;
    }
    // A mail program's one-click unsubscribe posts from no page: it carries no Origin to check.
    const oneClick = form === 'unsubscribe' && textOf((request.body ?? {}) as Form, 'List-Unsubscribe') === 'One-Click';
    if (!oneClick && !isAllowedOrigin(request, services.env.SITE_URL)) {
      await page(
        reply,
        request.params.token,
        ask,
        {
          message: {
            form,
            kind: 'problem',
            text: 'This form did not come from our page. Open the link from the mail again.',
          },
        },
        403,
      );
      return undefined;
    }
    const limit = await services.rateLimits.check('review.page', request);
    if (!limit.allowed) {
      await page(reply, request.params.token, ask, { message: { form, kind: 'problem', text: limit.message } }, 429);
      return undefined;
    }
    return ask;
  }

  const tooBig = (form: PageMessage['form']) => ({
    bodyLimit: BODY_LIMIT,
    errorHandler: async (error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) => {
      const token = (request.params as { token?: string }).token ?? '';
      const ask = await askOfToken(services.db, token);
      if (!ask) return unknown(reply);
      const text =
        error.statusCode === 413
          ? 'What you sent is far longer than the form takes. Shorten it and send it again.'
          : 'We could not read what you sent. Please try again.';
      return page(reply, token, ask, { message: { form, kind: 'problem', text } }, error.statusCode ?? 400);
    },
  });

  app.get<{ Params: { token: string } }>('/r/:token', async (request, reply) => {
    const ask = await askOfToken(services.db, request.params.token);
    if (!ask) return unknown(reply);
    // A link checker's HEAD (Fastify answers HEAD for every GET) is not the customer opening it.
    if (request.method === 'GET') await countClick(services.db, ask.id, services.now());
    return page(reply, request.params.token, ask);
  });

  app.post<{ Params: { token: string } }>('/r/:token/note', tooBig('note'), async (request, reply) => {
    const ask = await postedAsk(request, reply, 'note');
    if (!ask) return reply;
    const form = (request.body ?? {}) as Form;
    const typed = {
      score: textOf(form, 'score').slice(0, 2),
      note: textOf(form, 'note').slice(0, REVIEW_LIMITS.note * 2),
    };
    const score = /^[1-5]$/.test(typed.score) ? Number(typed.score) : null;
    const note = checkText(typed.note, 'Your note', REVIEW_LIMITS.note);
    const problem = !note.ok
      ? note.message
      : score === null && !note.text
        ? 'Pick a score or write a note, then send it.'
        : null;
    if (problem)
      return page(
        reply,
        request.params.token,
        ask,
        { message: { form: 'note', kind: 'problem', text: problem }, typed },
        400,
      );
    const saved = await savePrivateNote(
      services.db,
      ask,
      { score, body: note.ok && note.text ? note.text : null },
      services.now(),
      mailContext(services),
    );
    if (saved === 'saved') services.wakeMailWorker();
    const fresh = (await askOfToken(services.db, request.params.token))!;
    return page(reply, request.params.token, fresh, {
      message: {
        form: 'note',
        kind: 'done',
        text:
          saved === 'saved' ? 'Thank you. The owner reads your note today.' : 'You sent a note already; we have it.',
      },
    });
  });

  app.post<{ Params: { token: string } }>('/r/:token/testimonial', tooBig('testimonial'), async (request, reply) => {
    const ask = await postedAsk(request, reply, 'testimonial');
    if (!ask) return reply;
    const form = (request.body ?? {}) as Form;
    const typed = {
      body: textOf(form, 'body').slice(0, REVIEW_LIMITS.body * 2),
      name: textOf(form, 'name').slice(0, 20),
      neighbourhood: textOf(form, 'neighbourhood').slice(0, REVIEW_LIMITS.neighbourhood * 2),
      ...(textOf(form, 'public') === 'yes' ? { public: 'yes' } : {}),
      ...(textOf(form, 'internal') === 'yes' ? { internal: 'yes' } : {}),
    };
    const body = checkText(typed.body, 'Your words', REVIEW_LIMITS.body);
    const neighbourhood = checkText(typed.neighbourhood, 'The neighbourhood', REVIEW_LIMITS.neighbourhood);
    const nameChoice = (NAME_CHOICES as readonly string[]).includes(typed.name) ? (typed.name as NameChoice) : null;
    const problem = !body.ok
      ? body.message
      : body.text.length < 10
        ? 'Write a sentence or two about the job, then send it.'
        : !neighbourhood.ok
          ? neighbourhood.message
          : !nameChoice
            ? 'Pick how to sign your words.'
            : null;
    if (problem || !body.ok || !neighbourhood.ok || !nameChoice)
      return page(
        reply,
        request.params.token,
        ask,
        { message: { form: 'testimonial', kind: 'problem', text: problem! }, typed },
        400,
      );
    const saved = await saveTestimonial(
      services.db,
      ask,
      {
        body: body.text,
        nameChoice,
        neighbourhood: neighbourhood.text || null,
        public: typed.public === 'yes',
        internal: typed.internal === 'yes',
      },
      services.now(),
    );
    const fresh = (await askOfToken(services.db, request.params.token))!;
    return page(reply, request.params.token, fresh, {
      message: {
        form: 'testimonial',
        kind: 'done',
        text: saved === 'saved' ? 'Thank you for your words.' : 'You sent your words already; we have them.',
      },
    });
  });

  app.post<{ Params: { token: string } }>('/r/:token/withdraw', tooBig('withdraw'), async (request, reply) => {
    const ask = await postedAsk(request, reply, 'withdraw');
    if (!ask) return reply;
    const { wasLive } = await withdrawTestimonial(services.db, ask, services.now());
    let text = 'Done: you withdrew your permission. We will not publish your words.';
    if (wasLive) {
      const published = await publishTestimonials(services, null, 'A customer withdrew their testimonial');
      text = published.ok
        ? 'Done: your words are off our website.'
        : 'Done: you withdrew your permission, and your words come off our website within a day.';
    }
    const fresh = (await askOfToken(services.db, request.params.token))!;
    return page(reply, request.params.token, fresh, { message: { form: 'withdraw', kind: 'done', text } });
  });

  app.get<{ Params: { token: string } }>('/r/:token/unsubscribe', async (request, reply) => {
    const ask = await askOfToken(services.db, request.params.token);
    if (!ask) return unknown(reply);
    return html(reply, unsubscribePage(services.site, request.params.token, ask));
  });

  app.post<{ Params: { token: string } }>('/r/:token/unsubscribe', tooBig('unsubscribe'), async (request, reply) => {
    const ask = await postedAsk(request, reply, 'unsubscribe');
    if (!ask) return reply;
    await unsubscribe(services.db, ask, services.now());
    const fresh = (await askOfToken(services.db, request.params.token))!;
    return html(reply, unsubscribePage(services.site, request.params.token, fresh));
  });
}

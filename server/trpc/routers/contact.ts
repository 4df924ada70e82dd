import { site } from '../../../pages/site';
import { contactRequestSchema } from '../../../schema/contact';
import { FORM_TOKEN_ERROR, contactMessages } from '../../../schema/contact-rules';
import { submitContactRequest } from '../../contact/submit';
import { errorWithData, publicProcedure, router } from '../init';

const messages = contactMessages(site.offices.tulsa.phone);

/** Counted before the input is read, so a flood of malformed requests is limited too. */
const contactRateLimited = publicProcedure.use(async ({ ctx, next }) => {
  const verdict = await ctx.rateLimits.contact(ctx.req);
  if (!verdict.allowed) {
    ctx.res.header('Retry-After', String(verdict.retryAfterSeconds));
    throw errorWithData('TOO_MANY_REQUESTS', messages.tooManyRequests, { retryAfterSeconds: verdict.retryAfterSeconds });
  }
  return next();
});

export const contactRouter = router({
  /**
   * A visitor's request from the site's form. Returns the stored id; a bot caught by the
   * honeypot or the two-second check gets the same answer and nothing is stored.
   */
  submit: contactRateLimited.input(contactRequestSchema).mutation(async ({ ctx, input }) => {
    const outcome = await submitContactRequest(ctx, input, { source: 'form', token: input.formToken });
    if (outcome.kind === 'token-needed') {
      throw errorWithData('BAD_REQUEST', messages.sendAgain, { appCode: FORM_TOKEN_ERROR });
    }
    return { id: outcome.id };
  }),
});


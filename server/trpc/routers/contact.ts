import { site } from '../../../pages/site';
import { contactRequestSchema } from '../../../schema/contact';
import { FORM_TOKEN_ERROR, contactMessages } from '../../../shared/contact-rules';
import { submitContactRequest } from '../../contact/submit';
import { errorWithData, publicProcedure, router } from '../init';

const messages = contactMessages(site.offices.tulsa.phone);

export const contactRouter = router({
  /**
   * A visitor's request from the site's form. Returns the stored id; a bot caught by the
   * honeypot or the two-second check gets the same answer and nothing is stored. Limited per IP
   * before it runs, by its name (server/http/rate-limits.ts).
   */
  submit: publicProcedure.input(contactRequestSchema).mutation(async ({ ctx, input }) => {
    const outcome = await submitContactRequest(ctx, input, { source: 'form', token: input.formToken });
    if (outcome.kind === 'token-needed') {
      throw errorWithData('BAD_REQUEST', messages.sendAgain, { appCode: FORM_TOKEN_ERROR });
    }
    return { id: outcome.id };
  }),
});

import { defineBlock } from '../define-block';
import { contactFormSchema } from './schema';

export default defineBlock({
  type: 'ContactForm',
  schema: contactFormSchema,
  /** Each form on a page has its own id: the no-JavaScript answer finds the form by it. */
  check: (block, { earlier }) =>
    earlier.some((other) => other.block.id === block.id)
      ? [
          {
            at: 'id',
            message: `"${block.id}" is already the id of another form on this page: give each form its own id`,
          },
        ]
      : [],
});

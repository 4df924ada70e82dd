import { defineBlock } from '../define-block';
import { contactFormSchema } from './schema';

export default defineBlock({
  type: 'ContactForm',
  schema: contactFormSchema,
  /** Each form on a page has its own id: the no-JavaScript answer finds the form by it. */
  check: (block, { earlier, site }) => [
    ...(earlier.some((other) => other.block.id === block.id)
      ? [
          {
            at: 'id',
            message: `"${block.id}" is already the id of another form on this page: give each form its own id`,
          },
        ]
      : []),
    ...(block.service !== undefined && !site.serviceChoices.includes(block.service)
      ? [
          {
            at: 'service',
            message: `"${block.service}" is not one of the services the form offers: use one of ${site.serviceChoices.map((choice) => `"${choice}"`).join(', ')} (serviceChoices in pages/site.ts)`,
          },
        ]
      : []),
  ],
});

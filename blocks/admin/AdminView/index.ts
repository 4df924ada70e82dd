import { defineBlock } from '../../define-block';
import { adminViewSchema } from './schema';

export default defineBlock({
  type: 'AdminView',
  app: true,
  schema: adminViewSchema,
  // The screen is a chunk of its own, named after it: the page links it and its styles in the head.
  chunks: (block) => [block.screen],
});

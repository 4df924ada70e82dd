import { adminViews, prefetchChunkOf } from '../../../admin/views';
import { defineBlock } from '../../define-block';
import { adminViewSchema } from './schema';

export default defineBlock({
  type: 'AdminView',
  app: true,
  schema: adminViewSchema,
  // The screen is a chunk of its own, named after it: the page links it and its styles in the head,
  // after the chunk of the view's first requests, when it has one.
  chunks: (block) => {
    const view = adminViews.find((candidate) => candidate.screen === block.screen);
    const prefetch = view && prefetchChunkOf(view);
    return prefetch ? [prefetch, block.screen] : [block.screen];
  },
});

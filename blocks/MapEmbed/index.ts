import { insideState, outsideStateMessage } from '../../schema/geo';
import { defineBlock } from '../define-block';
import { mapEmbedSchema } from './schema';

export default defineBlock({
  type: 'MapEmbed',
  schema: mapEmbedSchema,
  /**
   * A map centred on 'city' needs a page with a city (whose pin the content gate checks); on a city
   * page, a map centred on a point keeps it inside the city's state.
   */
  check: (block, { page }) => {
    if (block.center === 'city')
      return page.city
        ? []
        : [{ at: 'center', message: "is 'city' but the page has no `city`: give a point or an office" }];
    if (!page.city || 'office' in block.center || insideState(block.center, page.city.state)) return [];
    return [{ at: 'center', message: outsideStateMessage(block.center, page.city.state) }];
  },
});

import { insideState } from '../../schema/geo';
import { defineBlock } from '../define-block';
import { mapEmbedSchema } from './schema';

export default defineBlock({
  type: 'MapEmbed',
  schema: mapEmbedSchema,
  /** On a city page, a map centred on a point keeps it inside the city's state. */
  check: (block, { page }) =>
    page.city && !('office' in block.center) && !insideState(block.center, page.city.state)
      ? [
          {
            at: 'center',
            message: `${block.center.lat}, ${block.center.lng} is outside ${page.city.state}: check the latitude and longitude`,
          },
        ]
      : [],
});

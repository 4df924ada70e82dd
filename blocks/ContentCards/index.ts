import { defineBlock } from '../define-block';
import { contentCardsSchema } from './schema';

export default defineBlock({ type: 'ContentCards', schema: contentCardsSchema });

import { defineBlock } from '../define-block';
import { serviceCardsSchema } from './schema';

export default defineBlock({ type: 'ServiceCards', schema: serviceCardsSchema });

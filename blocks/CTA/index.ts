import { defineBlock } from '../define-block';
import { ctaSchema } from './schema';

export default defineBlock({ type: 'CTA', schema: ctaSchema });

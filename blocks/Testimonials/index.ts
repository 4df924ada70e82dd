import { defineBlock } from '../define-block';
import { testimonialsSchema } from './schema';

export default defineBlock({ type: 'Testimonials', schema: testimonialsSchema });

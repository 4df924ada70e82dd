import { defineBlock } from '../define-block';
import { gallerySchema } from './schema';

export default defineBlock({ type: 'Gallery', schema: gallerySchema });

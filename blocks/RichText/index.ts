import { defineBlock } from '../define-block';
import { richTextSchema } from './schema';

export default defineBlock({ type: 'RichText', schema: richTextSchema });

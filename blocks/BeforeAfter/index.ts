import { defineBlock } from '../define-block';
import { beforeAfterSchema } from './schema';

export default defineBlock({ type: 'BeforeAfter', schema: beforeAfterSchema });

import { defineBlock } from '../define-block';
import { stormDetailsSchema } from './schema';

export default defineBlock({ type: 'StormDetails', schema: stormDetailsSchema });

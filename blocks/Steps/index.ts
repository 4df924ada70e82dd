import { defineBlock } from '../define-block';
import { stepsSchema } from './schema';

export default defineBlock({ type: 'Steps', schema: stepsSchema });

import { defineBlock } from '../define-block';
import { heroSchema } from './schema';

export default defineBlock({ type: 'Hero', schema: heroSchema });

import { defineBlock } from '../define-block';
import { adminSystemSchema } from './schema';

export default defineBlock({ type: 'AdminSystem', app: true, schema: adminSystemSchema });

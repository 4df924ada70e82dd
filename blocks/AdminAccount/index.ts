import { defineBlock } from '../define-block';
import { adminAccountSchema } from './schema';

export default defineBlock({ type: 'AdminAccount', app: true, schema: adminAccountSchema });

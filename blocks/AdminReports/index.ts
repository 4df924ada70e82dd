import { defineBlock } from '../define-block';
import { adminReportsSchema } from './schema';

export default defineBlock({ type: 'AdminReports', app: true, schema: adminReportsSchema });

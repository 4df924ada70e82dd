import { defineBlock } from '../define-block';
import { adminReportsSchema } from './schema';

export default defineBlock({ type: 'AdminReports', schema: adminReportsSchema });

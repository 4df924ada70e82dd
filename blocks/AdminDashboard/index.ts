import { defineBlock } from '../define-block';
import { adminDashboardSchema } from './schema';

export default defineBlock({ type: 'AdminDashboard', app: true, schema: adminDashboardSchema });

import { defineBlock } from '../define-block';
import { adminDashboardSchema } from './schema';

export default defineBlock({ type: 'AdminDashboard', schema: adminDashboardSchema });

import { defineBlock } from '../define-block';
import { authPanelSchema } from './schema';

export default defineBlock({ type: 'AuthPanel', app: true, schema: authPanelSchema });

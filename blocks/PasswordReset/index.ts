import { defineBlock } from '../define-block';
import { passwordResetSchema } from './schema';

export default defineBlock({ type: 'PasswordReset', app: true, schema: passwordResetSchema });

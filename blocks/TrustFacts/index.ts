import { defineBlock } from '../define-block';
import { trustFactsSchema } from './schema';

export default defineBlock({ type: 'TrustFacts', schema: trustFactsSchema });

import { founderPerson } from '../../schema/jsonld';
import { defineBlock } from '../define-block';
import { founderSchema } from './schema';

export default defineBlock({
  type: 'Founder',
  schema: founderSchema,
  structuredData: (_block, { site }) => [founderPerson(site)],
});

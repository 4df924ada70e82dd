import type { JsonLdObject } from '../../schema/jsonld';
import { defineBlock } from '../define-block';
import { jsonLdSchema } from './schema';

/** Structured data written by the page, put in the head as it is. */
export default defineBlock({
  type: 'JsonLd',
  headOnly: true,
  schema: jsonLdSchema,
  structuredData: (block) => block.data as JsonLdObject[],
});

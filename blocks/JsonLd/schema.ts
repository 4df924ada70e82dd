import { z } from 'zod';
import { jsonLdObject } from '../../schema/common';

/** Structured data for the head. Build `data` with the typed helpers in schema/jsonld.ts. */
export const jsonLdSchema = z.object({
  type: z.literal('JsonLd'),
  data: z.array(jsonLdObject).min(1).meta({ label: 'Structured data' }),
});
export type JsonLdProps = z.infer<typeof jsonLdSchema>;

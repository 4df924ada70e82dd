import { z } from 'zod';
import { imageRef } from '../../schema/common';
import { sectionHeaderFields } from '../_shared/section-header';

/**
 * The person behind the brand: name, role, service and story from the site file's
 * `proof.founder`. The photo is the page's to give (a file in images/); until the owner's is in,
 * the block shows the founder's initials, and `npm run launch:report` asks for the photo.
 */
export const founderSchema = z.object({
  type: z.literal('Founder'),
  ...sectionHeaderFields,
  image: imageRef.meta({ label: 'Portrait', help: "the founder's initials show until there is one" }).optional(),
});
export type FounderProps = z.infer<typeof founderSchema>;

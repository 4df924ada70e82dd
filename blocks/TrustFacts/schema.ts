import { z } from 'zod';
import { stateCode } from '../../schema/common';
import { sectionHeaderFields } from '../_shared/section-header';

/**
 * The facts a homeowner can check before calling (registrations, insurance, certifications,
 * veteran status, reviews), each with where to check it. Read from the site file's `proof`; the
 * block itself holds only its heading and, on a city page, the state whose registration applies.
 */
export const trustFactsSchema = z.object({
  type: z.literal('TrustFacts'),
  ...sectionHeaderFields,
  /** Show only this state's registration (a city page); every registration when left out. */
  state: stateCode
    .meta({ label: 'Registration of', help: "show only this state's registration; every one when left out" })
    .optional(),
});
export type TrustFactsProps = z.infer<typeof trustFactsSchema>;

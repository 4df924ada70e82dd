import { z } from 'zod';
import { reviewSchema } from '../../blocks/Testimonials/schema';
import { cityFields as sharedCityFields, pinInsideState } from '../../schema/city-fields';
import type { stateCode } from '../../schema/common';
import { site } from './site';

/**
 * What an author writes in a city file: the city's facts and words (schema/city-fields.ts), its
 * stand-in reviews, and a map centred on an office only if the site file has that office.
 */
const cityFields = sharedCityFields.extend({
  map: sharedCityFields.shape.map.extend({
    onOffice: sharedCityFields.shape.map.shape.onOffice
      .unwrap()
      .refine((id) => site.offices.some((office) => office.id === id), {
        message: `must be an office of pages/site.ts: ${site.offices.map((office) => office.id).join(', ')}`,
      })
      .optional(),
  }),
  testimonials: z.array(reviewSchema).meta({ label: 'Reviews' }).optional(),
});

/** A city in a state the site file does not serve would be listed under no region. */
export const notServedMessage = (state: string) =>
  `${state} is not a state of pages/site.ts: add states.${state} there (its name, region, credential and licence) or pick one of ${Object.keys(site.states).join(', ')}`;

function stateServed(city: { state: z.infer<typeof stateCode> }, ctx: z.RefinementCtx) {
  if (!site.states[city.state])
    ctx.addIssue({ code: 'custom', path: ['state'], message: notServedMessage(city.state) });
}

export const citySchema = cityFields.superRefine(pinInsideState).superRefine(stateServed);

/** The facts `npm run new:city` asks for before it writes a city file with the rest left TODO. */
export const newCitySchema = cityFields
  .pick({ slug: true, name: true, state: true, county: true, coordinates: true })
  .superRefine(pinInsideState)
  .superRefine(stateServed);

export type CityInput = z.input<typeof citySchema>;
export type City = z.output<typeof citySchema>;

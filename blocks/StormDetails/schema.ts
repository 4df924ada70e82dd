import { z } from 'zod';

/**
 * The active storm's facts (what happened, when, which towns, whom to call), filled when the page
 * is served (shared/storm-html.ts); without a storm it says none is declared. Takes no props: the
 * storm is runtime data, not content.
 */
export const stormDetailsSchema = z.object({
  type: z.literal('StormDetails'),
});
export type StormDetailsProps = z.infer<typeof stormDetailsSchema>;

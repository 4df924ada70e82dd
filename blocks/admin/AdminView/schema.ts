import { z } from 'zod';

/**
 * The one admin block: it mounts the screen of an admin view (admin/views.ts). The content compiler
 * puts it on each view's page (content/admin-views.ts); no page file names it.
 */
export const adminViewSchema = z.object({
  type: z.literal('AdminView'),
  /** The view's screen, by its component's name (admin/views.ts `screen`). */
  screen: z.string().min(1),
});
export type AdminViewProps = z.infer<typeof adminViewSchema>;

import { z } from 'zod';

/** Shows the page's `breadcrumbs` trail; the trail itself is page data, so it is written once. */
export const breadcrumbsSchema = z.object({
  type: z.literal('Breadcrumbs'),
});
export type BreadcrumbsProps = z.infer<typeof breadcrumbsSchema>;

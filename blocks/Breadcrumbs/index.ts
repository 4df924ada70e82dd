import { defineBlock } from '../define-block';
import { breadcrumbsSchema } from './schema';

export default defineBlock({
  type: 'Breadcrumbs',
  schema: breadcrumbsSchema,
  /** The block shows the page's trail, so the page needs one. */
  check: (_block, { page }) =>
    page.breadcrumbs ? [] : [{ at: '', message: 'shows breadcrumbs but the page has no `breadcrumbs` trail' }],
});

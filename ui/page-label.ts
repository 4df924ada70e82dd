import type { PageMeta } from '../schema/page';

/** The page's short name for breadcrumbs: its `label`, or its title up to the first separator. */
export function pageLabel(page: Pick<PageMeta, 'label' | 'seo'>): string {
  return page.label ?? page.seo.title.split(/\s[|–-]\s/)[0]!.trim();
}

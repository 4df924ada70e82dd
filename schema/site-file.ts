import type { SiteInput } from './site';
import { siteFacts } from './owner-content/site-facts';

type CompanyInput = SiteInput['company'];
type OfficeInput = SiteInput['offices'][number];

/**
 * `pages/site.ts` as a developer writes it: the site without the values the owner keeps in the
 * dashboard (`siteFacts.owns`: the phones and e-mail, the hours, the rating and everything under
 * `proof`). Their first values are the seed, `pages/owner-seed/site-facts.json`; after that the
 * owner's published document is the only place they are, so no file can quietly disagree with it.
 * Nor the customers' testimonials (the review queue's) or the gallery projects (the dashboard's):
 * both read from the owner's content export.
 */
export type SiteFileInput = Omit<
  SiteInput,
  'email' | 'hours' | 'proof' | 'company' | 'offices' | 'customerTestimonials' | 'galleryProjects'
> & {
  company: Omit<CompanyInput, 'businessPhone' | 'rating'>;
  offices: Omit<OfficeInput, 'phone' | 'email'>[];
};

/**
 * Types `pages/site.ts` as it is written; the content loader (content/site-file.ts) checks it with
 * the owner's facts in place, so a mistake comes out as `pages/site.ts › offices[1].label: …` like
 * any page's.
 */
export function defineSite(site: SiteFileInput): SiteFileInput {
  return site;
}

/**
 * Every owned value a site file states anyway, as the path a problem names (`offices.1.phone`):
 * each `owns` path (`offices[].phone`: every item's) that holds something in `value`.
 */
export function ownedValuesIn(value: unknown): string[][] {
  const found: string[][] = [];
  const walk = (node: unknown, steps: string[], at: string[]) => {
    if (node === undefined || node === null) return;
    if (!steps.length) {
      found.push(at);
      return;
    }
    const [step = '', ...rest] = steps;
    const each = step.endsWith('[]');
    const key = each ? step.slice(0, -2) : step;
    if (typeof node !== 'object') return;
    const child = (node as Record<string, unknown>)[key];
    if (!each) return walk(child, rest, [...at, key]);
    if (Array.isArray(child))
      child.forEach((item, index) => {
        walk(item, rest, [...at, key, String(index)]);
      });
  };
  for (const owned of siteFacts.owns) walk(value, owned.split('.'), []);
  return found;
}

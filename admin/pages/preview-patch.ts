/**
 * The live preview's page: a built city page's data (/page-data/locations/<slug>.js, as the site
 * serves it) with the editor's draft put into its blocks, the way pages/_lib/city.ts (defineCity)
 * puts a city's fields there. It runs on every keystroke, in the browser, with no server: the
 * wording the build derives from the city's name (the headings "Roofing built for Jenks", …) follows
 * a changed name by swapping the old name for the new one, and the rest of the page (the office's
 * phone, the map, the structured data) is the built page's. The published page is built by the
 * real defineCity; this is what it will look like, not what it will be.
 */

import { type CitySection, isSectionAnchor, sectionBlocks } from '../../schema/city-sections';

/** The city fields the preview shows (schema/city-fields.ts), loosely: a draft being typed may be incomplete. */
export interface PreviewCity {
  name?: string;
  county?: string;
  heading?: string;
  intro?: string;
  eyebrow?: string;
  sellingPoints?: readonly { title?: string; body?: string }[];
  localStory?: readonly string[];
  faqs?: readonly { question?: string; answer?: string }[];
  beyondRadius?: string;
  sections?: readonly Partial<CitySection>[];
}

/** A page's data as its module's default export holds it: the page definition and its images. */
export interface PageData {
  page: {
    label?: string;
    city?: { name?: string; county?: string } & Record<string, unknown>;
    blocks: Block[];
  } & Record<string, unknown>;
  images: Record<string, unknown>;
}
type Block = { type: string } & Record<string, unknown>;

/** Every occurrence of a word swapped, whole words only ("Jenks" in "Jenks's", not in "Jenksville"). */
export function swapWords<T>(text: T, from: string | undefined, to: string | undefined): T {
  if (typeof text !== 'string' || !from || !to || from === to) return text;
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu'), to) as T;
}

/** The words of a block the build writes with the city's name and county in them. */
const NAMED = ['heading', 'eyebrow', 'title', 'intro', 'body'] as const;

function renamed(block: Block, names: [string | undefined, string | undefined][]): Block {
  const next: Block = { ...block };
  for (const key of NAMED)
    if (typeof next[key] === 'string') for (const [from, to] of names) next[key] = swapWords(next[key], from, to);
  const aside = next.aside as { heading?: string } | undefined;
  if (aside?.heading) {
    let heading: unknown = aside.heading;
    for (const [from, to] of names) heading = swapWords(heading, from, to);
    next.aside = { ...aside, heading };
  }
  return next;
}

/**
 * The page with the draft in place. `page` is left as it is (each block changed is a copy), so the
 * data loaded once serves every keystroke.
 */
export function patchCityPage(data: PageData, draft: PreviewCity): PageData {
  const was = data.page.city;
  const names: [string | undefined, string | undefined][] = [
    [was?.name, draft.name || was?.name],
    [was?.county, draft.county || was?.county],
  ];
  // The built page's sections give way to the draft's, put where defineCity puts them.
  const built = data.page.blocks.filter((block) => !isSectionAnchor(block.id));
  const blocks = built.map((original): Block => {
    const block = renamed(original, names);
    switch (block.type) {
      case 'Hero': {
        // The eyebrow the build writes when the city names none: "Serving <county>" or "Now expanding to <city>".
        const built = typeof block.eyebrow === 'string' ? block.eyebrow : undefined;
        return {
          ...block,
          heading: draft.heading ?? block.heading,
          subheading: draft.intro ?? block.subheading,
          eyebrow: draft.eyebrow ?? built,
        };
      }
      case 'ContentCards': {
        const items = (block.items as Record<string, unknown>[] | undefined) ?? [];
        if (!draft.sellingPoints) return block;
        return {
          ...block,
          items: draft.sellingPoints.map((point, index) => ({
            ...(items[index] ?? items[0] ?? { points: [] }),
            title: point.title ?? '',
            body: point.body ?? '',
          })),
        };
      }
      case 'RichText': {
        if (!draft.localStory) return block;
        return { ...block, content: draft.beyondRadius ? [...draft.localStory, draft.beyondRadius] : draft.localStory };
      }
      case 'FAQ':
        if (!draft.faqs) return block;
        return {
          ...block,
          items: draft.faqs.map((faq) => ({ question: faq.question ?? '', answer: faq.answer ?? '' })),
        };
      default:
        return block;
    }
  });
  const story = blocks.findIndex((block) => block.type === 'RichText');
  if (story >= 0) blocks.splice(story + 1, 0, ...(sectionBlocks(draft.sections ?? []) as Block[]));
  const name = draft.name || was?.name;
  return {
    ...data,
    page: {
      ...data.page,
      ...(name && { label: name }),
      ...(was && { city: { ...was, name, county: draft.county || was.county } }),
      blocks,
    },
  };
}

/**
 * The field of the draft a text in the preview shows, by its words: the path key of the string
 * equal to `text` (trimmed, spaces collapsed), else of one that holds all of it. The preview's HTML
 * is the production markup, with no marker naming its field, so the words are the link.
 */
export function fieldOfText(draft: unknown, text: string): string | null {
  const wanted = normalise(text);
  if (wanted.length < 2) return null;
  let within: string | null = null;
  const walk = (value: unknown, path: string): string | null => {
    if (typeof value === 'string') {
      const here = normalise(value);
      if (here === wanted) return path;
      if (!within && here.length > 0 && wanted.length >= 12 && here.includes(wanted)) within = path;
      return null;
    }
    if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'slug') continue;
        const found = walk(inner, path ? `${path}.${key}` : key);
        if (found) return found;
      }
    return null;
  };
  return walk(draft, '') ?? within;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

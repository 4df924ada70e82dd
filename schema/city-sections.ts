import { z } from 'zod';
import { internalPath, text } from './common';

/**
 * The sections an owner may add to a city page, between its local story and its recent work: the
 * page type's allow-list. Each is a block of the catalog (its `type`), holding only the block's
 * words; its look (band, anchor) is the page's, set where defineCity places it. A kind not listed
 * here cannot be added: the form offers only these, and a document naming another is refused.
 */
const heading = text.meta({ label: 'Heading', role: 'heading' });
const intro = text
  .meta({ label: 'Introduction', role: 'copy', help: 'a sentence or two under the heading' })
  .optional();
const titled = z
  .object({ title: text.meta({ label: 'Title', role: 'heading' }), body: text.meta({ label: 'Text', role: 'copy' }) })
  .meta({ label: 'Entry' });

const stepsSection = z
  .strictObject({
    type: z.literal('Steps'),
    heading,
    intro,
    items: z
      .array(titled.meta({ label: 'Step' }))
      .min(2)
      .max(8)
      .meta({ label: 'Steps', help: 'what happens, in order' }),
  })
  .meta({ label: 'Steps' });

const cardsSection = z
  .strictObject({
    type: z.literal('ContentCards'),
    heading,
    intro,
    items: z
      .array(titled.meta({ label: 'Card' }))
      .min(1)
      .max(6)
      .meta({ label: 'Cards' }),
  })
  .meta({ label: 'Cards' });

const callSection = z
  .strictObject({
    type: z.literal('CTA'),
    heading,
    body: text.meta({ label: 'Text', role: 'copy' }).optional(),
    actions: z
      .array(
        z
          .object({
            label: text.meta({ label: 'Button text', role: 'label' }),
            href: internalPath.meta({ label: 'Page', role: 'link', help: 'a site path like /contact' }),
          })
          .meta({ label: 'Button' }),
      )
      .min(1)
      .max(2)
      .meta({ label: 'Buttons', help: 'the first is the main one' }),
  })
  .meta({ label: 'Call to action' });

const SECTIONS = [stepsSection, cardsSection, callSection] as const;

/** The block types a city page's sections may be, with what the owner calls each. */
export const CITY_SECTION_KINDS: ReadonlyMap<string, string> = new Map(
  SECTIONS.map((section) => [section.shape.type.value, section.meta()?.label as string]),
);

const allowed = [...CITY_SECTION_KINDS.values()].join(', ');

/** One section; a kind outside the allow-list is refused by name, with what may be added instead. */
export const citySection = z.discriminatedUnion('type', SECTIONS, {
  error: (issue) => {
    if (issue.code !== 'invalid_union') return undefined;
    const kind = (issue.input as { type?: unknown } | undefined)?.type;
    return `${typeof kind === 'string' && kind ? `a ${kind} section` : 'this section'} cannot be added to a city page: the sections a city page may have are ${allowed}`;
  },
});
export type CitySection = z.output<typeof citySection>;

export const citySections = z
  .array(citySection.meta({ label: 'Section' }))
  .max(4, 'holds at most 4 sections: remove one')
  .meta({ label: 'More sections', help: 'shown after the local story: steps, cards or a call to action' })
  .default([]);

/** A section placed on its page: the id it is linked by (`#section-2`) and the look the page gives it. */
export type PlacedSection = Record<string, unknown> & { type: string; id: string };

/** The anchor of a city page's n-th section (from 1): what the live preview finds a built section by. */
export const sectionAnchor = (index: number) => `section-${index + 1}`;
export const isSectionAnchor = (id: unknown) => typeof id === 'string' && /^section-\d+$/.test(id);

/**
 * A city page's sections as the catalog's blocks, each with every field the block would default
 * filled in, so the build (defineCity) and the dashboard's live preview draw the same thing. The
 * bands alternate from plain, after the local story's tinted one.
 */
export function sectionBlocks(sections: readonly Partial<CitySection>[]): PlacedSection[] {
  return sections.map((section, index) => {
    const id = sectionAnchor(index);
    const tone = index % 2 === 0 ? 'plain' : 'alt';
    const items = (section as { items?: { title?: string; body?: string }[] }).items ?? [];
    switch (section.type) {
      case 'Steps':
        return { ...section, type: 'Steps', id, tone, items, actions: [] };
      case 'ContentCards':
        return {
          ...section,
          type: 'ContentCards',
          id,
          tone,
          columns: items.length === 2 || items.length === 4 ? 'two' : 'three',
          items: items.map((item) => ({ ...item, points: [] })),
          actions: [],
        };
      default:
        return { actions: [], ...section, type: section.type ?? 'CTA', id, callFirst: false, variant: 'panel' };
    }
  });
}

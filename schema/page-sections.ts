import { z } from 'zod';
import { internalPath, text } from './common';

/**
 * The sections an owner may put in a page's zone (a city page's sections, a code-defined page's
 * declared zone): each is a block of the catalog (its `type`), holding only the block's words; its
 * look (band, anchor) is the page's, set where the page places it (sectionBlocks). Which kinds a
 * zone takes is its allow-list: a kind not on it cannot be added (the form offers only those, and
 * a document naming another is refused on its field).
 */
const heading = text.meta({ label: 'Heading', role: 'heading' });
const intro = text
  .meta({ label: 'Introduction', role: 'copy', help: 'a sentence or two under the heading' })
  .optional();
const titled = z
  .object({ title: text.meta({ label: 'Title', role: 'heading' }), body: text.meta({ label: 'Text', role: 'copy' }) })
  .meta({ label: 'Entry' });

const textSection = z
  .strictObject({
    type: z.literal('RichText'),
    heading,
    paragraphs: z
      .array(text.meta({ label: 'Paragraph', role: 'copy', help: 'link inline as [label](/path)' }))
      .min(1)
      .max(12)
      .meta({ label: 'Paragraphs' }),
    facts: z
      .object({
        heading: text.meta({ label: 'Heading', role: 'heading' }),
        items: z
          .array(text.meta({ label: 'Fact', role: 'copy' }))
          .min(1)
          .max(8)
          .meta({ label: 'Facts' }),
      })
      .meta({ label: 'Facts beside the text', help: 'a box of short facts beside the paragraphs' })
      .optional(),
  })
  .meta({ label: 'Text' });

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

const SECTIONS = [textSection, stepsSection, cardsSection, callSection] as const;
type AnySection = (typeof SECTIONS)[number];

/** Every block type a zone may allow, in the catalog's name (`ContentCards`). */
export const SECTION_KIND_NAMES = ['RichText', 'Steps', 'ContentCards', 'CTA'] as const;
export type SectionKind = (typeof SECTION_KIND_NAMES)[number];
export const sectionKind = z.enum(SECTION_KIND_NAMES).meta({ label: 'Kind of section', role: 'option' });

/** What the owner calls each kind: `ContentCards` → "Cards". */
export const SECTION_KIND_LABELS: ReadonlyMap<SectionKind, string> = new Map(
  SECTIONS.map((section) => [section.shape.type.value, section.meta()?.label as string]),
);

/** A section of any kind on the list: what a zone's stored sections are read as before its own allow-list applies. */
export type PageSection = z.output<AnySection>;

/**
 * One section of a zone whose allow-list is `allow`; a kind outside it is refused by name, with
 * what may be added instead ("a Gallery section cannot be added to a city page: …").
 */
export function sectionOf(allow: readonly SectionKind[], where: string) {
  const kinds = SECTIONS.filter((section) => allow.includes(section.shape.type.value));
  const allowed = kinds.map((section) => section.meta()?.label as string).join(', ');
  return z.discriminatedUnion('type', kinds as unknown as [AnySection, ...AnySection[]], {
    error: (issue) => {
      if (issue.code !== 'invalid_union') return undefined;
      const kind = (issue.input as { type?: unknown } | undefined)?.type;
      const named =
        typeof kind === 'string' && kind
          ? `a ${SECTION_KIND_LABELS.get(kind as SectionKind) ?? kind} section`
          : 'this section';
      return `${named} cannot be added to ${where}: the sections ${where} may have are ${allowed}`;
    },
  });
}

/** The list of a zone's sections: of its allow-list, at most `max`. */
export function sectionListOf(allow: readonly SectionKind[], max: number, where: string) {
  return z
    .array(sectionOf(allow, where).meta({ label: 'Section' }))
    .max(max, `holds at most ${max} sections: remove one`);
}

/** A section placed on its page: the id it is linked by (`#section-2`) and the look the page gives it. */
export type PlacedSection = Record<string, unknown> & { type: string; id: string };

/** How a zone names its sections' anchors: `section-1` on a city page, `story-1` in the About page's zone `story`. */
export const zoneAnchor = (zone: string, index: number) => `${zone}-${index + 1}`;
/** Whether a block's id is one of zone `zone`'s anchors. */
export const isZoneAnchor = (zone: string, id: unknown) =>
  typeof id === 'string' && id.startsWith(`${zone}-`) && /^\d+$/.test(id.slice(zone.length + 1));

/**
 * A zone's sections as the catalog's blocks, each with every field the block would default filled
 * in, so the build and the dashboard's live preview draw the same thing. The bands alternate from
 * `firstTone`.
 */
export function sectionBlocks(
  sections: readonly Partial<PageSection>[],
  { zone = 'section', firstTone = 'plain' }: { zone?: string; firstTone?: 'plain' | 'alt' } = {},
): PlacedSection[] {
  const tones = firstTone === 'plain' ? (['plain', 'alt'] as const) : (['alt', 'plain'] as const);
  return sections.map((section, index) => {
    const id = zoneAnchor(zone, index);
    const tone = tones[index % 2];
    const items = (section as { items?: { title?: string; body?: string }[] }).items ?? [];
    switch (section.type) {
      case 'RichText': {
        const { paragraphs = [], facts, ...rest } = section as Partial<z.output<typeof textSection>>;
        return {
          ...rest,
          type: 'RichText',
          id,
          tone,
          content: paragraphs,
          ...(facts && { aside: facts }),
        };
      }
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

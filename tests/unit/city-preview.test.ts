import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeSchema, type ListNode, type VariantsNode, variantValue } from '../../admin/content/form/describe';
import { fieldOfText, type PageData, patchCityPage, swapWords } from '../../admin/pages/preview-patch';
import { cityPageSchema } from '../../schema/owner-content/city-pages';

/** A city page's data as the build writes it (pages/_lib/city.ts's blocks), cut to what the patch reads. */
const jenks: PageData = {
  page: {
    path: '/locations/jenks',
    label: 'Jenks',
    city: { slug: 'jenks', name: 'Jenks', county: 'Tulsa County', state: 'OK' },
    blocks: [
      {
        type: 'Hero',
        eyebrow: 'Serving Tulsa County',
        heading: 'Roofing in Jenks, Oklahoma',
        subheading: 'We have roofed in Jenks since 2013.',
      },
      { type: 'Breadcrumbs' },
      {
        type: 'ContentCards',
        eyebrow: 'Why Jenks chooses Ridgeline',
        heading: 'Roofing built for Jenks',
        items: [
          { title: 'A', body: 'a', icon: 'shield', points: [] },
          { title: 'B', body: 'b', icon: 'home', points: [] },
          { title: 'C', body: 'c', icon: 'star', points: [] },
        ],
      },
      {
        type: 'RichText',
        heading: 'Roofing in Jenks and Tulsa County',
        content: ['One.', 'Two.'],
        aside: { heading: 'Our Jenks services', items: [] },
      },
      { type: 'FAQ', heading: 'Jenks roofing questions', items: [{ question: 'Q?', answer: 'A.' }] },
      { type: 'CTA', heading: 'Ready for a roof check in Jenks?', body: 'Call the Tulsa office.' },
    ],
  },
  images: {},
};

const blockOf = (data: PageData, type: string) => data.page.blocks.find((block) => block.type === type)!;

describe('the city editor preview', () => {
  it('puts the draft into the built blocks as defineCity does', () => {
    const patched = patchCityPage(jenks, {
      name: 'Jenks',
      county: 'Tulsa County',
      heading: 'New heading',
      intro: 'New intro.',
      sellingPoints: [
        { title: 'X', body: 'x' },
        { title: 'Y', body: 'y' },
        { title: 'Z', body: 'z' },
      ],
      localStory: ['Only paragraph.'],
      beyondRadius: 'Why we go there.',
      faqs: [
        { question: 'Second?', answer: '2' },
        { question: 'First?', answer: '1' },
      ],
    });
    expect(blockOf(patched, 'Hero')).toMatchObject({
      heading: 'New heading',
      subheading: 'New intro.',
      eyebrow: 'Serving Tulsa County',
    });
    expect(blockOf(patched, 'ContentCards').items).toEqual([
      { title: 'X', body: 'x', icon: 'shield', points: [] },
      { title: 'Y', body: 'y', icon: 'home', points: [] },
      { title: 'Z', body: 'z', icon: 'star', points: [] },
    ]);
    expect(blockOf(patched, 'RichText').content).toEqual(['Only paragraph.', 'Why we go there.']);
    expect(blockOf(patched, 'FAQ').items).toEqual([
      { question: 'Second?', answer: '2' },
      { question: 'First?', answer: '1' },
    ]);
    // The loaded data is left as it was: it serves every keystroke.
    expect(blockOf(jenks, 'Hero').heading).toBe('Roofing in Jenks, Oklahoma');
  });

  it('follows a new name and county into the headings the build derives from them, whole words only', () => {
    const patched = patchCityPage(jenks, { name: 'Glenpool', county: 'Creek County', eyebrow: 'Now serving Glenpool' });
    expect(patched.page.label).toBe('Glenpool');
    expect(patched.page.city?.name).toBe('Glenpool');
    expect(blockOf(patched, 'Hero').eyebrow).toBe('Now serving Glenpool');
    expect(blockOf(patched, 'ContentCards')).toMatchObject({
      eyebrow: 'Why Glenpool chooses Ridgeline',
      heading: 'Roofing built for Glenpool',
    });
    expect(blockOf(patched, 'RichText')).toMatchObject({
      heading: 'Roofing in Glenpool and Creek County',
      aside: { heading: 'Our Glenpool services' },
    });
    expect(blockOf(patched, 'FAQ').heading).toBe('Glenpool roofing questions');
    expect(blockOf(patched, 'CTA').heading).toBe('Ready for a roof check in Glenpool?');
    // Fields the draft leaves out (typed half-way) keep the built page's.
    expect(blockOf(patched, 'FAQ').items).toEqual([{ question: 'Q?', answer: 'A.' }]);
    expect(swapWords('Jenksville and Jenks, and Jenks’s', 'Jenks', 'Bixby')).toBe('Jenksville and Bixby, and Bixby’s');
  });

  it('finds the field a clicked text shows, by its words', () => {
    const draft = {
      slug: 'jenks',
      heading: 'Roofing in Jenks',
      intro: 'We have roofed in Jenks since 2013, from Main Street to the river.',
      faqs: [{ question: 'Q one?', answer: 'Answer  one,\n spread out.' }],
    };
    expect(fieldOfText(draft, ' Roofing in Jenks ')).toBe('heading');
    expect(fieldOfText(draft, 'Answer one, spread out.')).toBe('faqs.0.answer');
    // Part of a longer text (a line of it) finds it; a short word alone does not guess.
    expect(fieldOfText(draft, 'from Main Street to the river')).toBe('intro');
    expect(fieldOfText(draft, 'Jenks')).toBeNull();
    expect(fieldOfText(draft, 'Nothing like it')).toBeNull();
  });

  it("draws the three selling points as a fixed list of three (the form's tuple)", () => {
    const root = describeSchema(cityPageSchema);
    const points = root.kind === 'group' ? root.fields.find((field) => field.key === 'sellingPoints')?.node : undefined;
    expect(points).toMatchObject({ kind: 'list', minItems: 3, maxItems: 3, item: { kind: 'group' } });
    expect((points as ListNode).item.label).toBe('Selling point');
  });

  it("offers the city page's sections of its allow-list only, each a shape of its own", () => {
    const root = describeSchema(cityPageSchema);
    const sections = root.kind === 'group' ? root.fields.find((field) => field.key === 'sections')?.node : undefined;
    expect(sections).toMatchObject({ kind: 'list', maxItems: 4, item: { kind: 'variants', discriminator: 'type' } });
    const variants = (sections as ListNode).item as VariantsNode;
    expect(variants.options.map((option) => [option.value, option.label])).toEqual([
      ['Steps', 'Steps'],
      ['ContentCards', 'Cards'],
      ['CTA', 'Call to action'],
    ]);
    // The shape is the entry's, never a field to change; a new entry of a shape starts filled in as far as it can.
    for (const option of variants.options) expect(option.node.fields.map((field) => field.key)).not.toContain('type');
    expect(variantValue(variants, 'Steps')).toEqual({
      type: 'Steps',
      heading: '',
      items: [
        { title: '', body: '' },
        { title: '', body: '' },
      ],
    });
  });

  it("puts the draft's sections after the local story in place of the built ones, as defineCity does", () => {
    const built: PageData = {
      ...jenks,
      page: {
        ...jenks.page,
        blocks: [
          ...jenks.page.blocks.slice(0, 4),
          { type: 'CTA', id: 'section-1', heading: 'An old section', actions: [] },
          ...jenks.page.blocks.slice(4),
        ],
      },
    };
    const patched = patchCityPage(built, {
      sections: [
        { type: 'Steps', heading: 'How it goes', items: [{ title: 'One', body: '1' }] },
        { type: 'ContentCards', heading: 'Why', items: [{ title: 'A', body: 'a' }] },
      ],
    });
    expect(patched.page.blocks.map((block) => [block.type, block.id])).toEqual([
      ['Hero', undefined],
      ['Breadcrumbs', undefined],
      ['ContentCards', undefined],
      ['RichText', undefined],
      ['Steps', 'section-1'],
      ['ContentCards', 'section-2'],
      ['FAQ', undefined],
      ['CTA', undefined],
    ]);
    expect(patched.page.blocks[5]).toMatchObject({
      tone: 'alt',
      columns: 'three',
      items: [{ title: 'A', points: [] }],
    });
    // The selling points stay the first cards' only.
    expect(blockOf(patched, 'ContentCards')).toMatchObject({ heading: 'Roofing built for Jenks' });
  });

  it('imports no block or app code into the editor (its preview borrows them through ui/page-preview.ts)', () => {
    for (const file of ['CityPageEditor.tsx', 'PreviewFrame.tsx', 'preview-patch.ts'])
      expect(readFileSync(path.resolve('admin/pages', file), 'utf8')).not.toMatch(/from '\.\.\/\.\.\/(blocks|src)\//);
  });
});

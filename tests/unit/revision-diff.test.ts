import { describe, expect, it } from 'vitest';
import { cityPages } from '../../schema/owner-content/city-pages';
import { compareData, type FieldDiff, wordDiff } from '../../schema/owner-content/revision-diff';

const page = {
  heading: 'Roofing in Bixby',
  intro: 'We replace storm-damaged roofs across Tulsa County.',
  map: { zoom: 12 },
  sellingPoints: [
    { title: 'Local crews', body: 'Our crews live here.' },
    { title: 'Fast quotes', body: 'A quote the same day.' },
    { title: 'Warranty', body: 'Ten years on labour.' },
  ],
  localStory: [
    'Bixby homes are mostly ranch houses from the seventies.',
    'Hail comes every spring.',
    'The city asks for a permit on every re-roof.',
  ],
  faqs: [
    { question: 'Do you handle insurance claims?', answer: 'Yes, from the first call.' },
    { question: 'How long does a re-roof take?', answer: 'One or two days.' },
    { question: 'Do you need a permit?', answer: 'Bixby asks for one.' },
    { question: 'Are you insured?', answer: 'Yes.' },
  ],
};
type Page = typeof page;
const edited = (change: (copy: Page) => void): Page => {
  const copy = structuredClone(page);
  change(copy);
  return copy;
};
const compare = (after: Page, before: Page = page) => compareData(cityPages.schema, before, after);
const only = <K extends FieldDiff['kind']>(diffs: FieldDiff[], kind: K) => {
  expect(diffs).toHaveLength(1);
  expect(diffs[0]!.kind).toBe(kind);
  return diffs[0] as Extract<FieldDiff, { kind: K }>;
};

describe('the word diff', () => {
  it('shows a changed word as one removed and one inserted, the rest the same', () => {
    const parts = wordDiff('Hail comes every spring.', 'Hail comes every summer.');
    expect(parts.filter((part) => part.op === 'del')).toEqual([{ op: 'del', text: 'spring' }]);
    expect(parts.filter((part) => part.op === 'ins')).toEqual([{ op: 'ins', text: 'summer' }]);
    expect(parts.map((part) => (part.op === 'ins' ? '' : part.text)).join('')).toBe('Hail comes every spring.');
    expect(parts.map((part) => (part.op === 'del' ? '' : part.text)).join('')).toBe('Hail comes every summer.');
  });
});

describe('comparing two revisions of a city page', () => {
  it('says nothing of equal data, whatever order its keys are in', () => {
    const reordered = Object.fromEntries(Object.entries(page).reverse()) as Page;
    expect(compare(reordered)).toEqual([]);
  });

  it('leaves out every unchanged field and names the changed one as the editor does', () => {
    const diff = only(
      compare(
        edited((copy) => {
          copy.intro = 'We replace hail-damaged roofs across Tulsa County.';
        }),
      ),
      'text',
    );
    expect(diff).toMatchObject({ path: 'intro', where: 'Introduction' });
    expect(diff.words.filter((part) => part.op !== 'same')).toEqual([
      { op: 'del', text: 'storm' },
      { op: 'ins', text: 'hail' },
    ]);
  });

  it('reads one question moved to the top as one move, not four changes', () => {
    const list = only(
      compare(
        edited((copy) => {
          copy.faqs.unshift(copy.faqs.pop()!);
        }),
      ),
      'list',
    );
    expect(list.where).toBe('Questions');
    expect(list.items).toEqual([{ change: 'moved', label: 'Are you insured?', from: 4, to: 1, edits: [] }]);
  });

  it('knows a question by its question whatever order the database keeps its keys in', () => {
    const stored = (faqs: Page['faqs']) => faqs.map(({ question, answer }) => ({ answer, question }));
    const list = only(
      compare(
        edited((copy) => {
          copy.faqs = stored([copy.faqs[3]!, ...copy.faqs.slice(0, 3)]);
        }),
        edited((copy) => {
          copy.faqs = stored(copy.faqs);
        }),
      ),
      'list',
    );
    expect(list.items).toEqual([{ change: 'moved', label: 'Are you insured?', from: 4, to: 1, edits: [] }]);
  });

  it('reads a paragraph added at the top as one addition, the others unmoved', () => {
    const list = only(
      compare(
        edited((copy) => {
          copy.localStory.unshift('Bixby sits on the Arkansas River.');
        }),
      ),
      'list',
    );
    expect(list.items).toEqual([
      {
        change: 'added',
        label: 'Bixby sits on the Arkansas River.',
        to: 1,
        value: 'Bixby sits on the Arkansas River.',
      },
    ]);
  });

  it('reads a question removed as one removal', () => {
    const list = only(
      compare(
        edited((copy) => {
          copy.faqs.splice(1, 1);
        }),
      ),
      'list',
    );
    expect(list.items).toEqual([
      { change: 'removed', label: 'How long does a re-roof take?', from: 2, value: page.faqs[1] },
    ]);
  });

  it('keeps an answer edited with its question, its words diffed, and a reworded paragraph as one edit', () => {
    const diffs = compare(
      edited((copy) => {
        copy.faqs[1]!.answer = 'One or three days.';
        copy.localStory[1] = 'Hail comes every summer.';
      }),
    );
    expect(diffs.map((diff) => diff.path)).toEqual(['localStory', 'faqs']);
    const [story, faqs] = diffs as Extract<FieldDiff, { kind: 'list' }>[];
    expect(story!.items).toMatchObject([{ change: 'edited', from: 2, to: 2 }]);
    expect(faqs!.items).toMatchObject([
      {
        change: 'edited',
        label: 'How long does a re-roof take?',
        edits: [
          {
            kind: 'text',
            path: 'faqs.1.answer',
            where: 'Questions › 2 › Answer',
            words: [
              { op: 'same', text: 'One or ' },
              { op: 'del', text: 'two' },
              { op: 'ins', text: 'three' },
              { op: 'same', text: ' days.' },
            ],
          },
        ],
      },
    ]);
  });

  it('names a selling point’s fields, reordered and edited, by the labels the form shows', () => {
    const list = only(
      compare(
        edited((copy) => {
          copy.sellingPoints.reverse();
          copy.sellingPoints[0]!.body = 'Ten years on labour and materials.';
        }),
      ),
      'list',
    );
    const moves = list.items.filter((item) => item.change === 'moved');
    // Reversing three is two moves (one stays), never three.
    expect(moves).toHaveLength(2);
    const warranty = list.items.find((item) => item.label === 'Warranty');
    expect(warranty).toMatchObject({
      from: 3,
      to: 1,
      edits: [{ path: 'sellingPoints.0.body', where: 'Selling points › 1 › Text' }],
    });
  });

  it('tells a number by its values and a field added by its words, in the form’s order', () => {
    const diffs = compare(
      edited((copy) => {
        copy.map.zoom = 13;
        (copy as Page & { eyebrow?: string }).eyebrow = 'Now serving Bixby';
      }),
    );
    // In the form's order (the map comes before the eyebrow), not the order they were written in.
    expect(diffs).toEqual([
      { kind: 'value', path: 'map.zoom', where: 'Map › Zoom', before: 12, after: 13 },
      {
        kind: 'text',
        path: 'eyebrow',
        where: 'Eyebrow',
        before: null,
        after: 'Now serving Bixby',
        words: [{ op: 'ins', text: 'Now serving Bixby' }],
      },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { beforeAfterSchema } from '../../blocks/BeforeAfter/schema';
import { renderPage } from '../support/render-page';

const seo = {
  title: 'Before and after test page',
  description: 'A page that shows a before/after comparison, for the unit tests only.',
};
const pair = (n: number) => ({
  title: `Job ${n}`,
  location: 'South Tulsa, OK',
  before: { src: 'before-hail-reroof-south-tulsa.svg', alt: `Storm-damaged roof ${n}` },
  after: { src: 'after-hail-reroof-south-tulsa.svg', alt: `New roof ${n}` },
});
const messages = (input: unknown) => {
  const result = beforeAfterSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('BeforeAfter', () => {
  it('prerenders both pictures, each labelled, and no slider before the page is interactive', async () => {
    const html = await renderPage({
      path: '/',
      seo,
      blocks: [{ type: 'BeforeAfter', heading: 'Before and after', items: [pair(1)] }],
    });
    expect(html).toMatch(/<img[^>]*alt="Storm-damaged roof 1"/);
    expect(html).toMatch(/<img[^>]*alt="New roof 1"/);
    expect(html).toMatch(/>Before<\/span>/);
    expect(html).toMatch(/>After<\/span>/);
    // The range input comes with hydration: without scripts it would be a control that does nothing.
    expect(html).not.toContain('type="range"');
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('refuses a picture without alt text and more than six pairs, saying why', () => {
    expect(
      messages({
        type: 'BeforeAfter',
        items: [{ ...pair(1), before: { src: 'before-hail-reroof-south-tulsa.svg', alt: ' ' } }],
      }),
    ).toEqual([expect.stringMatching(/^items\.0\.before\.alt: needs alt text/)]);
    expect(messages({ type: 'BeforeAfter', items: [1, 2, 3, 4, 5, 6, 7].map(pair) })).toEqual([
      expect.stringMatching(/^items: holds at most 6 before\/after pairs/),
    ]);
    expect(messages({ type: 'BeforeAfter', items: [1, 2, 3, 4, 5, 6].map(pair) })).toEqual([]);
    expect(messages({ type: 'BeforeAfter', items: [] })).toEqual([expect.stringMatching(/^items: needs at least one/)]);
  });
});

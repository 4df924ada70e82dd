import type { FAQPage, WithContext } from 'schema-dts';
import type { JsonLdObject } from '../../schema/jsonld';
import { type BlockProblem, defineBlock } from '../define-block';
import { type FaqItem, type FaqProps, faqSchema } from './schema';

/** FAQPage structured data for the questions a page shows. */
export function faqPage(items: FaqItem[]): JsonLdObject {
  const value: WithContext<FAQPage> = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
  return value as unknown as JsonLdObject;
}

const questionKey = (question: string) => question.toLowerCase().replace(/\s+/g, ' ').trim();

export default defineBlock({
  type: 'FAQ',
  schema: faqSchema,
  structuredData: (block) => [faqPage(block.items)],
  /** No question twice on one page, in this block or an FAQ block above it (an empty answer is a schema error). */
  check: (block, { page, index }) => {
    const seen = new Map<string, string>();
    page.blocks.slice(0, index).forEach((earlier, b) => {
      if (earlier.type !== 'FAQ') return;
      (earlier as FaqProps).items.forEach((item, i) => {
        const key = questionKey(item.question);
        if (!seen.has(key)) seen.set(key, `blocks[${b}].items[${i}].question`);
      });
    });
    const problems: BlockProblem[] = [];
    block.items.forEach((item, i) => {
      const key = questionKey(item.question);
      const first = seen.get(key);
      if (first)
        problems.push({
          at: `items[${i}].question`,
          message: `repeats the question at ${first}: ask each question once per page`,
        });
      else seen.set(key, `blocks[${index}].items[${i}].question`);
    });
    return problems;
  },
});

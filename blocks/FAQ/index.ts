import { faqPage } from '../../schema/jsonld';
import { type BlockProblem, defineBlock } from '../define-block';
import { faqSchema } from './schema';

const questionKey = (question: string) => question.toLowerCase().replace(/\s+/g, ' ').trim();

export default defineBlock({
  type: 'FAQ',
  schema: faqSchema,
  structuredData: (block) => [faqPage(block.items)],
  /** No question twice on one page, in this block or an FAQ block above it (an empty answer is a schema error). */
  check: (block, { index, earlier }) => {
    const seen = new Map<string, string>();
    for (const { index: b, block: faq } of earlier)
      faq.items.forEach((item, i) => {
        const key = questionKey(item.question);
        if (!seen.has(key)) seen.set(key, `blocks[${b}].items[${i}].question`);
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

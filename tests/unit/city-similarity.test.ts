import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jaccard, similarCityPairs } from '../../content/local-seo';

/** Every pair compared: what the prefix filter must find, no more and no less. */
function everyPair(sets: Set<string>[], limit: number) {
  const pairs: { i: number; j: number; score: number }[] = [];
  for (let i = 0; i < sets.length; i++)
    for (let j = i + 1; j < sets.length; j++) {
      const score = jaccard(sets[i]!, sets[j]!);
      if (score > limit) pairs.push({ i, j, score });
    }
  return pairs;
}

describe('the doorway check’s pair search', () => {
  it('finds exactly the pairs that comparing every pair finds, at any limit', () => {
    // Few distinct shingles, so many sets overlap and some pairs sit right at the limit.
    const shingle = fc.constantFrom(...'abcdefghijkl'.split(''));
    const sets = fc.array(
      fc.uniqueArray(shingle, { maxLength: 12 }).map((items) => new Set(items)),
      { maxLength: 14 },
    );
    fc.assert(
      fc.property(sets, fc.constantFrom(0.2, 0.5, 0.6, 0.75), (family, limit) => {
        expect(
          similarCityPairs(
            family.map((set) => ({ set })),
            limit,
          ),
        ).toEqual(everyPair(family, limit));
      }),
      { numRuns: 400 },
    );
  });

  it('finds a near-copy among many distinct pages sharing a template', () => {
    const template = Array.from({ length: 40 }, (_, k) => `template ${k}`);
    const page = (n: number) => new Set([...template, ...Array.from({ length: 60 }, (_, k) => `page ${n} ${k}`)]);
    const family = Array.from({ length: 300 }, (_, n) => page(n));
    family.push(new Set([...page(17)].filter((_, k) => k % 10 !== 0)));
    expect(
      similarCityPairs(
        family.map((set) => ({ set })),
        0.6,
      ),
    ).toEqual([{ i: 17, j: 300, score: jaccard(family[17]!, family[300]!) }]);
  });
});

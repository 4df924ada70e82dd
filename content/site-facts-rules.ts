import { wordRoles } from '../schema/field-meta';
import { type Site, siteSchema } from '../schema/site';
import { dayRangeText } from '../schema/site-facts';
import { blockFieldsOf, type ContentField, contentFieldsOf, wordsIn } from './block-fields';
import { type BlockSet, catalogBlocks } from './block-set';
import type { LoadedPage } from './load';
import type { ContentProblem } from './problems';
import { SITE_FILE } from './site-file';

/**
 * The fields that state facts in words: what a visitor reads, and the structured data search
 * engines read; not built words (a customer's testimonial: theirs, not the business's claim).
 */
const statedIn = (fields: readonly ContentField[]) =>
  fields.flatMap(({ at, role, meta, value }) =>
    !meta.built && role && (wordRoles.has(role) || role === 'structured-data') && typeof value === 'string'
      ? [{ at, text: value }]
      : [],
  );

const WORD_NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const numberOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : WORD_NUMBERS.indexOf(word.toLowerCase()));

/** One declared number, how copy states it, and what it must then say. */
interface FactCheck {
  pattern: RegExp;
  /**
   * What a text must contain for `pattern` to match, tested first: a pattern that takes in the
   * whole sentence around its words tries every position of every text, and a large site's copy
   * made that the slowest of the content rules.
   */
  contains?: RegExp;
  /** The problem with a match, or nothing when it agrees with the site file. */
  check: (match: RegExpMatchArray) => string | undefined;
}

function factChecks(site: Site): FactCheck[] {
  const { company, offices, turnaround } = site;
  const openedYears = offices.map((office) => office.opened);
  const ranges = [turnaround.replacementDays, turnaround.newInstallDays];
  const businessDays = [turnaround.replyBusinessDays, turnaround.quoteBusinessDays];
  const rating = company.rating.value.toFixed(1);
  return [
    {
      // "founded in Tulsa in 2010", "Founded 2010 in Tulsa"
      pattern: /\bfounded\b[^.\d]{0,30}?\b(\d{4})\b/gi,
      check: ([, year]) =>
        Number(year) === company.founded
          ? undefined
          : `says the business was founded in ${year}; pages/site.ts says company.founded: ${company.founded}. Write \${site.company.founded}`,
    },
    {
      // "In 2024 we opened our Overland Park office"
      pattern: /\b(?:in\s+)?(\d{4}),?\s+we\s+opened\b|\bopened\b[^.\d]{0,40}?\bin\s+(\d{4})\b/gi,
      check: ([, before, after]) => {
        const year = Number(before ?? after);
        return openedYears.includes(year)
          ? undefined
          : `says an office opened in ${year}; the offices in pages/site.ts opened in ${openedYears.join(' and ')}. Write the office's \`opened\``;
      },
    },
    {
      // "since 2010": never before the business began, nor before the office of a place the sentence names opened
      pattern: /[^.!?]*\bsince\s+(\d{4})\b[^.!?]*/gi,
      contains: /\bsince\s+\d{4}\b/i,
      check: ([sentence, text]) => {
        const year = Number(text);
        if (year < company.founded)
          return `says "since ${year}", before the business was founded (${company.founded} in pages/site.ts)`;
        const named = offices.filter((office) =>
          [office.area.replace(/^the\s+/i, ''), office.locality].some((name) =>
            sentence.toLowerCase().includes(name.toLowerCase()),
          ),
        );
        const later = named.find((office) => year < office.opened);
        return later
          ? `says "since ${year}" of ${later.area.replace(/^the\s+/i, '')}, where the ${later.label} opened in ${later.opened} (pages/site.ts): say each place's own year`
          : undefined;
      },
    },
    {
      // "1-3 days", "2 to 5 days"
      pattern: /\b(\d+)\s*(?:-|–|to)\s*(\d+)\s+days?\b/gi,
      check: ([, from, to]) =>
        ranges.some((range) => range.from === Number(from) && range.to === Number(to))
          ? undefined
          : `says "${from}-${to} days"; the turnaround times in pages/site.ts are ${ranges.map(dayRangeText).join(' and ')}. Read them from site.turnaround`,
    },
    {
      // "within one business day", "within 2 business days"
      pattern: /\bwithin\s+(\d+|[a-z]+)\s+business\s+days?\b/gi,
      check: ([, count]) =>
        businessDays.includes(numberOf(count!))
          ? undefined
          : `promises an answer within ${count} business days; pages/site.ts promises ${businessDays.join(' or ')} (site.turnaround). Read it from there`,
    },
    {
      // "within about 25 miles"
      pattern: /\bwithin\s+(?:about\s+|roughly\s+|some\s+)?(\d+)\s+miles\b/gi,
      check: ([, miles]) =>
        Number(miles) === company.serviceRadiusMiles
          ? undefined
          : `says "within ${miles} miles"; the service radius in pages/site.ts is ${company.serviceRadiusMiles} miles. Write \${site.company.serviceRadiusMiles}`,
    },
    {
      // "rated 4.9", "4.9-star", "4.9 rating", "4.9 out of 5"
      pattern: /\brated\s+(\d\.\d)\b|\b(\d\.\d)(?:-star|\s+stars?\b|\s+rating\b|\s+out\s+of\s+5\b)/gi,
      check: ([, a, b]) =>
        (a ?? b) === rating
          ? undefined
          : `states a rating of ${a ?? b}; the owner's Business facts give ${rating}. Read it from site.company.rating.value`,
    },
  ];
}

/**
 * A number the site file declares (the founding and opening years, turnaround days, the service
 * radius, the rating) is never restated differently in page copy or the site file's own text.
 */
export function restatedFactProblems(
  pages: readonly LoadedPage[],
  site: Site,
  blocks: BlockSet = catalogBlocks,
): ContentProblem[] {
  const checks = factChecks(site);
  const sources: { file: string; copy: { at: string; text: string }[] }[] = [
    ...pages.map((page) => ({
      file: page.file,
      copy: [
        { at: 'seo.title', text: page.def.seo.title },
        { at: 'seo.description', text: page.def.seo.description },
        ...statedIn(blockFieldsOf(page.def.blocks, blocks)),
      ],
    })),
    {
      file: SITE_FILE,
      // The site file's own copy: its tagline, footer and next steps (its facts are the numbers checked against).
      copy: [
        ...wordsIn(
          contentFieldsOf(siteSchema.shape.company.shape.tagline, site.company.tagline, ['company', 'tagline']),
        ),
        ...wordsIn(contentFieldsOf(siteSchema.shape.footer, site.footer, ['footer'])),
        ...wordsIn(contentFieldsOf(siteSchema.shape.nextSteps, site.nextSteps, ['nextSteps'])),
      ],
    },
  ];
  const problems: ContentProblem[] = [];
  for (const source of sources)
    for (const { at, text } of source.copy)
      for (const { pattern, contains, check } of checks) {
        if (contains && !contains.test(text)) continue;
        for (const match of text.matchAll(pattern)) {
          const message = check(match);
          if (message) problems.push({ file: source.file, at, message });
        }
      }
  return problems;
}

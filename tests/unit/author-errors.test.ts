import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockDefinitions } from '../../blocks/catalog';
import { defineBlock } from '../../blocks/define-block';
import { anchorId } from '../../blocks/_shared/section-header';
import { compileSite } from '../../content/compile';
import { authorProblems } from '../../content/errors';
import type { ContentProblem } from '../../content/problems';
import { text } from '../../schema/common';
import { makeContentRoot, minimalPages, realSiteImport, validSeo } from './content-fixtures';

const repo = path.resolve(import.meta.dirname, '../..');
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/**
 * A block with one field for each kind of problem zod reports, declared the way blocks declare
 * theirs: each page below gets it wrong one way and reads what the content gate says.
 */
const probe = defineBlock({
  type: 'Probe',
  schema: z.object({
    type: z.literal('Probe'),
    heading: text.meta({ label: 'Heading', role: 'heading', help: 'the section title' }),
    code: z.string().length(4).meta({ label: 'Code', role: 'code' }).optional(),
    name: z.string().min(3).max(5).meta({ label: 'Name', role: 'label' }).optional(),
    note: z.string().min(1).meta({ label: 'Note', role: 'copy' }).optional(),
    tags: z.array(z.string()).min(1).max(2).meta({ label: 'Tags' }).optional(),
    trio: z.tuple([z.string(), z.string(), z.string()]).meta({ label: 'Selling points' }).optional(),
    stars: z.number().int().min(1).max(5).meta({ label: 'Stars', role: 'number' }).optional(),
    miles: z.number().positive().meta({ label: 'Miles', role: 'number' }).optional(),
    step: z.number().multipleOf(5).meta({ label: 'Step', role: 'number' }).optional(),
    site: z
      .url({ protocol: /^https$/ })
      .meta({ label: 'Widget', role: 'url' })
      .optional(),
    mail: z.email().meta({ label: 'Email', role: 'email' }).optional(),
    day: z.iso.date().meta({ label: 'Published', role: 'date' }).optional(),
    anchor: anchorId.optional(),
    zip: z
      .string()
      .regex(/^\d{5}$/)
      .meta({ label: 'ZIP code', role: 'code', help: 'five digits' })
      .optional(),
    dial: z.string().startsWith('tel:').meta({ label: 'Dial', role: 'link' }).optional(),
    ref: z.uuid().meta({ label: 'Reference', role: 'code' }).optional(),
    size: z.enum(['small', 'large']).meta({ label: 'Size', role: 'style' }).optional(),
    centre: z
      .union([
        z
          .object({
            lat: z.number().meta({ label: 'Latitude', role: 'number' }),
            lng: z.number().meta({ label: 'Longitude', role: 'number' }),
          })
          .meta({ label: 'A point' }),
        z.literal('city').meta({ label: "The page's city", role: 'option' }),
      ])
      .meta({ label: 'Map centre' })
      .optional(),
    either: z
      .xor([
        z.string().meta({ label: 'Word', role: 'label' }),
        z.string().min(1).meta({ label: 'Text', role: 'label' }),
      ])
      .meta({ label: 'Either' })
      .optional(),
    form: z
      .discriminatedUnion('mode', [z.object({ mode: z.literal('form') }), z.object({ mode: z.literal('embed') })])
      .meta({ label: 'Contact form' })
      .optional(),
    counts: z
      .record(z.string().regex(/^[a-z]+$/), z.number())
      .meta({ label: 'Counts' })
      .optional(),
    states: z
      .partialRecord(z.enum(['OK', 'KS']), z.string())
      .meta({ label: 'States' })
      .optional(),
    prices: z
      .map(z.object({ size: z.string() }), z.number())
      .meta({ label: 'Prices' })
      .optional(),
    inner: z.strictObject({ title: z.string().meta({ label: 'Title', role: 'heading' }) }).optional(),
    rule: z
      .string()
      .refine((value) => value !== 'no')
      .meta({ label: 'Rule', role: 'label', help: 'anything but no' })
      .optional(),
  }),
});
const blocks = [...blockDefinitions, probe];

/** What the gate says of one Probe block, as `name: at: words`: its fields (a heading given), or the block as a page file writes it. */
async function said(fields: Record<string, unknown> | string): Promise<string[]> {
  const block = typeof fields === 'string' ? fields : JSON.stringify({ type: 'Probe', heading: 'Probe', ...fields });
  const about = `export default { path: '/about', seo: ${JSON.stringify(validSeo('About us'))}, blocks: [${block}] };\n`;
  const { root, cleanup } = makeContentRoot({ ...minimalPages(), 'pages/about.ts': about });
  cleanups.push(cleanup);
  return (await compileSite(root, { blocks })).problems.map(named);
}
const named = (problem: ContentProblem) => `${problem.name ?? "(the schema's own)"}: ${problem.at}: ${problem.message}`;

/** Each kind of issue zod reports, once, with the exact words an author reads: [what, the Probe's fields, name: at: words]. */
const cases: [string, Record<string, unknown> | string, string][] = [
  [
    'a required field left out',
    "{ type: 'Probe' }",
    'missingField: blocks[0].heading: Heading is missing: add `heading:` with text (the section title)',
  ],
  [
    'a field of the wrong type',
    { heading: 5 },
    'wrongType: blocks[0].heading: Heading must be text, not the number 5 (the section title)',
  ],
  ['empty text', { note: '' }, 'emptyText: blocks[0].note: Note must not be empty: write it'],
  [
    'text too short',
    { name: 'ab' },
    'textTooShort: blocks[0].name: Name is too short: write at least 3 characters (it has 2)',
  ],
  [
    'text too long',
    { name: 'abcdef' },
    'textTooLong: blocks[0].name: Name is too long: shorten it to 5 characters at most (it has 6)',
  ],
  [
    'text of the wrong length',
    { code: 'abc' },
    'textNotExactLength: blocks[0].code: Code must be exactly 4 characters long (it has 3)',
  ],
  ['too few items', { tags: [] }, 'tooFewItems: blocks[0].tags: Tags needs at least 1 item (it has 0): add one'],
  [
    'too many items',
    { tags: ['a', 'b', 'c'] },
    'tooManyItems: blocks[0].tags: Tags holds at most 2 items (it has 3): remove 1',
  ],
  [
    'the wrong number of items',
    { trio: ['a', 'b'] },
    'wrongItemCount: blocks[0].trio: Selling points needs exactly 3 items (it has 2)',
  ],
  ['a number too small', { stars: 0 }, 'numberTooSmall: blocks[0].stars: Stars must be at least 1 (it is 0)'],
  ['a number at an open limit', { miles: 0 }, 'numberTooSmall: blocks[0].miles: Miles must be more than 0 (it is 0)'],
  ['a number too large', { stars: 6 }, 'numberTooLarge: blocks[0].stars: Stars must be at most 5 (it is 6)'],
  [
    'a fraction for a whole number',
    { stars: 4.5 },
    'wrongType: blocks[0].stars: Stars must be a whole number, not the number 4.5',
  ],
  ['not a multiple', { step: 7 }, 'notMultipleOf: blocks[0].step: Step must be a multiple of 5 (it is 7)'],
  [
    'http for https',
    { site: 'http://example.com' },
    'notHttps: blocks[0].site: Widget must be an https address: write https:// at its start',
  ],
  [
    'not a web address',
    { site: 'example' },
    'notWebAddress: blocks[0].site: Widget must be a whole web address like https://example.com/page (it is "example")',
  ],
  [
    'not an email address',
    { mail: 'office' },
    'notEmail: blocks[0].mail: Email must be an email address like office@example.com (it is "office")',
  ],
  [
    'not a calendar day',
    { day: '2024-13-01' },
    'notDate: blocks[0].day: Published must be a day written year-month-day, like 2024-05-31 (it is "2024-13-01")',
  ],
  [
    'an anchor with capitals',
    { anchor: 'Roof Repair' },
    'notSlug: blocks[0].anchor: Anchor must be lowercase words joined by hyphens, like roof-repair (it is "Roof Repair")',
  ],
  [
    'a pattern not followed',
    { zip: '741' },
    'badPattern: blocks[0].zip: ZIP code is not written the way it must be: five digits (it is "741")',
  ],
  ['a missing prefix', { dial: '918' }, 'badAffix: blocks[0].dial: Dial must start with "tel:" (it is "918")'],
  ['another format', { ref: 'abc' }, 'badFormat: blocks[0].ref: Reference must be a valid uuid (it is "abc")'],
  [
    'not one of the choices',
    { size: 'Large' },
    'notAChoice: blocks[0].size: Size is "Large", which is not one of its choices: did you mean "large"? use one of "small", "large"',
  ],
  [
    'a shape with a wrong field',
    { centre: { lat: 1, lng: 'x' } },
    'wrongShape: blocks[0].centre: Map centre, written as { lat, lng }: at `lng`, Longitude must be a number, not the text "x"',
  ],
  [
    'none of the shapes',
    { centre: 'town' },
    'noMatchingShape: blocks[0].centre: Map centre must be { lat, lng } (a point), or "city" (the page\'s city), not the text "town"',
  ],
  [
    'more than one shape',
    { either: 'a' },
    'ambiguousShape: blocks[0].either: Either fits more than one of the shapes it takes, and must fit exactly one: make it one or the other',
  ],
  [
    'an unknown kind',
    { form: { mode: 'iframe' } },
    'unknownKind: blocks[0].form.mode: is "iframe", which is not a contact form mode: use one of form, embed',
  ],
  [
    'a key not allowed',
    { counts: { Tulsa: 1 } },
    'badKey: blocks[0].counts.Tulsa: the key "Tulsa" is not allowed here: it is not written the way it must be (the pattern /^[a-z]+$/) (it is "Tulsa")',
  ],
  [
    'a key outside a fixed set',
    { states: { TX: 'Texas' } },
    'unknownField: blocks[0].states: `TX` is not allowed here: use OK, KS',
  ],
  [
    'an unknown field',
    { inner: { title: 'x', titel: 'y' } },
    'unknownField: blocks[0].inner: `titel` (did you mean `title`?) is not a field here: fix the spelling or remove it; the fields are title',
  ],
  [
    'a misspelt field of a block',
    { subheadng: 'x' },
    'unknownField: blocks[0]: `subheadng` is not a field here: fix the spelling or remove it; the fields are type, heading, code, name, note, tags, trio, stars, miles, step, site, mail, day, anchor, zip, dial, ref, size, centre, either, form, counts, states, prices, inner, rule',
  ],
  [
    'a rule not met',
    { rule: 'no' },
    'failedRule: blocks[0].rule: Rule is not accepted here (anything but no): check what the field asks for',
  ],
  [
    'an entry of the wrong kind',
    "{ type: 'Probe', heading: 'Probe', prices: new Map([[{ size: 'small' }, 'ten']]) }",
    'badElement: blocks[0].prices: the entry a group of fields { … } is not allowed here: it must be a number, not the text "ten"',
  ],
];

describe("authors never read zod's own words", () => {
  it('tries every problem of the catalogue', () => {
    expect(new Set(cases.map(([, , words]) => words.split(':')[0]))).toEqual(new Set(Object.keys(authorProblems)));
  });

  it.each(cases)('%s', async (_kind, fields, words) => {
    expect(await said(fields)).toEqual([words]);
  });

  it('names a misspelt block type, offers the public blocks only, and says which was meant', async () => {
    const [problem] = await said("{ type: 'Heor', heading: 'Probe' }");
    expect(problem).toBe(
      `unknownKind: blocks[0].type: is "Heor", which is not a block type: did you mean Hero? use one of ${blocks
        .filter((block) => !('app' in block && block.app))
        .map((block) => block.type)
        .join(', ')}`,
    );
    expect(await said('{ heading: "Probe" }')).toEqual([
      expect.stringMatching(
        /^unknownKind: blocks\[0\]\.type: has no type: add `type:` with the block type, one of Hero, .*, Probe$/,
      ),
    ]);
  });

  it('keeps the words a schema writes itself, and names every other problem from the catalogue', async () => {
    const problems = await said({ heading: '', tags: [], stars: 9 });
    expect(problems).toEqual([
      "(the schema's own): blocks[0].heading: must not be empty",
      'tooFewItems: blocks[0].tags: Tags needs at least 1 item (it has 0): add one',
      'numberTooLarge: blocks[0].stars: Stars must be at most 5 (it is 9)',
    ]);
    for (const problem of problems.slice(1)) expect(Object.keys(authorProblems)).toContain(problem.split(':')[0]);
  });

  it('speaks the same words for the site file', async () => {
    const site = `${realSiteImport}\nexport const site = { ...real, social: { ...real.social, url: 'facebook' }, states: { ...real.states, TX: real.states.OK } };\n`;
    const { root, cleanup } = makeContentRoot(minimalPages(), { siteSource: site });
    cleanups.push(cleanup);
    expect((await compileSite(root)).problems.map(named)).toEqual([
      'notWebAddress: social.url: Page must be a whole web address like https://example.com/page (it is "facebook")',
      'unknownField: states: `TX` is not allowed here: use OK, KS, MO, AR',
    ]);
  });

  it("and for a city file's own schema, at the field the author wrote", async () => {
    const jenks = readFileSync(path.join(repo, 'pages/locations/jenks.ts'), 'utf8')
      .replace("'../_lib/city'", JSON.stringify(path.join(repo, 'pages/_lib/city.ts')))
      .replace(/zoom: \d+/, 'zoom: 30');
    const { root, cleanup } = makeContentRoot({ ...minimalPages(), 'pages/locations/jenks.ts': jenks });
    cleanups.push(cleanup);
    expect((await compileSite(root)).problems.map(named)).toEqual([
      'numberTooLarge: map.zoom: Zoom must be at most 16 (it is 30)',
    ]);
  });
});

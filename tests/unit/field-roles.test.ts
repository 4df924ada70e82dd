import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockDefinitions } from '../../blocks/catalog';
import { defineBlock } from '../../blocks/define-block';
import { citySchema } from '../../pages/_lib/city-schema';
import { compileSite } from '../../content/compile';
import { formatProblem } from '../../content/problems';
import { imageRef, officeId, text } from '../../schema/common';
import { fieldRoles } from '../../schema/field-meta';
import { declaredFields, fieldsOf } from '../../schema/field-walk';
import { pageFields } from '../../schema/page';
import { siteSchema } from '../../schema/site';
import { makeContentRoot, minimalPages, validSeo } from './content-fixtures';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** What a schema declares without a label or a role, one line each: `Hero › items[].title: no role`. */
function undeclared(name: string, schema: z.core.$ZodType): string[] {
  return declaredFields(schema).flatMap((field) => {
    // A block's `type` is its name in the catalog, not a field an owner fills in; so is a section's
    // (a city page's, a page zone's).
    if (field.path === 'type' || field.path.endsWith('sections[].type')) return [];
    const missing = [
      ...(field.meta.label ? [] : ['no label']),
      ...(field.kind !== 'array' && !field.meta.role ? ['no role'] : []),
    ];
    return missing.length ? [`${name} › ${field.path || '(the whole value)'}: ${missing.join(', ')}`] : [];
  });
}

describe('every field says what it is', () => {
  const publicBlocks = blockDefinitions.filter((block) => !('app' in block && block.app));

  it('holds the public blocks, not the admin app', () => {
    expect(publicBlocks.map((block) => block.type)).toContain('Hero');
    expect(publicBlocks.map((block) => block.type)).not.toContain('AdminView');
  });

  // The content rules and a form editor read a field's role and label: a field without them is
  // invisible to the rules and unnamed in the editor.
  it('each field of each public block has a label and a role, each list a label', () => {
    expect(publicBlocks.flatMap((block) => undeclared(block.type, block.schema))).toEqual([]);
  });

  it('so does every field of a page, a city file and the site file', () => {
    expect([
      ...undeclared('page', z.object(pageFields)),
      ...undeclared('city', citySchema),
      ...undeclared('site', siteSchema),
    ]).toEqual([]);
  });

  it('names the block and the path of a field that says nothing', () => {
    const schema = z.object({
      type: z.literal('Sketch'),
      title: z.string(),
      items: z.array(z.object({ body: text.meta({ label: 'Text' }) })),
    });
    expect(undeclared('Sketch', schema)).toEqual([
      'Sketch › title: no label, no role',
      'Sketch › items: no label',
      'Sketch › items[].body: no role',
    ]);
  });

  it('uses only the roles the vocabulary defines', () => {
    const roles = new Set(Object.keys(fieldRoles));
    for (const block of publicBlocks)
      for (const field of declaredFields(block.schema))
        if (field.meta.role) expect(roles, `${block.type} › ${field.path}`).toContain(field.meta.role);
  });
});

describe('a walk of a value against its schema', () => {
  const schema = z.object({
    heading: text.meta({ label: 'Heading', role: 'heading' }).optional(),
    call: z.union([officeId, z.array(officeId)]).optional(),
    centre: z.union([z.object({ office: officeId }), z.literal('city').meta({ label: 'City', role: 'option' })]),
    parts: z.array(
      z.union([
        text.meta({ label: 'Paragraph', role: 'copy' }),
        z.object({ subheading: text.meta({ label: 'Sub', role: 'heading' }) }),
      ]),
    ),
    image: imageRef.optional(),
    data: z.record(z.string(), z.unknown()).meta({ label: 'Data', role: 'structured-data' }),
  });
  const roles = (value: unknown) =>
    fieldsOf(schema, value, ['b']).map((field) => `${field.path.join('.')}=${field.meta.role}:${String(field.value)}`);

  it("gives each value with the role its schema declares, in the value's order, and nothing for what is left out", () => {
    expect(
      roles({
        centre: { office: 'tulsa' },
        call: ['tulsa', 'kansas'],
        parts: ['One.', { subheading: 'Two' }],
        data: { name: 'X', area: [{ name: 'Y' }] },
      }),
    ).toEqual([
      'b.centre.office=office:tulsa',
      'b.call.0=office:tulsa',
      'b.call.1=office:kansas',
      'b.parts.0=copy:One.',
      'b.parts.1.subheading=heading:Two',
      'b.data.name=structured-data:X',
      'b.data.area.0.name=structured-data:Y',
    ]);
    expect(
      roles({ heading: 'Hi', centre: 'city', call: 'kansas', parts: [], image: { src: 'a.jpg', alt: '' }, data: {} }),
    ).toEqual([
      'b.heading=heading:Hi',
      'b.centre=option:city',
      'b.call=office:kansas',
      'b.image.src=image:a.jpg',
      'b.image.alt=alt:',
    ]);
  });

  it('marks every field inside built data as built, so the copy rules leave it to where it comes from', () => {
    const shown = z.object({
      title: text.meta({ label: 'Title', role: 'heading' }),
      quotes: z
        .array(z.object({ words: text.meta({ label: 'Words', role: 'copy' }) }))
        .meta({ label: 'Quotes', built: true })
        .optional(),
    });
    const fields = fieldsOf(shown, { title: 'Ours', quotes: [{ words: 'Theirs' }] });
    expect(fields.map((field) => [field.path.join('.'), field.meta.role, field.meta.built ?? false])).toEqual([
      ['title', 'heading', false],
      ['quotes.0.words', 'copy', true],
    ]);
  });
});

describe('the content rules read roles, not field names', () => {
  // A block whose fields are named unlike any other's: only their roles say what they are.
  const poster = defineBlock({
    type: 'Poster',
    schema: z.object({
      type: z.literal('Poster'),
      blurb: text.meta({ label: 'Blurb', role: 'copy' }),
      goesTo: z.string().meta({ label: 'Goes to', role: 'link' }),
      photo: z
        .object({
          file: z.string().meta({ label: 'File', role: 'image' }),
          words: z.string().meta({ label: 'Words', role: 'alt' }),
        })
        .optional(),
      dial: z.string().meta({ label: 'Dial', role: 'office' }).optional(),
      // Named like a link and an image, but declared as neither: no rule reads them as such.
      href: z.string().meta({ label: 'Reference', role: 'code' }).optional(),
      src: z.string().meta({ label: 'Source', role: 'code' }).optional(),
    }),
  });
  const blocks = [...blockDefinitions, poster];

  async function problemsFor(poster: Record<string, unknown>): Promise<string[]> {
    const pages = minimalPages();
    pages['pages/about.ts'] = { path: '/about', seo: validSeo('About us'), blocks: [{ type: 'Poster', ...poster }] };
    const { root, cleanup } = makeContentRoot(pages);
    cleanups.push(cleanup);
    return (await compileSite(root, { blocks })).problems.map(formatProblem);
  }

  it('checks links, inline links, pictures, offices and phone numbers by role', async () => {
    expect(
      await problemsFor({
        blurb: 'Call (918) 555-9999 or read [the guide](/no-guide).',
        goesTo: '/nowhere',
        photo: { file: 'no-such-photo.jpg', words: 'A roof' },
        dial: 'wichita',
        href: '/not-checked',
        src: 'not-checked.jpg',
      }),
    ).toEqual([
      'pages/about.ts › blocks[0].blurb: links to "/no-guide", which is not a page: fix the link or add pages/no-guide.ts',
      'pages/about.ts › blocks[0].goesTo: links to "/nowhere", which is not a page: fix the link or add pages/nowhere.ts',
      'pages/about.ts › blocks[0].photo.file: names "no-such-photo.jpg", which is not in images/: add the file there or fix the name',
      "pages/about.ts › blocks[0].blurb: shows the phone number (918) 555-9999, which is not one of the business's numbers (the owner's Business facts): use site.offices.*.phone",
      'pages/about.ts › blocks[0].dial: names the office "wichita", which pages/site.ts does not list: use one of "tulsa", "kansas", or "primary" for the primary office',
    ]);
  });

  it("holds copy to the site file's facts by role", async () => {
    expect(await problemsFor({ blurb: 'Founded in Tulsa in 2009.', goesTo: '/contact' })).toEqual([
      `pages/about.ts › blocks[0].blurb: says the business was founded in 2009; pages/site.ts says company.founded: 2010. Write \${site.company.founded}`,
    ]);
  });
});

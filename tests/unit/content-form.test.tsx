import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContentForm, ErrorSummary } from '../../admin/content/form/ContentForm';
import {
  describeSchema,
  type GroupNode,
  initialValue,
  keyPath,
  type ListNode,
  pathKey,
} from '../../admin/content/form/describe';
import { setAt, valueAt } from '../../admin/content/form/path';
import { siteFactsSchema } from '../../schema/owner-content/site-facts';

/** A small content type with one field of each kind, declared the way the site's types are. */
const entry = z
  .object({
    title: z.string().trim().min(1, 'must not be empty').max(40).meta({ label: 'Title', role: 'label' }),
    body: z.string().max(400).meta({ label: 'Text', role: 'copy', help: 'a sentence or two' }),
  })
  .meta({ label: 'Note' });
const sample = z
  .object({
    name: z.string().min(2).max(60).meta({ label: 'Name', role: 'label' }),
    email: z.email().meta({ label: 'Email', role: 'email' }).optional(),
    phone: z.string().meta({ label: 'Phone', role: 'phone' }),
    since: z.iso.date().meta({ label: 'Since', role: 'date' }),
    crews: z.number().int().min(1).max(12).meta({ label: 'Crews', role: 'number' }),
    rating: z.number().meta({ label: 'Rating', role: 'number' }),
    state: z.enum(['OK', 'KS']).meta({ label: 'State', role: 'state' }),
    open: z.boolean().meta({ label: 'Open', role: 'toggle' }).default(true),
    office: z.string().meta({ label: 'Office', role: 'office' }),
    address: z.object({ street: z.string().meta({ label: 'Street', role: 'label' }) }).meta({ label: 'Address' }),
    notes: z.array(entry).min(1).max(3).meta({ label: 'Notes' }),
    extra: z
      .object({ line: z.string().meta({ label: 'Line' }) })
      .meta({ label: 'Extra' })
      .optional(),
  })
  .meta({ label: 'Sample' });

const fieldsOf = (node: GroupNode) => Object.fromEntries(node.fields.map((field) => [field.key, field.node]));

describe('describeSchema: a form from a zod schema', () => {
  const root = describeSchema(sample) as GroupNode;
  const fields = fieldsOf(root);

  it('reads each field’s kind, label, help, role and limits from the schema', () => {
    expect(root).toMatchObject({ kind: 'group', label: 'Sample' });
    expect(fields.name).toMatchObject({
      kind: 'text',
      control: 'text',
      label: 'Name',
      minLength: 2,
      maxLength: 60,
      optional: false,
    });
    expect(fields.email).toMatchObject({ kind: 'text', control: 'email', optional: true, initial: undefined });
    expect(fields.phone).toMatchObject({ kind: 'text', control: 'tel' });
    expect(fields.since).toMatchObject({ kind: 'text', control: 'date' });
    expect(fields.crews).toMatchObject({ kind: 'number', integer: true, min: 1, max: 12 });
    expect(fields.rating).toMatchObject({ kind: 'number', integer: false });
    expect(fields.state).toMatchObject({ kind: 'choice', options: ['OK', 'KS'] });
    expect(fields.open).toMatchObject({ kind: 'toggle', optional: true, initial: true });
    expect(fields.address).toMatchObject({ kind: 'group', label: 'Address' });
    expect(fields.extra).toMatchObject({ kind: 'group', optional: true });
    const notes = fields.notes as ListNode;
    expect(notes).toMatchObject({ kind: 'list', label: 'Notes', minItems: 1, maxItems: 3 });
    expect(notes.item).toMatchObject({ kind: 'group', label: 'Note' });
    expect(fieldsOf(notes.item as GroupNode).body).toMatchObject({
      kind: 'text',
      control: 'textarea',
      help: 'a sentence or two',
      maxLength: 400,
    });
  });

  it('starts a new value with what the schema needs: defaults, a list’s least entries, no optional group', () => {
    expect(initialValue(root)).toEqual({
      name: '',
      phone: '',
      since: '',
      open: true,
      office: '',
      address: { street: '' },
      notes: [{ title: '', body: '' }],
    });
  });

  it('walks the business facts whole: every field the owner edits has a label and a control', () => {
    const facts = describeSchema(siteFactsSchema) as GroupNode;
    const unlabelled: string[] = [];
    const others: string[] = [];
    const visit = (node: ReturnType<typeof describeSchema>, path: string) => {
      if (node.label === 'This' || /^[a-z]/.test(node.label)) unlabelled.push(path);
      if (node.kind === 'other') others.push(path);
      if (node.kind === 'group') for (const field of node.fields) visit(field.node, `${path}.${field.key}`);
      if (node.kind === 'list') visit(node.item, `${path}[]`);
    };
    visit(facts, '');
    expect(unlabelled).toEqual([]);
    expect(others).toEqual([]);
    const registration = fieldsOf((fieldsOf(facts).registrations as ListNode).item as GroupNode);
    expect(registration.state).toMatchObject({ kind: 'choice', options: ['OK', 'KS', 'MO', 'AR'] });
    expect(registration.standIn).toMatchObject({ kind: 'toggle' });
    expect(fieldsOf(fieldsOf(facts).reviews as GroupNode).asOf).toMatchObject({ control: 'date', optional: true });
  });
});

describe('paths', () => {
  it('keys a path as the server’s fieldErrors do, and reads and writes it without touching the rest', () => {
    expect(pathKey(['notes', 0, 'title'])).toBe('notes.0.title');
    expect(keyPath('notes.0.title')).toEqual(['notes', 0, 'title']);
    const doc = { notes: [{ title: 'a' }, { title: 'b' }], name: 'x' };
    const next = setAt(doc, ['notes', 1, 'title'], 'c') as typeof doc;
    expect(valueAt(next, ['notes', 1, 'title'])).toBe('c');
    expect(doc.notes[1]!.title).toBe('b');
    expect(next.notes[0]).toBe(doc.notes[0]);
    expect(setAt({ email: 'a@b.c', name: 'x' }, ['email'], undefined)).toEqual({ name: 'x' });
  });
});

describe('ContentForm', () => {
  const value = {
    name: 'Ridgeline',
    phone: '(918) 555-0142',
    since: '2010-04-01',
    crews: 4,
    rating: 4.9,
    state: 'OK',
    open: true,
    office: 'tulsa',
    address: { street: '1 Main St' },
    notes: [
      { title: 'First', body: 'One.' },
      { title: 'Second', body: 'Two.' },
    ],
  };
  const html = (problems: { path: string; where: string; message: string }[] = []) =>
    renderToStaticMarkup(
      <ContentForm
        schema={sample}
        value={value}
        onChange={() => {}}
        problems={problems}
        choices={{ office: [{ value: 'tulsa', label: 'Tulsa Office' }] }}
      />,
    );
  const tag = (markup: string, id: string) =>
    markup.match(new RegExp(`<[a-z]+[^>]*id="${id.replace(/\./g, '\\.')}"[^>]*>`))?.[0] ?? '';

  it('draws each kind with its control, its limits and its label', () => {
    const markup = html();
    expect(tag(markup, 'field-name')).toMatch(/^<input/);
    expect(tag(markup, 'field-name')).toContain('maxLength="60"');
    expect(tag(markup, 'field-name')).toContain('required=""');
    expect(tag(markup, 'field-phone')).toContain('type="tel"');
    expect(tag(markup, 'field-since')).toContain('type="date"');
    expect(tag(markup, 'field-crews')).toMatch(/type="number"[^>]*step="1"[^>]*min="1"[^>]*max="12"/);
    expect(tag(markup, 'field-state')).toMatch(/^<select/);
    expect(tag(markup, 'field-open')).toContain('type="checkbox"');
    expect(tag(markup, 'field-office')).toMatch(/^<select/);
    expect(markup).toContain('<option value="tulsa" selected="">Tulsa Office</option>');
    expect(tag(markup, 'field-notes.0.body')).toMatch(/^<textarea/);
    expect(markup).toContain('<legend');
    expect(markup).toMatch(/<legend[^>]*>Note 2<\/legend>/);
    expect(markup).toContain('Email<span');
    expect(markup).toContain('(optional)');
    expect(markup).toContain('>Add extra</button>');
  });

  it('gives every list entry Move up, Move down and Remove, named for the entry, with the ends disabled', () => {
    const markup = html();
    expect(tag(markup, 'field-notes-0-up')).toContain('disabled=""');
    expect(tag(markup, 'field-notes-0-down')).not.toContain('disabled');
    expect(tag(markup, 'field-notes-1-down')).toContain('disabled=""');
    expect(markup).toContain('Move up<span class="visually-hidden"> Note 2</span>');
    expect(markup).toContain('Remove<span class="visually-hidden"> Note 1</span>');
    expect(tag(markup, 'field-notes-add')).not.toContain('disabled');
  });

  it('shows the server’s problems on their fields, tied to them for a screen reader', () => {
    const markup = html([
      { path: 'name', where: 'Name', message: 'write at least 2 characters' },
      { path: 'notes', where: 'Notes', message: 'holds at most 3 entries: remove one' },
    ]);
    expect(tag(markup, 'field-name')).toContain('aria-invalid="true"');
    expect(tag(markup, 'field-name')).toContain('aria-describedby="field-name-problems"');
    expect(markup).toContain('<p id="field-name-problems"');
    expect(markup).toContain('write at least 2 characters</p>');
    expect(tag(markup, 'field-notes')).toContain('aria-describedby="field-notes-problems"');
    expect(tag(html(), 'field-name')).not.toContain('aria-invalid');
  });

  it('sums the problems up at the top: a link to each field, the rest with their place', () => {
    const markup = renderToStaticMarkup(
      <ErrorSummary
        title="Not saved"
        idPrefix="field-"
        problems={[
          { path: 'notes.1.title', where: 'Notes › 2 › Title', message: 'must not be empty' },
          { path: '', where: 'pages/about.ts › blocks.2', message: 'says founded in 1999' },
        ]}
      />,
    );
    expect(markup).toContain('href="#field-notes.1.title"');
    expect(markup).toContain('Notes › 2 › Title: must not be empty</a>');
    expect(markup).toContain('pages/about.ts › blocks.2:</span> says founded in 1999');
    expect(renderToStaticMarkup(<ErrorSummary title="x" idPrefix="f-" problems={[]} />)).toBe('');
  });
});

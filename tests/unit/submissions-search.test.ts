import { describe, expect, it } from 'vitest';
import {
  listSubmissionsSchema,
  matchesSearch,
  normalizeSearch,
  type SearchableSubmission,
} from '../../schema/submissions';
import { csvCell, csvRow } from '../../server/submissions/csv';
import { escapeLike } from '../../server/submissions/scope';
import { indexedPart } from '../../server/submissions/search-narrowing';

const jane: SearchableSubmission = {
  name: 'Jane Doe',
  email: 'Jane.Doe@Example.com',
  phone: '(918) 555-0142 EXT 7',
  address: '12 Elm St, Tulsa',
  service_needed: 'Roof Repair',
  message: 'Hail took out the ridge caps.',
};

describe('the dashboard search rule (spec section 5)', () => {
  it('matches a case-insensitive substring of name, email, service, message and address', () => {
    for (const term of ['jane', 'DOE', 'example.COM', 'roof rep', 'RIDGE CAPS', 'elm st'])
      expect(matchesSearch(jane, term), term).toBe(true);
  });

  it('matches phone only as a plain, case-sensitive substring', () => {
    expect(matchesSearch(jane, '555-0142')).toBe(true);
    expect(matchesSearch(jane, 'EXT 7')).toBe(true);
    expect(matchesSearch(jane, 'ext 7')).toBe(false);
  });

  it('finds nothing in fields that are empty, and everything for an empty search', () => {
    const bare = { ...jane, phone: null, address: null, service_needed: null, message: null };
    expect(matchesSearch(bare, 'tulsa')).toBe(false);
    expect(matchesSearch(bare, '')).toBe(true);
    expect(matchesSearch(bare, '   ')).toBe(true);
  });

  it('does not match across two fields', () => {
    expect(matchesSearch(jane, 'Doe Jane.Doe')).toBe(false);
  });

  it('trims the search and turns control characters into spaces', () => {
    expect(normalizeSearch('  roof\u001frepair\n ')).toBe('roof repair');
    expect(listSubmissionsSchema.parse({ search: ' hail ' })).toEqual({
      search: 'hail',
      limit: 25,
      view: 'all',
      mine: false,
    });
  });

  it('refuses a page larger than the cap and a malformed cursor', () => {
    expect(listSubmissionsSchema.safeParse({ limit: 101 }).success).toBe(false);
    expect(listSubmissionsSchema.safeParse({ cursor: "1'; drop table" }).success).toBe(false);
    expect(listSubmissionsSchema.safeParse({ cursor: '1763856000000000:42' }).success).toBe(true);
  });
});

describe('the part of a search the trigram index is given', () => {
  const common = new Set(['cus', 'ust', 'sto', 'tom', 'ome', 'mer', 'com', 'exa']);

  it('is the longest run free of common trigrams', () => {
    expect(indexedPart('customer424200@', common)).toBe('er424200@');
    expect(indexedPart('CUSTOMER424200@', common)).toBe('ER424200@');
    expect(indexedPart('joe.customer@example.com', common)).toBe('xample.co');
    expect(indexedPart('comexample', common)).toBe('xample');
  });

  it('is the whole search without common trigrams, or when no run is long enough', () => {
    expect(indexedPart('customer424200@', new Set())).toBe('customer424200@');
    expect(indexedPart('hail damage', common)).toBe('hail damage');
    expect(indexedPart('custom', common)).toBe('custom');
    expect(indexedPart('customer42', common)).toBe('customer42'); // "er42" is too short to be rare
  });

  it('never splits a character, and is always a part of the search', () => {
    expect(indexedPart('😀😀😀customer', common)).toBe('😀😀😀cu');
    for (const search of ['customer', 'a customer b', 'ömercustomer', '%_\\customer42'])
      expect(search).toContain(indexedPart(search, common));
  });
});

describe('LIKE escaping', () => {
  it('makes %, _ and \\ literal', () => {
    expect(escapeLike('50% off_now\\')).toBe('50\\% off\\_now\\\\');
  });
});

describe('CSV cells (RFC 4180, formula-injection safe)', () => {
  it('quotes fields with commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('prefixes cells a spreadsheet would run as a formula with an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell(' =1+1')).toBe(' =1+1');
    expect(csvCell(42)).toBe('42');
  });
});

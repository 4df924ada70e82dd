import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyContentFlag, gateProblemOf, OWNER_FACTS_SOURCE, withOwnerContent } from '../../content/owner-content';
import { type SiteFacts, factsPathOf, siteFacts, siteFactsFromSite } from '../../schema/owner-content/site-facts';
import { site } from '../support/site';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A content export holding these facts, as the server writes it. */
function exportOf(data: unknown, schemaVersion = siteFacts.schemaVersion): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rl-export-'));
  dirs.push(dir);
  writeFileSync(
    path.join(dir, 'site-facts.json'),
    JSON.stringify({ type: 'siteFacts', schemaVersion, release: 3, rev: 7, data }),
  );
  return dir;
}

describe('the site with a content export applied', () => {
  it('is the site file as it is without an export, or with a folder that holds none yet', () => {
    expect(withOwnerContent(site, undefined)).toEqual({ site, problems: [] });
    const empty = mkdtempSync(path.join(tmpdir(), 'rl-export-'));
    dirs.push(empty);
    expect(withOwnerContent(site, empty)).toEqual({ site, problems: [] });
  });

  it("puts the owner's facts in the site file's place", () => {
    const facts = siteFactsFromSite(site);
    facts.phones.business = '(918) 555-0123';
    facts.registrations[0]!.number = 'CIB-RC-80417';
    const applied = withOwnerContent(site, exportOf(facts));
    expect(applied.problems).toEqual([]);
    expect(applied.site!.company.businessPhone).toBe('(918) 555-0123');
    expect(applied.site!.proof.registrations[0]!.number).toBe('CIB-RC-80417');
  });

  it("checks the whole site with them, and a problem the site's rules find lands on the owner's field", () => {
    const facts = siteFactsFromSite(site);
    facts.registrations = facts.registrations.filter((registration) => registration.state !== 'OK');
    const { problems } = withOwnerContent(site, exportOf(facts));
    expect(problems).toEqual([
      { file: OWNER_FACTS_SOURCE, at: 'registrations', message: expect.stringMatching(/^Oklahoma is marked licensed/) },
    ]);
    expect(gateProblemOf(problems[0]!)).toEqual({
      path: 'registrations',
      where: 'Registrations',
      message: problems[0]!.message,
    });
  });

  it('refuses an export in the owner’s words: a wrong value on its field, another schema version as a whole', () => {
    const facts = siteFactsFromSite(site) as SiteFacts & { founder: { name: string } };
    facts.founder.name = '';
    expect(withOwnerContent(site, exportOf(facts)).problems).toEqual([
      { file: OWNER_FACTS_SOURCE, at: 'founder.name', message: 'must not be empty' },
    ]);
    const [later] = withOwnerContent(site, exportOf(siteFactsFromSite(site), 3)).problems;
    expect(later!.message).toMatch(/written under version 3 of the business facts; this code reads version 2/);
  });

  it('reads an export written under version 1 (two ratings) as one rating, the one the review site shows', () => {
    const { rating: _rating, ...reviews } = siteFactsFromSite(site).reviews;
    const v1 = {
      ...siteFactsFromSite(site),
      reviews: { ...reviews, rating: { shown: 5, structured: 4.7, reviewCount: 9 } },
    };
    const read = withOwnerContent(site, exportOf(v1 as unknown as SiteFacts, 1));
    expect(read.problems).toEqual([]);
    expect(read.site!.company.rating).toEqual({ value: 4.7, reviewCount: 9 });
  });

  it("finds an office's phone among the facts by the office, not by its place in the list", () => {
    const facts = siteFactsFromSite(site);
    facts.phones.offices.reverse();
    const second = site.offices[1]!.id;
    const entry = facts.phones.offices.findIndex((contact) => contact.office === second);
    expect(factsPathOf(['offices', 1, 'phone'], site, facts)).toEqual(['phones', 'offices', entry, 'phone']);
    expect(factsPathOf(['company', 'rating', 'shown'], site, facts)).toEqual(['reviews', 'rating', 'shown']);
    expect(factsPathOf(['offices', 1, 'coordinates'], site, facts)).toBeUndefined();
  });

  it('takes --content from the command line, and says what to do when the folder is not there', () => {
    const dir = exportOf(siteFactsFromSite(site));
    const before = process.env.OWNER_CONTENT_DIR;
    try {
      expect(applyContentFlag(['--content', dir])).toBe(dir);
      expect(process.env.OWNER_CONTENT_DIR).toBe(dir);
      expect(() => applyContentFlag(['--content', path.join(dir, 'missing')])).toThrow(
        /there is no folder .*missing\. Name the folder the server exports to \(DATA_DIR\/content\/live\)/,
      );
      expect(() => applyContentFlag(['--content'])).toThrow(/--content needs the folder of a content export/);
    } finally {
      if (before === undefined) delete process.env.OWNER_CONTENT_DIR;
      else process.env.OWNER_CONTENT_DIR = before;
    }
  });
});

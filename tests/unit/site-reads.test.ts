import { describe, expect, it } from 'vitest';
import { collectSiteReads, siteReadsKey, trackSiteReads } from '../../src/content/site-reads';

const record = () => ({
  company: { name: 'Ridgeline', founded: 2010 },
  founder: { name: 'Daniel Whitaker', story: ['Ten years in the Army.', 'One truck.'] },
  offices: [
    { id: 'tulsa', phone: '(918) 555-0100' },
    { id: 'kc', phone: '(913) 555-0100' },
  ],
  hours: { mon: '7-6', tue: '7-6' },
});

/** What a render reading `read` from the tracked record depends on, and whether `change` alters it. */
async function dependsOn(
  read: (site: ReturnType<typeof record>) => unknown,
  change: (site: ReturnType<typeof record>) => void,
) {
  const site = record();
  const { reads } = await collectSiteReads(async () => read(trackSiteReads(site)));
  const changed = record();
  change(changed);
  return siteReadsKey(site, reads) !== siteReadsKey(changed, reads);
}

describe('the reads of a prerender in the site record', () => {
  it('depends on the values it read, not on those beside them', async () => {
    const footer = (site: ReturnType<typeof record>) => `${site.company.name} ${site.offices[0]!.phone}`;
    expect(await dependsOn(footer, (site) => (site.company.name = 'Other'))).toBe(true);
    expect(await dependsOn(footer, (site) => (site.offices[0]!.phone = '(918) 555-0199'))).toBe(true);
    expect(await dependsOn(footer, (site) => (site.founder.story[0] = 'Changed.'))).toBe(false);
    expect(await dependsOn(footer, (site) => (site.offices[1]!.phone = '(913) 555-0199'))).toBe(false);
  });

  it('depends on every entry a loop, a search or a copy went through', async () => {
    const list = (site: ReturnType<typeof record>) => site.offices.map((office) => office.phone).join();
    expect(await dependsOn(list, (site) => (site.offices[1]!.phone = 'changed'))).toBe(true);
    expect(await dependsOn(list, (site) => site.offices.push({ id: 'okc', phone: 'new' }))).toBe(true);
    const found = (site: ReturnType<typeof record>) => site.offices.find((office) => office.id === 'kc')?.phone;
    expect(await dependsOn(found, (site) => (site.offices[1]!.phone = 'changed'))).toBe(true);
    const hours = (site: ReturnType<typeof record>) => Object.entries(site.hours).join();
    expect(await dependsOn(hours, (site) => (site.hours.tue = 'closed'))).toBe(true);
    expect(await dependsOn(hours, (site) => Object.assign(site.hours, { wed: '7-6' }))).toBe(true);
    const copied = (site: ReturnType<typeof record>) => JSON.stringify({ ...site.founder });
    expect(await dependsOn(copied, (site) => (site.founder.story[1] = 'Two trucks.'))).toBe(true);
    const asked = (site: ReturnType<typeof record>) => 'founder' in site;
    expect(await dependsOn(asked, (site) => delete (site as Partial<ReturnType<typeof record>>).founder)).toBe(true);
  });

  it('gives the same values and the same objects every time, and notes nothing outside a collection', async () => {
    const site = record();
    const tracked = trackSiteReads(site);
    expect(tracked.offices[0]).toBe(tracked.offices[0]);
    expect(tracked.offices).toEqual(site.offices);
    expect(JSON.parse(JSON.stringify(tracked))).toEqual(site);
    const { reads } = await collectSiteReads(async () => tracked.company.founded);
    expect(reads).toEqual(['v:company', 'v:company.founded']);
  });
});

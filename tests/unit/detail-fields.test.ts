import { describe, expect, it } from 'vitest';
import { DETAIL_OWN, detailFields } from '../../admin/leads/detail-fields';

const names = (values: object) => detailFields(values).map((field) => field.name);
const group = (name: 'storm' | 'commercial') =>
  DETAIL_OWN.filter((field) => field.group === name).map((field) => field.name);

describe('the lead detail’s rows', () => {
  it('shows a group’s questions only where one of that group was answered', () => {
    const storm = group('storm');
    const commercial = group('commercial');
    expect(storm.length).toBeGreaterThan(0);
    expect(commercial.length).toBeGreaterThan(0);
    // A homeowner's storm request: the storm questions, none of the building's.
    const homeowner = names({ [storm[0]!]: 'yes' });
    expect(homeowner).toEqual(expect.arrayContaining(storm));
    for (const name of commercial) expect(homeowner).not.toContain(name);
    // A facilities buyer's request: the building's questions, none of the storm's.
    const building = names({ [commercial[0]!]: 'Riverside Plaza LLC' });
    expect(building).toEqual(expect.arrayContaining(commercial));
    for (const name of storm) expect(building).not.toContain(name);
    // An ordinary request: neither.
    const plain = names({});
    for (const name of [...storm, ...commercial]) expect(plain).not.toContain(name);
    expect(plain.length).toBe(DETAIL_OWN.filter((field) => !field.group).length);
  });
});

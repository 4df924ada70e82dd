import { describe, expect, it } from 'vitest';
import { agendaClashes, clashKey } from '../../shared/agenda-clashes';

const item = (id: number, at: string, assignedTo: string | null, name = `Lead ${id}`) => ({ id, name, at, assignedTo });

describe('agendaClashes', () => {
  it('flags one person’s inspections less than an hour apart, both ways, and nobody else’s', () => {
    const megan = item(1, '2026-12-01T16:30:00Z', 'jo@ridgeline.example', 'Megan Fry');
    const hannah = item(2, '2026-12-01T16:30:00Z', 'jo@ridgeline.example', 'Hannah Schultz');
    const later = item(3, '2026-12-01T17:30:00Z', 'jo@ridgeline.example'); // an hour after: makeable
    const other = item(4, '2026-12-01T16:45:00Z', 'sam@ridgeline.example');
    const nobody = [item(5, '2026-12-01T16:30:00Z', null), item(6, '2026-12-01T16:30:00Z', null)];
    const clashes = agendaClashes([megan, hannah, later, other, ...nobody]);
    expect([...clashes.keys()].sort()).toEqual([clashKey(megan), clashKey(hannah)].sort());
    expect(clashes.get(clashKey(megan))).toEqual([hannah]);
    expect(clashes.get(clashKey(hannah))).toEqual([megan]);
  });

  it('counts 59 minutes apart as a clash and 60 as none', () => {
    const a = item(1, '2026-12-01T16:00:00Z', 'jo');
    expect(agendaClashes([a, item(2, '2026-12-01T16:59:00Z', 'jo')]).size).toBe(2);
    expect(agendaClashes([a, item(2, '2026-12-01T17:00:00Z', 'jo')]).size).toBe(0);
  });
});

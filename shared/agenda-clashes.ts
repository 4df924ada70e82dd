/**
 * Inspections one person cannot both make: two booked for the same person less than an hour apart
 * (the t4 review found Broken Arrow and Leawood, 250 miles apart, both at Tue 10:30 AM for one
 * person, with no warning). Unassigned inspections clash with nobody: whoever takes one picks a free slot.
 */

export interface Booked {
  id: number;
  name: string;
  /** ISO 8601. */
  at: string;
  assignedTo: string | null;
}

/** Closer than this, one person cannot drive from one roof to the next and inspect it. */
export const CLASH_MINUTES = 60;

/** For each inspection (by `${id}@${at}`), the other inspections of the same person too close to it. */
export function agendaClashes<T extends Booked>(items: readonly T[], minutes = CLASH_MINUTES): Map<string, T[]> {
  const found = new Map<string, T[]>();
  const gap = minutes * 60_000;
  for (const item of items) {
    if (!item.assignedTo) continue;
    const at = Date.parse(item.at);
    const others = items.filter(
      (other) => other !== item && other.assignedTo === item.assignedTo && Math.abs(Date.parse(other.at) - at) < gap,
    );
    if (others.length) found.set(clashKey(item), others);
  }
  return found;
}

export const clashKey = (item: Pick<Booked, 'id' | 'at'>) => `${item.id}@${item.at}`;

import type { StateCode } from './common';
import type { Office, Site } from './site';

/**
 * What a page writes for "whichever office is primary" (a general page's call button), so that
 * renaming or moving the primary office touches the site file only.
 */
export const PRIMARY_OFFICE = 'primary';

/** The office a page names by id (or `primary`); an id the site file does not list is an error that lists the ones it does. */
export function officeById(site: Pick<Site, 'offices'>, id: string): Office {
  if (id === PRIMARY_OFFICE) return primaryOffice(site);
  const office = site.offices.find((candidate) => candidate.id === id);
  if (!office) {
    const known = site.offices.map((candidate) => `"${candidate.id}"`).join(', ');
    throw new Error(`No office "${id}" in pages/site.ts: use one of ${known}, or "${PRIMARY_OFFICE}"`);
  }
  return office;
}

/** The office pages call when they name none (the site file marks it `primary`). */
export function primaryOffice(site: Pick<Site, 'offices'>): Office {
  return site.offices.find((office) => office.primary) ?? site.offices[0]!;
}

/** Which office answers for a state: the one whose `serves` lists it, else the primary office. */
export function officeForState(site: Pick<Site, 'offices'>, state: StateCode | undefined): Office {
  return site.offices.find((office) => state !== undefined && office.serves.includes(state)) ?? primaryOffice(site);
}

/** An office's opening hours: its own, or the site's office hours. */
export function officeHours(site: Pick<Site, 'hours'>, office: Office): Site['hours']['office'] {
  return office.hours ?? site.hours.office;
}

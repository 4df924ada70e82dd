import type { StateCode } from './common';
import type { DayRange, Site } from './site';

/** "Oklahoma", "Oklahoma and Kansas", "Oklahoma, Kansas and Arkansas". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** `{ from: 1, to: 3 }` → "1-3 days"; `{ from: 2, to: 2 }` → "2 days". */
export function dayRangeText(range: DayRange): string {
  const days = range.from === range.to ? String(range.from) : `${range.from}-${range.to}`;
  return `${days} day${range.to === 1 ? '' : 's'}`;
}

/** "one business day", "two business days": the wording mails and pages promise a reply in. */
export function businessDaysText(days: number): string {
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  return `${words[days] ?? days} business day${days === 1 ? '' : 's'}`;
}

/** The names of the states the business is licensed in, in the site file's order. */
export function licensedStateNames(site: Pick<Site, 'states'>): string[] {
  return Object.values(site.states).flatMap((state) => (state?.licensed ? [state.name] : []));
}

/** "Licensed, bonded and insured in Oklahoma and Kansas": the credentials and where they hold. */
export function credentialLine(site: Pick<Site, 'company' | 'states'>): string {
  const states = licensedStateNames(site);
  return states.length ? `${site.company.credentials} in ${joinNames(states)}` : site.company.credentials;
}

/** "Serving Green Country since 2010 and the Kansas City metro since 2024": each office's area and year. */
export function servingSince(site: Pick<Site, 'offices'>): string {
  return `Serving ${joinNames(site.offices.map((office) => `${office.area} since ${office.opened}`))}`;
}

/** The regions the city lists group by, in the site file's order, each with its states. */
export function regionsOf(site: Pick<Site, 'states'>): { name: string; states: StateCode[] }[] {
  const regions = new Map<string, StateCode[]>();
  for (const [code, state] of Object.entries(site.states) as [StateCode, { region: string } | undefined][]) {
    if (!state) continue;
    regions.set(state.region, [...(regions.get(state.region) ?? []), code]);
  }
  return [...regions].map(([name, states]) => ({ name, states }));
}

/** Great-circle distance in miles (haversine): how far a city lies from an office. */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

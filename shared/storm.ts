import { formatCalendarDay } from './calendar-day';

/**
 * What the public site knows of the active storm: the banner and the /storm page are filled from
 * this on the server (server/storm/slot.ts) and the app hydrates with the same value, read from the
 * JSON the server put in the page (#storm-data). No personal data, nothing the dashboard keeps.
 */

/** A hit town as declared: the city page's slug, the name it shows and its state. */
export interface StormCity {
  slug: string;
  name: string;
  state: string;
}

export interface PublicStorm {
  id: number;
  name: string;
  /** The storm's day, YYYY-MM-DD, local to the site. */
  date: string;
  /** The last day the banner shows, YYYY-MM-DD, local to the site. */
  until: string;
  cities: StormCity[];
  hail: string | null;
  message: string | null;
}

/** The id of the JSON script the server writes into each page while a storm is active. */
export const STORM_DATA_ID = 'storm-data';

/** "2026-11-24" → "November 24, 2026": a storm's day, named without any time-zone arithmetic. */
export const formatStormDate = formatCalendarDay;

/** "Tulsa, Broken Arrow and Jenks": the towns as a sentence names them. */
export function listTowns(cities: readonly { name: string }[]): string {
  const names = cities.map((city) => city.name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

import { nationalDigits } from '../shared/phone';
import type { StateCode } from './common';
import { primaryOffice } from './office';
import type { Office, Site } from './site';

/**
 * Which office a request belongs to, the one rule the contact route, the mails and the reports
 * follow. In order:
 *  1. the city page the form was on (its office, from the page index);
 *  2. the office of a city page the visitor browsed earlier in the visit;
 *  3. the state of the address the customer typed (its state's code or name, else its ZIP);
 *  4. the area code of the phone the customer typed;
 *  5. the primary office.
 * A state stands for the office whose `serves` lists it in pages/site.ts; a state no office
 * serves (or none found) passes to the next step. Offices are never named here: adding one, or
 * moving a state to another, is a change to the site file only.
 */
export function routeOffice(
  site: Pick<Site, 'offices'>,
  request: {
    pageOffice?: string | null;
    visitOffice?: string | null;
    address?: string | null;
    phone?: string | null;
  },
): Office {
  const byId = (id: string | null | undefined) => (id ? site.offices.find((office) => office.id === id) : undefined);
  return (
    byId(request.pageOffice) ??
    byId(request.visitOffice) ??
    servingOffice(site, stateOfAddress(request.address)) ??
    servingOffice(site, stateOfPhone(request.phone)) ??
    primaryOffice(site)
  );
}

/** The office whose `serves` lists the state, or undefined (no state, or one no office serves). */
function servingOffice(site: Pick<Site, 'offices'>, state: StateCode | null): Office | undefined {
  return state ? site.offices.find((office) => office.serves.includes(state)) : undefined;
}

/**
 * Geography, not business: each state the site can serve (schema/common.ts's stateCode), its name,
 * the first three digits of its ZIP codes, and its telephone area codes. Typed by StateCode, so a
 * state added there must be described here.
 */
const STATES: Record<StateCode, { name: string; zip3: readonly [number, number][]; areaCodes: readonly string[] }> = {
  OK: {
    name: 'Oklahoma',
    zip3: [
      [730, 731],
      [734, 749],
    ],
    areaCodes: ['405', '539', '572', '580', '918'],
  },
  KS: {
    name: 'Kansas',
    zip3: [
      [660, 662],
      [664, 679],
    ],
    areaCodes: ['316', '620', '785', '913'],
  },
  MO: {
    name: 'Missouri',
    zip3: [
      [630, 631],
      [633, 641],
      [644, 658],
    ],
    areaCodes: ['235', '314', '417', '557', '573', '636', '660', '816', '975'],
  },
  AR: { name: 'Arkansas', zip3: [[716, 729]], areaCodes: ['327', '479', '501', '870'] },
};
const CODES = Object.keys(STATES) as StateCode[];

const stateWords = CODES.flatMap((code) => [code, STATES[code].name]).join('|');
/** "…, Olathe, KS", "Olathe KS 66062", "Olathe, Kansas 66062-1234, USA": a state, then perhaps a ZIP and the country, at the end. */
const STATE_AT_END = new RegExp(
  `(?:^|[\\s,])(${stateWords})\\.?(?:[\\s,]+\\d{5}(?:-\\d{4})?)?(?:[\\s,]+(?:USA|US|U\\.S\\.A?\\.?|United States))?[\\s.]*$`,
  'i',
);
/** A ZIP at the end ("…, Olathe 66062"): a street number is never last. */
const ZIP_AT_END = /(?:^|[\s,])(\d{5})(?:-\d{4})?(?:[\s,]+(?:USA|US|United States))?[\s.]*$/i;

/** The state an address names: its state's code or name near the end, else its ZIP's state; null when neither is found. */
export function stateOfAddress(address: string | null | undefined): StateCode | null {
  if (!address) return null;
  const text = address.trim();
  const named = STATE_AT_END.exec(text)?.[1]?.toLowerCase();
  if (named) {
    const code = CODES.find(
      (candidate) => candidate.toLowerCase() === named || STATES[candidate].name.toLowerCase() === named,
    );
    if (code) return code;
  }
  const zip = ZIP_AT_END.exec(text)?.[1];
  if (zip) {
    const prefix = Number(zip.slice(0, 3));
    return CODES.find((code) => STATES[code].zip3.some(([from, to]) => prefix >= from && prefix <= to)) ?? null;
  }
  return null;
}

/** The state of a US phone number's area code, or null (not ten digits, or an area code of another state). */
export function stateOfPhone(phone: string | null | undefined): StateCode | null {
  if (!phone) return null;
  const digits = nationalDigits(phone);
  if (digits.length !== 10) return null;
  const area = digits.slice(0, 3);
  return CODES.find((code) => STATES[code].areaCodes.includes(area)) ?? null;
}

/** An office's name for people (its label in the site file) from its id; an id no longer listed is shown as stored. */
export function officeLabel(site: Pick<Site, 'offices'>, id: string | null | undefined): string | null {
  if (!id) return null;
  return site.offices.find((office) => office.id === id)?.label ?? id;
}

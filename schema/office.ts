import type { StateCode } from './common';

export type OfficeKey = 'tulsa' | 'kansas';

/** Which office answers for a state: Oklahoma calls Tulsa, Kansas and Missouri call the Kansas office. */
export function officeForState(state: StateCode | undefined): OfficeKey {
  return state === undefined || state === 'OK' ? 'tulsa' : 'kansas';
}

/**
 * When the contact form asks the storm questions (the fields of `group: 'storm'` and the photos):
 * always on a storm-damage page, and on every page while a storm is active. The form is
 * prerendered, so both cases are in the HTML without a rebuild: the storm fieldset is always
 * rendered, shown by CSS when the form carries STORM_FORM_ATTR="always" or when the page holds the
 * active storm's data (#storm-data, written by the server into every page while a storm runs, see
 * shared/storm.ts). The server decides the same way again (server/storm/intake.ts).
 */
import { pageKindOf } from './page-facts';
import { STORM_DATA_ID } from './storm';

export const STORM_FORM_ATTR = 'data-storm-form';

/** A page whose form always asks the storm questions. */
export function isStormPage(path: string): boolean {
  return pageKindOf(path) === 'storm';
}

/** In the browser: the form is in storm mode now (its page, or a storm the server marked in the page). */
export function stormModeInBrowser(path: string): boolean {
  return isStormPage(path) || (typeof document !== 'undefined' && document.getElementById(STORM_DATA_ID) !== null);
}

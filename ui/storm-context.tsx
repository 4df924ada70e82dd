import { createContext, useContext } from 'react';
import { type PublicStorm, STORM_DATA_ID } from '../shared/storm';

/**
 * The active storm as the server wrote it into the page (#storm-data, shared/storm-html.ts); null
 * in the prerender (the build knows of no storm) and when none is active. Read once when the app
 * starts: a storm declared or ended while a tab is open shows on its next page load.
 */
export const StormContext = createContext<PublicStorm | null>(null);

export function useStorm(): PublicStorm | null {
  return useContext(StormContext);
}

export function readStormData(): PublicStorm | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(STORM_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PublicStorm;
  } catch {
    return null;
  }
}

import { useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and the hydrating render, true right after. Forms keep their
 * submit button disabled until then: a click before the code runs would post the form natively.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

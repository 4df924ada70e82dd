import { safeNextPath } from '../../shared/safe-next';

/**
 * Where a finished sign-in goes: the page that sent the admin here (/auth?next=/admin?lead=8, see
 * shared/safe-next.ts), when it is a path on this site, else the site root (spec section 2).
 */
export function afterSignInTarget(): string {
  if (typeof window === 'undefined') return '/';
  return safeNextPath(new URLSearchParams(window.location.search).get('next')) ?? '/';
}

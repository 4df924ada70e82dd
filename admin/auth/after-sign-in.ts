import { CREW_PATH } from '../../shared/crew-page';
import { safeNextPath } from '../../shared/safe-next';
import type { StaffRole } from '../../shared/staff-roles';

/**
 * Where a finished sign-in goes: the page that sent the admin here (/auth?next=/admin?lead=8, see
 * shared/safe-next.ts), when it is a path on this site; else the crew page for a crew member (their
 * only page), else the site root (spec section 2).
 */
export function afterSignInTarget(role: StaffRole | null = null): string {
  if (typeof window === 'undefined') return '/';
  const home = role === 'crew' ? CREW_PATH : '/';
  return safeNextPath(new URLSearchParams(window.location.search).get('next')) ?? home;
}

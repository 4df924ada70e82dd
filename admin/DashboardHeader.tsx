import { mayUse } from '../shared/staff-roles';
import { useSite } from '../ui/page-context';
import { BrandMark } from '../ui/BrandMark';
import { SiteLink } from '../ui/SiteLink';
import { useAuth } from './auth/auth-context';
import { useSignOut } from './auth/use-sign-out';
import * as s from './DashboardHeader.css';

/** The dashboard's sections, in the order the office uses them; each is an admin view (admin/views.ts). */
export const DASHBOARD_SECTIONS = [
  { href: '/admin', label: 'Requests', area: 'leads' },
  { href: '/admin/reports', label: 'Reports', area: 'reports' },
  { href: '/admin/reviews', label: 'Reviews', area: 'reviews' },
  { href: '/admin/site', label: 'Business facts', area: 'drafts' },
  { href: '/admin/pages', label: 'Pages', area: 'drafts' },
  { href: '/admin/photos', label: 'Photos', area: 'drafts' },
  { href: '/admin/projects', label: 'Projects', area: 'drafts' },
  { href: '/admin/system', label: 'System', area: 'system' },
] as const;

/**
 * The header of every /admin page, in place of the public site's (src/layout/SiteShell.tsx leaves
 * that out there): the brand, the sections, the account and Sign Out, and the public site one link
 * away. A customer's header (Call, Free Inspection, the services) has nothing for the office to do,
 * and at 390 px its Call button rang the office itself. The sections show to an admin only; anyone
 * else signed in has their account and Sign Out.
 */
export function DashboardHeader() {
  const site = useSite();
  const auth = useAuth();
  const signOut = useSignOut();
  const signedIn = auth.status === 'signedIn';
  const admin = signedIn && auth.isAdmin && !auth.security?.setupRequired;
  return (
    <header className={s.header}>
      <div className={s.inner}>
        <SiteLink href="/admin" className={s.brand}>
          <BrandMark className={s.brandMark} size={32} />
          <span className={s.brandName}>{site.company.mark.name}</span>
          <span className={s.brandSub}>Office</span>
        </SiteLink>
        {signedIn && (
          <nav aria-label="Dashboard" className={s.nav}>
            <ul className={s.navList}>
              {admin &&
                // The sections the person's role opens (shared/staff-roles.ts); the server checks each call again.
                DASHBOARD_SECTIONS.filter((section) => mayUse(auth.role, section.area)).map((section) => (
                  <li key={section.href}>
                    <SiteLink href={section.href} className={s.navLink}>
                      {section.label}
                    </SiteLink>
                  </li>
                ))}
              <li className={s.accountItem}>
                {/* Its whole name for a screen reader, where the row shows "Account" alone. */}
                <SiteLink href="/admin/account" className={s.navLink} aria-label="Account & security">
                  {/* One flex item: the space before "&" would be dropped between two. */}
                  <span>
                    Account<span className={s.wideOnly}> & security</span>
                  </span>
                </SiteLink>
              </li>
            </ul>
          </nav>
        )}
        <div className={s.account}>
          {/* A full load: a public page then hydrates on its own, without the dashboard's code (src/entry-client.tsx). */}
          <a href="/" className={s.quietLink}>
            Public site
          </a>
          {signedIn && (
            <button type="button" className={s.signOut} onClick={() => void signOut()}>
              Sign Out
            </button>
          )}
        </div>
      </div>
    </header>
  );
}

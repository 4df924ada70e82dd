import { type Area, mayUse, ROLE_LABELS } from '../shared/staff-roles';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { signInHref } from '../shared/safe-next';
import { button } from '../ui/theme/primitives.css';
import { useAuth } from './auth/auth-context';
import { useSignOut } from './auth/use-sign-out';
import * as a from './ui/admin.css';
import { Loading } from './ui/Spinner';

function Centered({ children }: { children: ReactNode }) {
  return <div className={`${a.panel} ${a.narrow} ${a.centered}`}>{children}</div>;
}

function AccessDenied({ reason, action }: { reason: string; action: ReactNode }) {
  return (
    <Centered>
      <h1 className={a.heading}>Access Denied</h1>
      <p className={a.muted}>{reason}</p>
      {action}
    </Centered>
  );
}

/**
 * Signed out: the spec's Access Denied with its Sign In link. A link to one request (the office
 * mail's /admin?lead=8) goes on to the sign-in at once, and the sign-in comes back to it
 * (shared/safe-next.ts); any other admin address keeps the spec's page, its Sign In link coming
 * back to the same view (plain /admin: the plain /auth link).
 */
function SignedOut({ reason }: { reason: string }) {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const query = searchStr && searchStr !== '?' ? searchStr : '';
  // Plain /admin signs in to the spec's root; any other admin view comes back to itself.
  const target = query || pathname.replace(/\/$/, '') !== '/admin' ? `${pathname}${query}` : null;
  const href = signInHref(target);
  // Only a link to one request goes on by itself; a session that ran out mid-work (a search, a
  // filter in the query) keeps the spec's page, whose Sign In link still comes back here.
  const opensLead = new URLSearchParams(searchStr).has('lead');
  useEffect(() => {
    if (opensLead && href !== '/auth') void router.navigate({ href, replace: true });
  }, [opensLead, href, router]);
  return (
    <AccessDenied
      reason={reason}
      action={
        // A plain link: the router's Link would read the ?next= query as part of the path.
        <a href={href} className={button({ kind: 'secondary' })}>
          Sign In
        </a>
      }
    />
  );
}

/** What the gate says, in the words of the page behind it; the dashboard's are the spec's. */
export interface GateWords {
  loading: string;
  signedOut: string;
  notAdmin: string;
  /** What opens once a second factor is added ("the dashboard", "the reports"). */
  opens: string;
}
const DASHBOARD_WORDS: GateWords = {
  loading: 'Loading dashboard...',
  signedOut: 'Please sign in to access the admin dashboard',
  notAdmin: "You don't have admin privileges to access this dashboard",
  opens: 'the dashboard',
};

/**
 * What stands before an admin-only page (the dashboard, Reports, the System page): the four states
 * of the spec's section 2, plus one for a server that cannot be reached. The page itself renders
 * only for a signed-in admin; the server checks the role again on every call.
 */
export function AdminGate({
  heading,
  words = DASHBOARD_WORDS,
  area,
  children,
}: {
  heading: string;
  words?: GateWords;
  /** The area the page belongs to (shared/staff-roles.ts): a role it is not for is told so. */
  area: Area;
  children: (email: string) => ReactNode;
}) {
  const auth = useAuth();
  const signOut = useSignOut();
  if (auth.status === 'loading') {
    return (
      <Centered>
        <h1 className="visually-hidden">{heading}</h1>
        <Loading label={words.loading} />
      </Centered>
    );
  }
  if (auth.status === 'unavailable') {
    return (
      <Centered>
        <h1 className={a.heading}>{heading}</h1>
        <p className={a.muted}>
          We could not reach the server to check your sign-in. Check your connection, then try again.
        </p>
        <button type="button" className={button({ kind: 'secondary' })} onClick={auth.recheck}>
          Try again
        </button>
      </Centered>
    );
  }
  if (auth.status === 'signedOut') return <SignedOut reason={words.signedOut} />;
  if (!auth.isAdmin) {
    return (
      <AccessDenied
        reason={words.notAdmin}
        action={
          <button type="button" className={button({ kind: 'secondary' })} onClick={() => void signOut()}>
            Sign Out
          </button>
        }
      />
    );
  }
  if (!mayUse(auth.role, area)) {
    return (
      <AccessDenied
        reason={`${heading} is not part of the ${auth.role ? ROLE_LABELS[auth.role] : 'staff'} role. Ask the owner if you need it.`}
        action={
          mayUse(auth.role, 'leads') ? (
            <Link to="/admin" className={button({ kind: 'secondary' })}>
              Back to the requests
            </Link>
          ) : (
            <Link to="/admin/account" className={button({ kind: 'secondary' })}>
              Your account
            </Link>
          )
        }
      />
    );
  }
  if (auth.security?.setupRequired) {
    // REQUIRE_ADMIN_2FA: the server refuses the dashboard's calls until a second factor is added.
    return (
      <Centered>
        <h1 className={a.heading}>Set up two-step sign-in</h1>
        <p className={a.muted}>
          Before {words.opens} opens, add a passkey or an authenticator app to your account, so a stolen password alone
          cannot open customers' details. It takes under a minute.
        </p>
        <Link to="/admin/account" className={button({ kind: 'secondary' })}>
          Set it up now
        </Link>
      </Centered>
    );
  }
  return <>{children(auth.user!.email)}</>;
}

import type { ReactNode } from 'react';
import { AdminPage } from '../../admin/AdminPage';
import { useAuth } from '../../admin/auth/auth-context';
import { useSignOut } from '../../admin/auth/use-sign-out';
import { useSubmissionStats } from '../../admin/dashboard/queries';
import { button } from '../../ui/theme/primitives.css';
import * as a from '../../admin/ui/admin.css';
import { Loading } from '../../admin/ui/Spinner';
import { SmartLink } from '../_shared/SmartLink';
import { Counters } from './Counters';
import { EmailServiceNote } from './EmailServiceNote';
import type { AdminDashboardProps } from './schema';
import { SubmissionsTable } from './SubmissionsTable';
import { WeeklyChart } from './WeeklyChart';
import * as s from './AdminDashboard.css';

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

/** What an admin sees. Submissions are fetched only here, that is only for admins. */
function Dashboard({ heading, email }: { heading: string; email: string }) {
  const signOut = useSignOut();
  const stats = useSubmissionStats();
  return (
    <div className={s.stack}>
      <div className={s.header}>
        <div>
          <h1 className={a.heading}>{heading}</h1>
          <p className={s.welcome}>Welcome back, {email}</p>
        </div>
        <div className={s.headerActions}>
          <SmartLink href="/admin/account" className={button({ kind: 'outline' })}>
            Account & security
          </SmartLink>
          <button type="button" className={button({ kind: 'outline' })} onClick={() => void signOut()}>
            Sign Out
          </button>
        </div>
      </div>
      <Counters stats={stats.data} />
      <div className={s.overview}>
        <WeeklyChart weekly={stats.data?.weekly} />
        <EmailServiceNote />
      </div>
      <SubmissionsTable total={stats.data?.total} />
    </div>
  );
}

/** The four states of spec section 2, plus one for a server that cannot be reached. */
function Gate({ heading }: AdminDashboardProps) {
  const auth = useAuth();
  const signOut = useSignOut();
  if (auth.status === 'loading') {
    return (
      <Centered>
        <h1 className="visually-hidden">{heading}</h1>
        <Loading label="Loading dashboard..." />
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
  if (auth.status === 'signedOut') {
    return (
      <AccessDenied
        reason="Please sign in to access the admin dashboard"
        action={
          <SmartLink href="/auth" className={button({ kind: 'secondary' })}>
            Sign In
          </SmartLink>
        }
      />
    );
  }
  if (!auth.isAdmin) {
    return (
      <AccessDenied
        reason="You don't have admin privileges to access this dashboard"
        action={
          <button type="button" className={button({ kind: 'secondary' })} onClick={() => void signOut()}>
            Sign Out
          </button>
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
          Before the dashboard opens, add a passkey or an authenticator app to your account, so a stolen password alone
          cannot open customers' details. It takes under a minute.
        </p>
        <SmartLink href="/admin/account" className={button({ kind: 'secondary' })}>
          Set it up now
        </SmartLink>
      </Centered>
    );
  }
  return <Dashboard heading={heading} email={auth.user!.email} />;
}

/** The admin dashboard. Loaded lazily (see blocks/registry.tsx) with the tRPC client. */
export function AdminDashboard(props: AdminDashboardProps) {
  return (
    <AdminPage>
      <Gate {...props} />
    </AdminPage>
  );
}

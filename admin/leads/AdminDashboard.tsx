import { AdminGate } from '../AdminGate';
import { useState } from 'react';
import { useOpenLead } from './open-lead';
import { AdminPage } from '../AdminPage';
import { useSignOut } from '../auth/use-sign-out';
import { useSubmissionStats } from './queries';
import { button } from '../../ui/theme/primitives.css';
import * as a from '../ui/admin.css';
import { SmartLink } from '../../ui/SmartLink';
import { Agenda } from './Agenda';
import { Counters } from './Counters';
import { PhoneCallDialog } from './PhoneCallDialog';
import { EmailServiceNote } from './EmailServiceNote';
import { StormPanel } from './storm/StormPanel';
import { StormView } from './storm/StormView';
import { SubmissionsTable } from './SubmissionsTable';
import { WeeklyChart } from './WeeklyChart';
import * as s from './AdminDashboard.css';

/** What an admin sees. Submissions are fetched only here, that is only for admins. */
function Dashboard({ heading, email }: { heading: string; email: string }) {
  const signOut = useSignOut();
  const stats = useSubmissionStats();
  const openLead = useOpenLead();
  const [loggingCall, setLoggingCall] = useState(false);
  return (
    <div className={s.stack}>
      <div className={s.header}>
        <div>
          <h1 className={a.heading}>{heading}</h1>
          <p className={s.welcome}>Welcome back, {email}</p>
        </div>
        <div className={s.headerActions}>
          <button type="button" className={button({ kind: 'secondary' })} onClick={() => setLoggingCall(true)}>
            Log a phone call
          </button>
          <SmartLink href="/admin/reports" className={button({ kind: 'outline' })}>
            Reports
          </SmartLink>
          <SmartLink href="/admin/system" className={button({ kind: 'outline' })}>
            System
          </SmartLink>
          <SmartLink href="/admin/account" className={button({ kind: 'outline' })}>
            Account & security
          </SmartLink>
          <button type="button" className={button({ kind: 'outline' })} onClick={() => void signOut()}>
            Sign Out
          </button>
        </div>
      </div>
      <StormPanel />
      {/* A storm's queue first: its leaks are the calls to make now. */}
      <StormView />
      <Agenda />
      {/* On a phone the list comes first, under the heading, the storm panels and the day's
          inspections; the figures follow it. From a tablet up there is room for both, and the
          figures sit above the list (CSS order: nothing in them takes focus, so the keyboard order
          still matches what is read). */}
      <div className={s.listArea}>
        <SubmissionsTable total={stats.data?.total} />
      </div>
      <div className={s.figures}>
        <Counters stats={stats.data} />
        <div className={s.overview}>
          <WeeklyChart weekly={stats.data?.weekly} />
          <EmailServiceNote />
        </div>
      </div>
      {loggingCall && (
        <PhoneCallDialog
          onClose={() => setLoggingCall(false)}
          onLogged={(id) => {
            setLoggingCall(false);
            openLead(id);
          }}
        />
      )}
    </div>
  );
}

/** The admin dashboard. Loaded lazily with the tRPC client. */
export function AdminDashboard() {
  const heading = 'Admin Dashboard';
  return (
    <AdminPage>
      <AdminGate heading={heading}>{(email) => <Dashboard heading={heading} email={email} />}</AdminGate>
    </AdminPage>
  );
}

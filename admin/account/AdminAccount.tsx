import { type ReactNode, useState } from 'react';
import { AdminPage } from '../AdminPage';
import { useAuth } from '../auth/auth-context';
import { useStepUp } from '../auth/step-up-context';
import type { AccountOverview } from '../trpc/outputs';
import { useAccountOverview } from './queries';
import * as a from '../ui/admin.css';
import { failureText } from '../ui/messages';
import { Loading } from '../ui/Spinner';
import { button } from '../../ui/theme/primitives.css';
import { SmartLink } from '../../ui/SmartLink';
import { AuthenticatorSection } from './AuthenticatorSection';
import { ChangePasswordSection } from './ChangePasswordSection';
import { shortDate } from './FactorRow';
import { PasskeysSection } from './PasskeysSection';
import { RecoveryCodesView } from './RecoveryCodesView';
import { SessionsSection } from './SessionsSection';
import { useFactorChanges } from './use-factor-changes';
import * as s from './AdminAccount.css';

const SIGNED_IN_WITH: Record<string, string> = {
  password: 'your password',
  'password+passkey': 'your password and a passkey',
  'password+totp': 'your password and an authenticator code',
  'password+recovery-code': 'your password and a recovery code',
  passkey: 'a passkey',
  'email-link': 'your password and the confirmation link',
};

function Centered({ children }: { children: ReactNode }) {
  return <div className={`${a.panel} ${a.narrow} ${a.centered}`}>{children}</div>;
}

function StatusCard({ overview, setupRequired }: { overview: AccountOverview; setupRequired: boolean }) {
  const on = overview.hasSecondFactor;
  return (
    <div className={on ? a.note.success : a.note.warning} role="status">
      <div>
        <p className={a.noteTitle}>Two-step sign-in is {on ? 'on' : 'off'}</p>
        <p className={a.noteText}>
          {on
            ? 'A stolen or guessed password alone cannot open your account: signing in also needs your passkey or a code.'
            : setupRequired
              ? 'The dashboard opens once you add a passkey or an authenticator app below. It takes under a minute.'
              : 'Anyone with your password can sign in. Add a passkey or an authenticator app below: it takes under a minute.'}
        </p>
      </div>
    </div>
  );
}

function RecoveryCodesSection({
  overview,
  onRegenerate,
  busy,
}: {
  overview: AccountOverview;
  onRegenerate: () => void;
  busy: boolean;
}) {
  const { left, total } = overview.recoveryCodes;
  return (
    <section className={s.card} aria-labelledby="recovery-heading">
      <div className={s.cardHeader}>
        <h2 id="recovery-heading" className={s.cardTitle}>
          Recovery codes
        </h2>
        <p className={a.muted}>
          For a lost phone or passkey: each code signs you in once in their place. You got ten when you turned on
          two-step sign-in.
        </p>
      </div>
      {overview.hasSecondFactor ? (
        <>
          <p className={left <= 3 ? s.countLow : s.count}>
            {left} of {total} left{left <= 3 ? ': make new ones soon.' : ''}
          </p>
          <div>
            <button type="button" className={button({ kind: 'outline' })} disabled={busy} onClick={onRegenerate}>
              Make new recovery codes
            </button>
          </div>
        </>
      ) : (
        <p className={s.factorFacts}>They are made when you add your first passkey or authenticator app.</p>
      )}
    </section>
  );
}

function History({ overview }: { overview: AccountOverview }) {
  if (overview.history.length === 0) return null;
  return (
    <section className={s.card} aria-labelledby="history-heading">
      <h2 id="history-heading" className={s.cardTitle}>
        Recent security activity
      </h2>
      <ul className={s.history}>
        {overview.history.map((event) => (
          <li key={event.id} className={s.historyItem}>
            <span>{event.text}</span>
            <span className={s.factorFacts}>
              {shortDate(event.at)}
              {event.by.includes('site owner') ? ' · by the site owner at the server' : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AccountBody({ heading, email }: { heading: string; email: string }) {
  const auth = useAuth();
  const stepUp = useStepUp();
  const overview = useAccountOverview();
  const changes = useFactorChanges();
  const [codes, setCodes] = useState<string[] | null>(null);
  const setupRequired = auth.security?.setupRequired ?? false;

  return (
    <div className={s.stack}>
      <div className={s.header}>
        <div>
          <h1 className={a.heading}>{heading}</h1>
          <p className={s.welcome}>
            {email}
            {overview.data && ` · signed in with ${SIGNED_IN_WITH[overview.data.signedInWith] ?? 'your password'}`}
          </p>
        </div>
      </div>
      {overview.isPending && <Loading label="Loading your sign-in methods..." />}
      {overview.isError && (
        <div className={a.note.warning} role="alert">
          <p className={a.noteText}>{failureText(overview.error)}</p>
        </div>
      )}
      {overview.data &&
        (codes ? (
          <RecoveryCodesView codes={codes} email={email} onDone={() => setCodes(null)} />
        ) : (
          <>
            <StatusCard overview={overview.data} setupRequired={setupRequired} />
            <div className={a.columns}>
              <PasskeysSection overview={overview.data} changes={changes} onRecoveryCodes={setCodes} />
              <div className={s.stack}>
                <AuthenticatorSection overview={overview.data} changes={changes} onRecoveryCodes={setCodes} />
                <RecoveryCodesSection
                  overview={overview.data}
                  busy={changes.regenerate.isPending}
                  onRegenerate={() =>
                    stepUp.guard(() =>
                      changes.regenerate.mutate(undefined, { onSuccess: (result) => setCodes(result.recoveryCodes) }),
                    )
                  }
                />
              </div>
            </div>
            <ChangePasswordSection person={{ email, fullName: auth.user?.fullName ?? '' }} />
            <SessionsSection />
            <History overview={overview.data} />
          </>
        ))}
    </div>
  );
}

function Gate({ heading }: { heading: string }) {
  const auth = useAuth();
  if (auth.status === 'loading')
    return (
      <Centered>
        <h1 className="visually-hidden">{heading}</h1>
        <Loading label="Loading your account..." />
      </Centered>
    );
  if (auth.status === 'unavailable')
    return (
      <Centered>
        <h1 className={a.heading}>{heading}</h1>
        <p className={a.muted}>We could not reach the server. Check your connection, then try again.</p>
        <button type="button" className={button({ kind: 'secondary' })} onClick={auth.recheck}>
          Try again
        </button>
      </Centered>
    );
  if (auth.status === 'signedOut')
    return (
      <Centered>
        <h1 className={a.heading}>{heading}</h1>
        <p className={a.muted}>Please sign in to manage how you sign in.</p>
        <SmartLink href="/auth" className={button({ kind: 'secondary' })}>
          Sign In
        </SmartLink>
      </Centered>
    );
  return <AccountBody heading={heading} email={auth.user!.email} />;
}

/** The account page. Loaded lazily with the tRPC client. */
export function AdminAccount() {
  return (
    <AdminPage>
      <Gate heading="Account & security" />
    </AdminPage>
  );
}

import { useState } from 'react';
import { useToast } from '../toast/toast-context';
import * as a from '../ui/admin.css';
import { failureText } from '../ui/messages';
import { Loading } from '../ui/Spinner';
import { button } from '../../ui/theme/primitives.css';
import { deviceName } from './device-name';
import { useSessions } from './queries';
import * as s from './AdminAccount.css';

// A session's times to the minute: "signed in Nov 29, 2026, 9:14 AM" tells two sessions of one day apart.
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const shortDate = (iso: string) => timeFormat.format(new Date(iso));

/**
 * Where the account is signed in: each session's browser, address, sign-in and last activity, with
 * "Sign out" for each other one and "Sign out the other devices" for a lost phone, a shared computer
 * or a cookie thought stolen.
 */
export function SessionsSection() {
  const { toast } = useToast();
  const { sessions, signOutOne, signOutOthers } = useSessions({
    onError: (error) => toast({ variant: 'destructive', title: 'Not signed out', description: failureText(error) }),
    onOthersEnded: (ended) =>
      toast({
        title: 'Signed out',
        description: ended === 1 ? 'One other device was signed out.' : `${ended} other devices were signed out.`,
      }),
  });
  const [ending, setEnding] = useState<string | null>(null);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <section className={s.card} aria-labelledby="sessions-heading">
      <div className={s.cardHeader}>
        <h2 id="sessions-heading" className={s.cardTitle}>
          Where you are signed in
        </h2>
        <p className={a.muted}>
          A device you do not recognise, or one you no longer use? Sign it out; then change your password if you think
          someone else has it.
        </p>
      </div>
      {sessions.isPending && <Loading label="Loading your sessions..." />}
      {sessions.isError && (
        <p className={a.muted} role="alert">
          {failureText(sessions.error)}
        </p>
      )}
      {sessions.data && (
        <ul className={a.plainList} aria-label="Your sessions">
          {sessions.data.map((session) => (
            <li key={session.id} className={s.factorRow}>
              <div className={s.factorText}>
                <p className={s.factorName}>
                  {deviceName(session.userAgent)}
                  {session.current && (
                    <>
                      {' '}
                      <span className={s.recommended}>This device</span>
                    </>
                  )}
                </p>
                <p className={s.factorFacts}>
                  {session.network ? `From ${session.network}` : 'Address not recorded'} · signed in{' '}
                  {shortDate(session.createdAt)} · last active {shortDate(session.lastUsedAt)}
                </p>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className={button({ kind: 'outline' })}
                  disabled={signOutOne.isPending && ending === session.id}
                  aria-label={`Sign out ${deviceName(session.userAgent)}, signed in ${shortDate(session.createdAt)}`}
                  onClick={() => {
                    setEnding(session.id);
                    signOutOne.mutate({ id: session.id });
                  }}
                >
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others > 0 && (
        <div>
          <button
            type="button"
            className={button({ kind: 'secondary' })}
            disabled={signOutOthers.isPending}
            onClick={() => signOutOthers.mutate()}
          >
            Sign out the other devices
          </button>
        </div>
      )}
    </section>
  );
}

import { AdminGate } from '../AdminGate';
import { AdminPage } from '../AdminPage';
import { useBackupNow, useSystemOverview } from './queries';
import { useToast } from '../toast/toast-context';
import type { SystemOverview } from '../trpc/outputs';
import * as a from '../ui/admin.css';
import { failureText } from '../ui/messages';
import { Loading } from '../ui/Spinner';
import { formatSubmissionDate } from '../../shared/business-time';
import { useSite } from '../../ui/page-context';
import { button } from '../../ui/theme/primitives.css';
import * as s from './AdminSystem.css';
import { StaffSection } from './StaffSection';

type Grade = keyof typeof s.grade;

/** The timed jobs in words; a job this page does not know shows its own name. */
const JOB_LABELS: Record<string, string> = {
  mail: 'Sending mail',
  maintenance: 'Clean-up',
  'search-narrowing': 'Search index',
  retention: 'Erasing old Lost and Spam requests',
  alarms: 'Alarm checks',
  backup: 'Nightly backup',
  'follow-up-reminders': 'Follow-up reminders',
  'review-asks': 'Review requests to customers',
  'site-build': 'Building the published site',
};

const CHECK_LABELS: Record<string, string> = {
  database: 'Database answers',
  migrations: 'Database layout',
  outbox: 'Mail queue',
  disk: 'Disk space',
  eventLoop: 'Responsiveness',
  rateLimitStore: 'Shared request counters',
};

const GRADE_WORDS: Record<string, string> = { ok: 'OK', warn: 'Needs a look', fail: 'Failing' };

/** "3 min", "5 h", "2 days": how long, in round words. */
function span(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}

/** How long ago something began: "just now", "for 5 min", "for 3 h". */
const lasting = (ms: number) => (ms < 60_000 ? 'just now' : `for ${span(ms)}`);

/** Dates in the business's time zone (the site file's), like the rest of the dashboard; the year only when it is not this one. */
function useWhen() {
  const { timeZone } = useSite();
  const thisYear = formatSubmissionDate(new Date(), timeZone).date.slice(-4);
  return (iso: string) => {
    const { date, time } = formatSubmissionDate(iso, timeZone);
    return `${date.endsWith(thisYear) ? date.slice(0, -6) : date}, ${time}`;
  };
}

function Pill({ grade, children }: { grade: Grade; children: string }) {
  return <span className={s.grade[grade]}>{children}</span>;
}

function Alarms({ overview }: { overview: SystemOverview }) {
  const when = useWhen();
  const now = new Date(overview.checkedAt).getTime();
  const { open, recentlyClosed } = overview.alarms;
  return (
    <section className={s.card} aria-labelledby="alarms-heading">
      <h2 id="alarms-heading" className={a.cardHeading}>
        Alarms
      </h2>
      {open.length === 0 ? (
        <div className={a.note.success} role="status">
          <div>
            <p className={a.noteTitle}>No open alarms</p>
            <p className={a.noteText}>
              The owner is mailed when something goes wrong: no contact requests for{' '}
              {overview.quietHours ? `${overview.quietHours} business hours` : 'a long time (off: ALARM_QUIET_HOURS=0)'}
              , mail not leaving, a failed backup, a nearly full disk, or the shared request counters down.
            </p>
          </div>
        </div>
      ) : (
        <ul className={a.plainList}>
          {open.map((alarm) => (
            <li key={alarm.id} className={a.note.warning} data-alarm={alarm.kind}>
              <div>
                <p className={a.noteTitle}>{alarm.title}</p>
                <p className={a.noteText}>
                  Since {when(alarm.since)} ({lasting(now - new Date(alarm.since).getTime())}). {alarm.detail}
                </p>
                {alarm.clearSince && (
                  <p className={a.noteText}>
                    Looks fixed since {when(alarm.clearSince)}; it closes after ten quiet minutes.
                  </p>
                )}
                {alarm.todo && <p className={s.alarmTodo}>What to do: {alarm.todo}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
      {recentlyClosed.length > 0 && (
        <details>
          <summary>Recently resolved ({recentlyClosed.length})</summary>
          <ul className={s.list}>
            {recentlyClosed.map((alarm) => (
              <li key={alarm.id} className={s.listItem}>
                <span>{alarm.title}</span>
                <span className={a.secondary}>
                  {when(alarm.since)} to {alarm.closedAt ? when(alarm.closedAt) : ''}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function Server({ overview }: { overview: SystemOverview }) {
  return (
    <section className={s.card} aria-labelledby="server-heading">
      <h2 id="server-heading" className={a.cardHeading}>
        Server
      </h2>
      <dl className={s.facts}>
        <dt className={s.factLabel}>Version</dt>
        <dd className={s.factValue}>{overview.version}</dd>
        <dt className={s.factLabel}>Database</dt>
        <dd className={s.factValue}>
          {overview.database === 'postgres'
            ? 'A separate PostgreSQL database server'
            : 'Built in: kept in the data folder on this server'}
        </dd>
      </dl>
      <ul className={s.list} aria-label="Health checks">
        {overview.checks.map((check) => (
          <li key={check.name} className={s.listItem}>
            <span className={s.itemHead}>
              <span>{CHECK_LABELS[check.name] ?? check.name}</span>
              <Pill grade={check.status}>{GRADE_WORDS[check.status] ?? check.status}</Pill>
            </span>
            <span className={a.secondary}>{check.detail}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const RESTORE_CHECK: Record<string, string> = {
  passed: 'Passed: the copy was restored into a scratch database and every table counted',
  failed: 'Failed: the copy did not restore',
};

function Backups({ overview }: { overview: SystemOverview }) {
  const when = useWhen();
  const now = new Date(overview.checkedAt).getTime();
  const { last, lastGood } = overview.backup;
  const checked = last?.ok ? last : (last ?? lastGood);
  return (
    <section className={s.card} aria-labelledby="backup-heading">
      <h2 id="backup-heading" className={a.cardHeading}>
        Backups
      </h2>
      {last ? (
        <dl className={s.facts}>
          <dt className={s.factLabel}>Last backup</dt>
          <dd className={s.factValue}>
            {when(last.at)} ({span(now - new Date(last.at).getTime())} ago){' '}
            <Pill grade={last.ok ? 'ok' : 'fail'}>{last.ok ? 'Worked' : 'Failed'}</Pill>
          </dd>
          {last.ok && last.bytes !== null && (
            <>
              <dt className={s.factLabel}>Holds</dt>
              <dd className={s.factValue}>
                {(last.requests ?? 0).toLocaleString('en-US')} contact requests,{' '}
                {(last.bytes / 1024 / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB
              </dd>
            </>
          )}
          {!last.ok && (
            <>
              <dt className={s.factLabel}>Why it failed</dt>
              <dd className={s.factValue}>{last.error ?? 'No reason was recorded.'}</dd>
              <dt className={s.factLabel}>Newest good one</dt>
              <dd className={s.factValue}>{lastGood ? when(lastGood.at) : 'None yet'}</dd>
            </>
          )}
          <dt className={s.factLabel}>Restore check</dt>
          <dd className={s.factValue}>
            {checked?.restoreCheck ? RESTORE_CHECK[checked.restoreCheck] : 'Not run for this backup'}
          </dd>
        </dl>
      ) : (
        <p className={a.muted}>No backup yet. The server makes one every night.</p>
      )}
      <BackupNow running={overview.backup.running} />
    </section>
  );
}

/** Makes a backup at once, before a risky change or when the last one failed. */
function BackupNow({ running }: { running: boolean }) {
  const backupNow = useBackupNow();
  const { toast } = useToast();
  return (
    <div className={s.actions}>
      <button
        type="button"
        className={button({ kind: 'outline' })}
        disabled={backupNow.isPending || running}
        onClick={() =>
          backupNow.mutate(undefined, {
            onSuccess: () =>
              toast({
                title: 'Backup started',
                description: 'It takes a minute or two; this page shows it when done.',
              }),
            onError: (error) =>
              toast({ variant: 'destructive', title: 'No backup started', description: failureText(error) }),
          })
        }
      >
        {running ? 'A backup is running' : 'Back up now'}
      </button>
    </div>
  );
}

function Mail({ overview }: { overview: SystemOverview }) {
  const { outbox, mailTransport } = overview;
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    <section className={s.card} aria-labelledby="mail-heading">
      <h2 id="mail-heading" className={a.cardHeading}>
        Mail
      </h2>
      <dl className={s.facts}>
        <dt className={s.factLabel}>Delivery</dt>
        <dd className={s.factValue}>
          {mailTransport.kind === 'smtp'
            ? `Sent through the mail server ${mailTransport.target}`
            : 'Not delivered: mails are kept on this server, not sent. Ask whoever set up the website to connect a mail server.'}
        </dd>
        <dt className={s.factLabel}>Waiting</dt>
        <dd className={s.factValue}>
          {count(outbox.waiting)}
          {outbox.waiting + outbox.failed > 0 && outbox.oldestWaitingSeconds > 0
            ? `, the oldest for ${span(outbox.oldestWaitingSeconds * 1000)}`
            : ''}
        </dd>
        <dt className={s.factLabel}>Failed every retry</dt>
        <dd className={s.factValue}>
          {count(outbox.failed)}
          {outbox.failed > 0 ? ' (still tried every hour)' : ''}
        </dd>
        <dt className={s.factLabel}>{mailTransport.kind === 'smtp' ? 'Sent' : 'Kept, not sent'}</dt>
        <dd className={s.factValue}>{count(outbox.sent)}</dd>
        {outbox.lastError && (
          <>
            <dt className={s.factLabel}>Last error</dt>
            <dd className={s.factValue}>{outbox.lastError}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function Jobs({ overview }: { overview: SystemOverview }) {
  const when = useWhen();
  return (
    <section className={s.card} aria-labelledby="jobs-heading">
      <h2 id="jobs-heading" className={a.cardHeading}>
        Timed jobs
      </h2>
      <ul className={s.list}>
        {overview.jobs.map((job) => {
          const run = job.lastRun;
          const failed = run?.outcome === 'failed';
          const grade: Grade = !run ? 'neutral' : failed ? 'fail' : run.outcome === 'ok' ? 'ok' : 'neutral';
          const words = !run ? 'Not run yet' : failed ? 'Failed' : run.outcome === 'ok' ? 'OK' : 'Running';
          return (
            <li key={job.name} className={s.listItem} data-job={job.name}>
              <span className={s.itemHead}>
                <span>{JOB_LABELS[job.name] ?? job.name}</span>
                <Pill grade={grade}>{words}</Pill>
              </span>
              <span className={a.secondary}>
                {run ? `Last run ${when(run.startedAt)}` : 'No run yet'}
                {job.nextRunAt ? ` · next ${when(job.nextRunAt)}` : ''}
              </span>
              {failed && run.error && <span className={a.secondary}>Error: {run.error}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function SystemBody({ heading }: { heading: string }) {
  const overview = useSystemOverview();
  const when = useWhen();
  return (
    <div className={s.stack}>
      <div className={s.header}>
        <div>
          <h1 className={a.heading}>{heading}</h1>
          <p className={s.subline}>
            How the website's server is doing{overview.data ? `, as of ${when(overview.data.checkedAt)}` : ''}.
          </p>
        </div>
      </div>
      {overview.isPending && <Loading label="Loading the server's status..." />}
      {overview.isError && (
        <div className={a.note.warning} role="alert">
          <p className={a.noteText}>{failureText(overview.error)}</p>
        </div>
      )}
      {overview.data && (
        <>
          <Alarms overview={overview.data} />
          <div className={a.columns}>
            <div className={s.column}>
              <Server overview={overview.data} />
              <Backups overview={overview.data} />
            </div>
            <div className={s.column}>
              <Mail overview={overview.data} />
              <Jobs overview={overview.data} />
            </div>
          </div>
          <StaffSection />
        </>
      )}
    </div>
  );
}

/** The System page. Loaded lazily with the tRPC client. */
export function AdminSystem() {
  const heading = 'System';
  return (
    <AdminPage>
      <AdminGate heading={heading} area="system">
        {() => <SystemBody heading={heading} />}
      </AdminGate>
    </AdminPage>
  );
}

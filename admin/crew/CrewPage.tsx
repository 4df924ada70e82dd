import { type ChangeEvent, useEffect, useState, useSyncExternalStore } from 'react';
import { JOB_PHOTO_FILE_PATH, JOB_PHOTO_PHASES, type JobPhotoPhase, PHASE_LABELS } from '../../shared/job-photos';
import { typedPhoneTelHref } from '../../shared/phone';
import { signInHref } from '../../shared/safe-next';
import { mayUse } from '../../shared/staff-roles';
import { CREW_PATH } from '../../shared/crew-page';
import { button } from '../../ui/theme/primitives.css';
import { useSite } from '../../ui/page-context';
import { AdminProviders } from '../AdminProviders';
import { useAuth } from '../auth/auth-context';
import { useSignOut } from '../auth/use-sign-out';
import { mapHref } from '../leads/contact-links';
import { trpc } from '../trpc/client';
import { failureText } from '../ui/messages';
import { Loading } from '../ui/Spinner';
import { photoQueue, type QueueState } from './queue';
import * as s from './CrewPage.css';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const EMPTY: QueueState = { waiting: [], sent: 0, sending: false, paused: null };

/** The queue's state, drawn live (the prerender has none: no storage on the server). */
function useQueue(): QueueState {
  return useSyncExternalStore(photoQueue.subscribe, photoQueue.snapshot, () => EMPTY);
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * The crew page (/crew): today's jobs from the office's appointments, each with Before, During and
 * After buttons that open the camera, and the photos sent so far. Photos wait on the phone until
 * the server has them (./queue.ts); the line at the top says how many are sent and how many wait.
 */
export function CrewPage() {
  return (
    <AdminProviders>
      <div className={s.page}>
        <Crew />
      </div>
    </AdminProviders>
  );
}

function Bar({ signedIn }: { signedIn: boolean }) {
  const signOut = useSignOut();
  // The office's day and clock, as the list of today's jobs is: a phone set to another zone says the same.
  const timeZone = useSite().timeZone;
  const day = new Date().toLocaleDateString('en-US', { timeZone, weekday: 'long', month: 'short', day: 'numeric' });
  return (
    <header className={s.bar}>
      <h1 className={s.barTitle}>
        Today’s jobs
        <span className={s.barDay}>{day}</span>
      </h1>
      {signedIn && (
        <nav className={s.barLinks} aria-label="Account">
          <a className={s.barLink} href="/admin/account">
            Account
          </a>
          <button type="button" className={s.barLink} onClick={() => void signOut()}>
            Sign out
          </button>
        </nav>
      )}
    </header>
  );
}

function Crew() {
  const auth = useAuth();
  const allowed = auth.status === 'signedIn' && mayUse(auth.role, 'crew');
  useEffect(() => {
    // Whatever waits on this phone goes as soon as the page opens, signed in.
    if (allowed) photoQueue.start();
  }, [allowed]);
  return (
    <>
      <Bar signedIn={auth.status === 'signedIn'} />
      <main id="main" tabIndex={-1} className={s.main}>
        {auth.status === 'loading' ? (
          <Loading label="Loading today’s jobs..." />
        ) : auth.status === 'unavailable' ? (
          <Offline />
        ) : auth.status === 'signedOut' ? (
          <div className={s.empty}>
            <p>Sign in to see today’s jobs and send their photos. This phone stays signed in for a month.</p>
            <a className={button({ kind: 'secondary' })} href={signInHref(CREW_PATH)}>
              Sign in
            </a>
          </div>
        ) : !allowed ? (
          <div className={s.empty}>
            <p>Your account has no staff role, so the crew page is not open to it. Ask the owner to give you one.</p>
          </div>
        ) : (
          <Day />
        )}
      </main>
    </>
  );
}

function Offline() {
  const auth = useAuth();
  return (
    <div className={s.empty}>
      <p>No connection to the server. Photos already taken stay on this phone and go once it is back.</p>
      <button type="button" className={button({ kind: 'secondary' })} onClick={auth.recheck}>
        Try again
      </button>
    </div>
  );
}

/** "12 sent · 3 waiting", and why the waiting ones wait. */
function QueueLine() {
  const queue = useQueue();
  const waiting = queue.waiting.length;
  const refused = queue.waiting.filter((photo) => photo.refused).length;
  return (
    <p className={s.status} aria-live="polite" data-testid="queue-status">
      <span className={s.tone.ok}>{queue.sent} sent</span>
      <span aria-hidden="true">·</span>
      <span className={waiting ? s.tone.wait : undefined}>{waiting} waiting</span>
      {queue.sending && <span className={s.statusNote}>Sending…</span>}
      {queue.paused && waiting > 0 && <span className={s.statusNote}>{queue.paused}</span>}
      {refused > 0 && (
        <span className={s.statusNote}>
          {plural(refused, 'photo')} not accepted by the server: see {refused === 1 ? 'it' : 'them'} below.
        </span>
      )}
    </p>
  );
}

function Day() {
  const utils = trpc.useUtils();
  const today = trpc.crew.today.useQuery(undefined, { refetchOnWindowFocus: true, retry: 2 });
  useEffect(
    () =>
      photoQueue.onSent((job) => {
        void utils.crew.photos.invalidate({ job });
        void utils.crew.today.invalidate();
      }),
    [utils],
  );
  return (
    <>
      <QueueLine />
      {today.isPending && <Loading label="Loading today’s jobs..." />}
      {today.isError && (
        <p className={s.refused} role="alert">
          {failureText(today.error)}
        </p>
      )}
      {today.data?.length === 0 && (
        <div className={s.empty}>
          <p>
            No appointments on the office’s calendar today. Photos still waiting on this phone are sent all the same.
          </p>
        </div>
      )}
      {today.data && today.data.length > 0 && (
        <ul className={s.jobs} aria-label="Today’s jobs">
          {today.data.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </ul>
      )}
      {today.data && <OtherJobs today={today.data.map((job) => job.id)} />}
    </>
  );
}

/** The waiting photos of jobs not on today's list (taken on an earlier day, or the job was moved): never out of sight. */
function OtherJobs({ today }: { today: number[] }) {
  const queue = useQueue();
  const others = queue.waiting.filter((photo) => !today.includes(photo.job));
  if (!others.length) return null;
  const waiting = others.filter((photo) => !photo.refused).length;
  return (
    <section className={s.job} aria-labelledby="other-jobs">
      <h2 id="other-jobs" className={s.jobName}>
        Photos of other days’ jobs
      </h2>
      {waiting > 0 && <p className={s.jobQueue}>{plural(waiting, 'photo')} waiting to send</p>}
      <RefusedPhotos photos={others} naming />
    </section>
  );
}

/** Each photo the server refused for good, with its words and the one way to let it go. */
function RefusedPhotos({ photos, naming = false }: { photos: QueueState['waiting']; naming?: boolean }) {
  return photos
    .filter((photo) => photo.refused)
    .map((photo) => (
      <div key={photo.id} className={s.refused} role="alert">
        <span>
          {photo.phase === 'after' ? 'An' : 'A'} {PHASE_LABELS[photo.phase].toLowerCase()} photo
          {naming ? ` of job ${photo.job}` : ''} was not accepted: {photo.refused}
        </span>
        <button type="button" className={s.removeButton} onClick={() => void photoQueue.remove(photo.id)}>
          Remove from this phone
        </button>
      </div>
    ));
}

interface Job {
  id: number;
  name: string;
  at: string;
  address: string | null;
  phone: string | null;
  service: string | null;
  photos: Record<JobPhotoPhase, number>;
}

function JobCard({ job }: { job: Job }) {
  const queue = useQueue();
  const [adding, setAdding] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const photos = trpc.crew.photos.useQuery({ job: job.id });
  const mine = queue.waiting.filter((photo) => photo.job === job.id);
  const toSend = mine.filter((photo) => !photo.refused).length;
  const timeZone = useSite().timeZone;
  const time = new Date(job.at).toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  const tel = job.phone ? typedPhoneTelHref(job.phone) : null;
  const headingId = `job-${job.id}`;

  const pick = (phase: JobPhotoPhase) => async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (!files.length) return;
    setAdding((count) => count + files.length);
    setProblem(null);
    try {
      await photoQueue.add(job.id, phase, files);
    } catch (error) {
      setProblem(
        `This phone could not keep the photo (${error instanceof Error ? error.message : 'storage refused'}). Free some space and take it again.`,
      );
    } finally {
      setAdding((count) => count - files.length);
    }
  };

  return (
    <li className={s.job} aria-labelledby={headingId}>
      <div className={s.jobHead}>
        <span className={s.time}>{time}</span>
        <h2 id={headingId} className={s.jobName}>
          {job.name}
        </h2>
      </div>
      {job.service && <p className={s.service}>{job.service}</p>}
      <div className={s.contact}>
        {job.address && (
          <a className={s.contactLink} href={mapHref(job.address)} target="_blank" rel="noopener noreferrer">
            {job.address}
          </a>
        )}
        {job.phone &&
          (tel ? (
            <a className={s.contactLink} href={tel}>
              Call {job.phone}
            </a>
          ) : (
            <span className={s.contactLink}>{job.phone}</span>
          ))}
      </div>
      <fieldset className={s.phases} aria-label={`Take photos of ${job.name}’s job`}>
        {JOB_PHOTO_PHASES.map((phase) => (
          <label key={phase} className={s.phase}>
            {PHASE_LABELS[phase]}
            <span className={s.phaseCount}>{plural(job.photos[phase], 'photo')}</span>
            <input
              className={s.fileInput}
              type="file"
              accept={ACCEPT}
              capture="environment"
              multiple
              aria-label={`${PHASE_LABELS[phase]} photos of ${job.name}’s job`}
              onChange={pick(phase)}
            />
          </label>
        ))}
      </fieldset>
      {(toSend > 0 || adding > 0) && (
        <p className={s.jobQueue}>
          {adding > 0 ? `Keeping ${plural(adding, 'photo')} on this phone… ` : ''}
          {toSend > 0 ? `${plural(toSend, 'photo')} waiting to send` : ''}
        </p>
      )}
      {problem && (
        <p className={s.refused} role="alert">
          {problem}
        </p>
      )}
      <RefusedPhotos photos={mine} />
      {photos.data && photos.data.length > 0 && (
        <ul className={s.thumbs} aria-label={`Photos sent for ${job.name}’s job`}>
          {photos.data.map((photo) => (
            <li key={photo.id} className={s.thumb}>
              <img
                className={s.thumbImage}
                src={`${JOB_PHOTO_FILE_PATH}/${photo.id}?size=thumb`}
                alt={`${PHASE_LABELS[photo.phase]}, sent ${new Date(photo.uploadedAt).toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })}`}
                loading="lazy"
                width={84}
                height={84}
              />
              <span className={s.thumbPhase} aria-hidden="true">
                {PHASE_LABELS[photo.phase]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

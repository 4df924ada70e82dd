import { useId, useState } from 'react';
import { formatSubmissionDate } from '../../shared/business-time';
import {
  GOOGLE_BUNDLE_PATH,
  JOB_PHOTO_FILE_PATH,
  JOB_PHOTO_PHASES,
  PHASE_LABELS,
  PUBLISH_CHECKLIST,
  type ChecklistItem,
} from '../../shared/job-photos';
import { useSite } from '../../ui/page-context';
import { SiteLink } from '../../ui/SiteLink';
import { button } from '../../ui/theme/primitives.css';
import type { JobCurationView, JobPhotoView, LeadDetail } from '../trpc/outputs';
import { errorDataOf } from '../trpc/errors';
import * as a from '../ui/admin.css';
import { failureText } from '../ui/messages';
import { Loading } from '../ui/Spinner';
import { useJobCuration, useJobPhotoChanges } from './use-job-photos';
import * as s from './JobPhotos.css';
import * as l from './leads.css';

/** A job photo's bytes, staff only (the crew route's companion): a thumbnail or the whole photo. */
const photoUrl = (id: number, size: 'thumb' | 'full') => `${JOB_PHOTO_FILE_PATH}/${id}?size=${size}`;
const chosen = (photo: JobPhotoView) => photo.status !== 'private';

const formatAt = (iso: string, timeZone: string) => {
  const { date, time } = formatSubmissionDate(iso, timeZone);
  return `${date} at ${time}`;
};

type FieldErrors = Record<string, string[]>;

/**
 * The request's "Job photos": the homeowner's consent, the crew's photos by phase (Showcase and
 * Cover, each a toggle button, and what the photo shows), "Create gallery project" for the owner
 * to publish, and "Download for Google". On every request: the consent can be recorded from the
 * first call, before the crew has sent a photo.
 */
export function JobPhotos({ lead }: { lead: LeadDetail }) {
  const curation = useJobCuration(lead.id);
  const headingId = useId();
  return (
    <section className={l.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={l.sectionHeading}>
        Job photos
      </h3>
      {curation.isPending && <Loading label="Loading the job's photos..." />}
      {curation.isError && <p role="alert">{failureText(curation.error)}</p>}
      {curation.data && <JobPhotosBody lead={lead} curation={curation.data} />}
    </section>
  );
}

function JobPhotosBody({ lead, curation }: { lead: LeadDetail; curation: JobCurationView }) {
  const changes = useJobPhotoChanges(lead.id);
  const [creating, setCreating] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  // What each photo shows, as typed: its saved description, else the suggestion (the office reads it first).
  const [alts, setAlts] = useState<Record<number, string>>({});
  const altOf = (photo: JobPhotoView) => alts[photo.id] ?? photo.alt ?? photo.suggestedAlt;
  const picked = curation.photos.filter(chosen);
  const given = curation.consent.status === 'given';
  // A refused project's problem on a photo's description (photos.<index>.alt) belongs to that photo's box.
  const altErrors = (photo: JobPhotoView) => {
    const index = picked.findIndex((one) => one.id === photo.id);
    return index < 0 ? undefined : [...(errors[`photos.${index}.alt`] ?? []), ...(errors[`photos.${index}`] ?? [])];
  };
  const googleHref = `${GOOGLE_BUNDLE_PATH}?job=${lead.id}&photos=${picked.map((photo) => photo.id).join(',')}`;
  return (
    <>
      <Consent lead={lead} consent={curation.consent} changes={changes} errors={errors.consent} />
      {curation.photos.length === 0 ? (
        <p className={a.secondary}>
          No photos from the crew yet. They appear here, Before, During and After, as the crew sends them from the crew
          page.
        </p>
      ) : (
        JOB_PHOTO_PHASES.map((phase) => {
          const photos = curation.photos.filter((photo) => photo.phase === phase);
          if (!photos.length) return null;
          return (
            <div key={phase}>
              <h4 className={s.phaseHeading}>
                {PHASE_LABELS[phase]} ({photos.length})
              </h4>
              <ul className={s.grid}>
                {photos.map((photo) => (
                  <PhotoCard
                    key={photo.id}
                    photo={photo}
                    alt={altOf(photo)}
                    errors={altErrors(photo)}
                    busy={changes.update.isPending}
                    onAlt={(text) => setAlts((all) => ({ ...all, [photo.id]: text }))}
                    onSaveAlt={() => {
                      const text = altOf(photo).trim();
                      if (text !== (photo.alt ?? '')) changes.update.mutate({ id: photo.id, alt: text || null });
                    }}
                    onStatus={(status) => changes.update.mutate({ id: photo.id, status })}
                  />
                ))}
              </ul>
            </div>
          );
        })
      )}
      {curation.projects.length > 0 && (
        <p className={a.secondary}>
          Gallery projects from this job: {curation.projects.map((project) => project.title).join(', ')} (see{' '}
          <SiteLink href="/admin/projects">Gallery projects</SiteLink>).
        </p>
      )}
      {curation.photos.length > 0 && (
        <div className={a.buttonRow}>
          <button
            type="button"
            className={button({ kind: 'secondary' })}
            aria-expanded={creating}
            onClick={() => setCreating((open) => !open)}
          >
            Create gallery project
          </button>
          {picked.length > 0 && given ? (
            <a className={button({ kind: 'outline' })} href={googleHref} download>
              Download for Google ({picked.length})
            </a>
          ) : (
            <span className={a.secondary}>
              {given
                ? 'Download for Google: choose photos with Showcase or Cover first.'
                : 'Download for Google: record the homeowner’s consent first.'}
            </span>
          )}
        </div>
      )}
      {creating && (
        <ProjectForm
          lead={lead}
          curation={curation}
          picked={picked}
          altOf={altOf}
          errors={errors}
          busy={changes.createProject.isPending}
          onSubmit={(input) => {
            setErrors({});
            changes.createProject.mutate(
              { ...input, job: lead.id, photos: picked.map((photo) => ({ id: photo.id, alt: altOf(photo).trim() })) },
              {
                onSuccess: () => setCreating(false),
                onError: (error) =>
                  setErrors(
                    errorDataOf(error).fieldErrors ?? {
                      form: [failureText(error)],
                    },
                  ),
              },
            );
          }}
          onCancel={() => {
            setCreating(false);
            setErrors({});
          }}
        />
      )}
    </>
  );
}

function PhotoCard({
  photo,
  alt,
  errors,
  busy,
  onAlt,
  onSaveAlt,
  onStatus,
}: {
  photo: JobPhotoView;
  alt: string;
  errors: string[] | undefined;
  busy: boolean;
  onAlt: (text: string) => void;
  onSaveAlt: () => void;
  onStatus: (status: JobPhotoView['status']) => void;
}) {
  const id = useId();
  const invalid = Boolean(errors?.length);
  const showcase = photo.status !== 'private';
  const cover = photo.status === 'cover';
  return (
    <li className={showcase ? s.cardChosen : s.card}>
      <a href={photoUrl(photo.id, 'full')} target="_blank" rel="noopener">
        <img
          className={s.thumb}
          src={photoUrl(photo.id, 'thumb')}
          width={photo.width}
          height={photo.height}
          loading="lazy"
          alt={`${PHASE_LABELS[photo.phase]}: ${photo.alt ?? 'not described yet'} (opens whole in a new tab)`}
        />
      </a>
      <div className={s.toggles}>
        <button
          type="button"
          className={s.toggle}
          aria-pressed={showcase}
          disabled={busy}
          onClick={() => onStatus(showcase ? 'private' : 'showcase')}
        >
          {showcase ? '✓ ' : ''}Showcase
        </button>
        <button
          type="button"
          className={s.toggle}
          aria-pressed={cover}
          disabled={busy}
          onClick={() => onStatus(cover ? 'showcase' : 'cover')}
        >
          {cover ? '✓ ' : ''}Cover
        </button>
      </div>
      <label htmlFor={id} className={l.fieldLabel}>
        Describe the photo
      </label>
      <textarea
        id={id}
        className={s.altInput}
        value={alt}
        maxLength={200}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : `${id}-help`}
        onChange={(event) => onAlt(event.target.value)}
        onBlur={onSaveAlt}
      />
      {invalid ? (
        <p id={`${id}-error`} className={a.fieldError}>
          {errors!.join(' ')}
        </p>
      ) : (
        <p id={`${id}-help`} className={a.secondary}>
          {photo.alt ? 'Saved.' : 'A suggestion: say what the photo shows, for visitors who cannot see it.'}
        </p>
      )}
    </li>
  );
}

function Consent({
  lead,
  consent,
  changes,
  errors,
}: {
  lead: LeadDetail;
  consent: JobCurationView['consent'];
  changes: ReturnType<typeof useJobPhotoChanges>;
  errors: string[] | undefined;
}) {
  const site = useSite();
  const id = useId();
  const [how, setHow] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const busy = changes.setConsent.isPending;
  const record = (consentValue: 'given' | 'withdrawn', note: string) =>
    changes.setConsent.mutate(
      { job: lead.id, version: lead.version, consent: consentValue, note },
      {
        onSuccess: () => {
          setHow('');
          setProblem(null);
          setWithdrawing(false);
        },
        onError: (error) => setProblem(errorDataOf(error).fieldErrors?.note?.[0] ?? failureText(error)),
      },
    );
  const shownProblem = problem ?? errors?.[0] ?? null;
  if (consent.status === 'given')
    return (
      <div className={s.consent.given}>
        <p className={s.consentLine}>
          <strong>Homeowner agreed to photos on the website.</strong> Recorded by {consent.by} on{' '}
          <time dateTime={consent.at!}>{formatAt(consent.at!, site.timeZone)}</time>
          {consent.note ? `: ${consent.note}` : '.'}
        </p>
        {withdrawing ? (
          <form
            className={l.fieldsForm}
            onSubmit={(event) => {
              event.preventDefault();
              record('withdrawn', how.trim());
            }}
          >
            <label htmlFor={id} className={l.fieldLabel}>
              How they withdrew it (optional)
            </label>
            <input
              id={id}
              className={l.input}
              value={how}
              maxLength={300}
              onChange={(event) => setHow(event.target.value)}
            />
            <p className={s.consentLine}>
              Their gallery projects come off the website at once, even the ones the owner published.
            </p>
            <div className={a.buttonRow}>
              <button type="submit" className={button({ kind: 'secondary' })} disabled={busy}>
                {busy ? 'Withdrawing…' : 'Withdraw consent'}
              </button>
              <button type="button" className={button({ kind: 'outline' })} onClick={() => setWithdrawing(false)}>
                Keep it
              </button>
            </div>
            {shownProblem && (
              <p className={a.fieldError} role="alert">
                {shownProblem}
              </p>
            )}
          </form>
        ) : (
          <div className={a.buttonRow}>
            <button type="button" className={button({ kind: 'outline' })} onClick={() => setWithdrawing(true)}>
              The homeowner withdrew consent…
            </button>
          </div>
        )}
      </div>
    );
  return (
    <form
      className={s.consent.none}
      onSubmit={(event) => {
        event.preventDefault();
        if (!how.trim()) return setProblem('Say how the homeowner agreed, e.g. "signed contract, photo clause".');
        record('given', how.trim());
      }}
    >
      <p className={s.consentLine}>
        <strong>
          {consent.status === 'withdrawn'
            ? `The homeowner withdrew consent to photos on the website (recorded by ${consent.by} on ${formatAt(consent.at!, site.timeZone)}${consent.note ? `: ${consent.note}` : ''}).`
            : 'No photo consent yet: no photo of this home goes on the website without it.'}
        </strong>
      </p>
      <label htmlFor={id} className={l.fieldLabel}>
        Homeowner agreed to photos on the website: how?
      </label>
      <input
        id={id}
        className={l.input}
        value={how}
        maxLength={300}
        placeholder="Signed contract, photo clause"
        aria-invalid={shownProblem ? true : undefined}
        aria-describedby={shownProblem ? `${id}-error` : undefined}
        onChange={(event) => setHow(event.target.value)}
      />
      {shownProblem && (
        <p id={`${id}-error`} className={a.fieldError}>
          {shownProblem}
        </p>
      )}
      <div className={a.buttonRow}>
        <button type="submit" className={button({ kind: 'secondary' })} disabled={busy}>
          {busy ? 'Recording…' : 'Record consent'}
        </button>
      </div>
    </form>
  );
}

type ProjectFields = {
  title: string;
  service: string;
  citySlug: string;
  neighbourhood: string;
  story: string;
  cover: number;
  checklist: Record<ChecklistItem, boolean>;
};

function ProjectForm({
  lead,
  curation,
  picked,
  altOf,
  errors,
  busy,
  onSubmit,
  onCancel,
}: {
  lead: LeadDetail;
  curation: JobCurationView;
  picked: JobPhotoView[];
  altOf: (photo: JobPhotoView) => string;
  errors: FieldErrors;
  busy: boolean;
  onSubmit: (input: ProjectFields) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [fields, setFields] = useState({
    title: '',
    service: curation.service ?? '',
    citySlug: curation.suggestedCity ?? '',
    neighbourhood: '',
    story: '',
  });
  const [checklist, setChecklist] = useState<Record<ChecklistItem, boolean>>({
    houseNumber: false,
    streetSign: false,
    licencePlate: false,
    faces: false,
  });
  const cover = picked.find((photo) => photo.status === 'cover') ?? picked[0];
  const all = Object.entries(errors).flatMap(([field, messages]) => messages.map((message) => ({ field, message })));
  const fieldError = (name: string) =>
    errors[name]?.length ? (
      <p id={`${id}-${name}-error`} className={a.fieldError}>
        {errors[name]!.join(' ')}
      </p>
    ) : null;
  const described = (name: string) => (errors[name]?.length ? `${id}-${name}-error` : undefined);
  const text = (name: 'title' | 'service' | 'neighbourhood', label: string, extra: { maxLength: number }) => (
    <div className={l.smallField}>
      <label htmlFor={`${id}-${name}`} className={l.fieldLabel}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className={l.input}
        value={fields[name]}
        maxLength={extra.maxLength}
        aria-invalid={errors[name]?.length ? true : undefined}
        aria-describedby={described(name)}
        onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      />
      {fieldError(name)}
    </div>
  );
  return (
    <form
      className={s.form}
      aria-label={`Gallery project from ${lead.name}'s job`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ ...fields, cover: (cover ?? curation.photos[0]!).id, checklist });
      }}
    >
      <div role="alert">
        {all.length > 0 && (
          <ul className={s.problems}>
            {all.map((problem) => (
              <li key={`${problem.field}:${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        )}
      </div>
      {text('title', 'Title (e.g. Hail claim re-roof)', { maxLength: 80 })}
      {text('service', 'Service', { maxLength: 60 })}
      <div className={l.smallField}>
        <label htmlFor={`${id}-citySlug`} className={l.fieldLabel}>
          City page
        </label>
        <select
          id={`${id}-citySlug`}
          className={l.selectFull}
          value={fields.citySlug}
          aria-invalid={errors.citySlug?.length ? true : undefined}
          aria-describedby={described('citySlug')}
          onChange={(event) => setFields({ ...fields, citySlug: event.target.value })}
        >
          <option value="">Pick a city page…</option>
          {curation.cities.map((city) => (
            <option key={city.slug} value={city.slug}>
              {city.name}
            </option>
          ))}
        </select>
        {fieldError('citySlug')}
      </div>
      {text('neighbourhood', 'Neighbourhood (never a street or house number)', { maxLength: 60 })}
      <div className={l.smallField}>
        <label htmlFor={`${id}-story`} className={l.fieldLabel}>
          The story (2 to 4 sentences: what was wrong, what was done)
        </label>
        <textarea
          id={`${id}-story`}
          className={s.altInput}
          value={fields.story}
          maxLength={700}
          aria-invalid={errors.story?.length ? true : undefined}
          aria-describedby={described('story')}
          onChange={(event) => setFields({ ...fields, story: event.target.value })}
        />
        {fieldError('story')}
      </div>
      <fieldset className={s.checklist} aria-describedby={described('checklist')}>
        <legend className={s.legend}>Before it goes on the site, in every photo:</legend>
        {PUBLISH_CHECKLIST.map((item) => (
          <div key={item.id}>
            <label className={l.checkLabel}>
              <input
                type="checkbox"
                className={l.checkbox}
                checked={checklist[item.id]}
                aria-invalid={errors[`checklist.${item.id}`]?.length ? true : undefined}
                aria-describedby={described(`checklist.${item.id}`)}
                onChange={(event) => setChecklist({ ...checklist, [item.id]: event.target.checked })}
              />
              {item.label}
            </label>
            {fieldError(`checklist.${item.id}`)}
          </div>
        ))}
        {fieldError('checklist')}
      </fieldset>
      <div className={l.smallField}>
        <p className={l.fieldLabel}>
          Photos ({picked.length}): the ones marked Showcase or Cover above
          {cover ? `; the cover is the ${PHASE_LABELS[cover.phase].toLowerCase()} photo “${altOf(cover)}”` : ''}
        </p>
        {picked.length ? (
          <ul className={s.chosenList}>
            {picked.map((photo) => (
              <li key={photo.id} className={s.chosenItem}>
                <img className={s.chosenThumb} src={photoUrl(photo.id, 'thumb')} alt="" />
                <span className={a.secondary}>
                  {PHASE_LABELS[photo.phase]}
                  {photo.status === 'cover' ? ' · cover' : ''}: {altOf(photo) || '(not described)'}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {fieldError('photos')}
        {fieldError('cover')}
        {fieldError('form')}
      </div>
      <div className={a.buttonRow}>
        <button type="submit" className={button({ kind: 'primary' })} disabled={busy}>
          {busy ? 'Saving…' : 'Save the gallery project'}
        </button>
        <button type="button" className={button({ kind: 'outline' })} onClick={onCancel}>
          Cancel
        </button>
        <span className={a.secondary}>Saved as a draft: the owner publishes it from Gallery projects.</span>
      </div>
    </form>
  );
}

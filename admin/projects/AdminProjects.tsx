import { useState } from 'react';
import { formatCalendarDay } from '../../shared/calendar-day';
import { MEDIA_PATH } from '../../shared/owner-photos';
import { mayUse } from '../../shared/staff-roles';
import { button } from '../../ui/theme/primitives.css';
import { SiteLink } from '../../ui/SiteLink';
import { AdminGate } from '../AdminGate';
import { AdminPage } from '../AdminPage';
import { useAuth } from '../auth/auth-context';
import { useStepUp } from '../auth/step-up-context';
import { useToast } from '../toast/toast-context';
import { errorDataOf } from '../trpc/errors';
import type { GalleryProjectItem } from '../trpc/outputs';
import * as a from '../ui/admin.css';
import { failureText } from '../ui/messages';
import { Loading } from '../ui/Spinner';
import * as s from './AdminProjects.css';
import { ProjectEditor } from './ProjectEditor';
import { useGalleryProjectChanges, useGalleryProjects, useProjectCities } from './queries';

const STATE_WORDS: Record<GalleryProjectItem['state'], string> = {
  live: 'On the site',
  changed: 'Changed, not published',
  new: 'New, not published',
  removed: 'Removed: leaves the site at the next publish',
};

/** "November 2026": the month the job was finished, as the site shows it. */
const monthOf = (day: string) => formatCalendarDay(day).replace(/ \d{1,2},/, '');

function ProjectCard({
  item,
  cityName,
  busy,
  onEdit,
  onRemove,
}: {
  item: GalleryProjectItem;
  cityName: string;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { project, state } = item;
  const cover = project.photos.find((photo) => photo.cover) ?? project.photos[0];
  const titleId = `project-${project.id}`;
  return (
    <li className={s.project} aria-labelledby={titleId}>
      {cover && <img className={s.cover} src={`${MEDIA_PATH}/${cover.media}?thumb`} alt={cover.alt} loading="lazy" />}
      <div className={s.titleRow}>
        <h2 id={titleId} className={s.title}>
          {project.title}
        </h2>
        <span className={s.pill[state]}>{STATE_WORDS[state]}</span>
      </div>
      <p className={s.facts}>
        {project.service} · {project.neighbourhood ? `${project.neighbourhood}, ` : ''}
        {cityName} · {monthOf(project.completedOn)} · {project.photos.length}{' '}
        {project.photos.length === 1 ? 'photo' : 'photos'}
      </p>
      <p className={s.story}>{project.story}</p>
      <div className={s.actions}>
        <SiteLink href={`/admin?lead=${project.submissionId}`}>The request and its photos</SiteLink>
        {state !== 'removed' && (
          <>
            <button
              type="button"
              className={`${button({ kind: 'secondary' })} ${a.smallButton}`}
              disabled={busy}
              onClick={onEdit}
            >
              Edit
              <span className={s.srOnly}> {project.title}</span>
            </button>
            <button
              type="button"
              className={`${button({ kind: 'outline' })} ${a.smallButton}`}
              disabled={busy}
              onClick={onRemove}
            >
              Remove
              <span className={s.srOnly}> {project.title}</span>
            </button>
          </>
        )}
      </div>
    </li>
  );
}

function ProjectsBody({ heading }: { heading: string }) {
  const view = useGalleryProjects();
  const cities = useProjectCities();
  const changes = useGalleryProjectChanges();
  const { guard } = useStepUp();
  const { toast } = useToast();
  // The office makes and removes projects; publishing is the owner's (shared/staff-roles.ts), and the server refuses it too.
  const mayPublish = mayUse(useAuth().role, 'publish');
  const [problems, setProblems] = useState<string[]>([]);
  // The project being edited as the list showed it when Edit was pressed, and the version to save on.
  const [editing, setEditing] = useState<{ item: GalleryProjectItem; version: number | null } | null>(null);
  const data = view.data;
  const busy = changes.remove.isPending || changes.publish.isPending;
  const cityName = (slug: string) => cities.data?.find((city) => city.slug === slug)?.name ?? slug;
  const waiting = data?.items.filter((item) => item.state !== 'live').length ?? 0;

  const onRemove = (item: GalleryProjectItem) =>
    changes.remove.mutate(
      { id: item.project.id },
      {
        onSuccess: () =>
          toast({
            title: 'Removed from the draft',
            description:
              item.state === 'new'
                ? 'It was never on the site.'
                : 'The site shows it until the owner publishes the projects.',
          }),
        onError: (error) => toast({ variant: 'destructive', title: 'Not removed', description: failureText(error) }),
      },
    );

  const onPublish = () =>
    guard(() => {
      setProblems([]);
      changes.publish.mutate(
        { version: data?.version ?? undefined },
        {
          onSuccess: () =>
            toast({
              title: 'Gallery projects published',
              description:
                'The site is being rebuilt with them: /gallery and the city pages show them within a minute or so.',
            }),
          onError: (error) => {
            const found = errorDataOf(error).problems;
            setProblems(found?.length ? found.map((problem) => `${problem.where}: ${problem.message}`) : []);
            toast({ variant: 'destructive', title: 'Not published', description: failureText(error) });
          },
        },
      );
    });

  return (
    <div className={s.stack}>
      <div className={s.header}>
        <div>
          <h1 className={a.heading}>{heading}</h1>
          <p className={s.subline}>
            Finished jobs on /gallery and their city page. The office makes them from a request’s job photos; the owner
            publishes.
          </p>
        </div>
      </div>
      {view.isPending && <Loading label="Loading the gallery projects..." />}
      {view.isError && (
        <div className={a.note.warning} role="alert">
          <p className={a.noteText}>{failureText(view.error)}</p>
        </div>
      )}
      <div role="alert">
        {problems.length > 0 && (
          <ul className={s.problems}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
      {data && data.items.length === 0 && (
        <p className={a.muted}>
          No gallery project yet. Open a won job on the dashboard, mark its best photos Showcase and one Cover, record
          the homeowner’s consent, then Create gallery project.
        </p>
      )}
      {data && data.items.length > 0 && (
        <>
          <ul className={s.grid}>
            {data.items.map((item) => (
              <ProjectCard
                key={`${item.state}-${item.project.id}`}
                item={item}
                cityName={cityName(item.project.citySlug)}
                busy={busy}
                onEdit={() => setEditing({ item, version: data.version })}
                onRemove={() => onRemove(item)}
              />
            ))}
          </ul>
          {editing && (
            <ProjectEditor
              key={`${editing.item.project.id}@${editing.version}`}
              item={editing.item}
              version={editing.version}
              cityName={cityName(editing.item.project.citySlug)}
              photoSizes={data.photoSizes}
              onClose={() => setEditing(null)}
              onReopen={async () => {
                // Read again here, not from the list drawn: its refresh after the refusal may not have answered yet.
                const fresh = (await view.refetch()).data;
                const now = fresh?.items.find(
                  (one) => one.project.id === editing.item.project.id && one.state !== 'removed',
                );
                if (now) setEditing({ item: now, version: fresh!.version });
                else {
                  setEditing(null);
                  toast({
                    variant: 'destructive',
                    title: 'Not in the draft any more',
                    description: 'Someone removed this project meanwhile: nothing of it is left to edit.',
                  });
                }
              }}
            />
          )}
          <div className={a.publishBar}>
            <p className={a.publishBarText} role="status">
              {data.unpublished
                ? `${waiting} ${waiting === 1 ? 'change waits' : 'changes wait'} for the owner to publish`
                : 'Everything here is on the site'}
            </p>
            <div className={a.buttonRow}>
              {!mayPublish && (
                <span className={a.secondary}>Only the owner publishes: your projects wait for them.</span>
              )}
              <button
                type="button"
                className={`${button({ kind: 'primary' })} ${a.smallButton}`}
                disabled={busy || !data.unpublished || !mayPublish}
                onClick={onPublish}
              >
                {changes.publish.isPending ? 'Checking the site…' : 'Publish'}
              </button>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

/** The Gallery projects view: the draft and live projects, Edit and Remove, and the owner's Publish. */
export function AdminProjects() {
  const heading = 'Gallery projects';
  return (
    <AdminPage>
      <AdminGate heading={heading} area="drafts">
        {() => <ProjectsBody heading={heading} />}
      </AdminGate>
    </AdminPage>
  );
}

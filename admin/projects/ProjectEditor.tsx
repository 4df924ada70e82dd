import {
  type ReactNode,
  type RefObject,
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { projectPictures } from '../../schema/owner-content/gallery-projects';
import { PHASE_LABELS } from '../../shared/job-photos';
import type { ImageManifest } from '../../shared/images';
import { MEDIA_PATH } from '../../shared/owner-photos';
import { pageDataUrlOf } from '../../shared/page-data-path';
import { usePagePreview } from '../../ui/page-preview';
import { button } from '../../ui/theme/primitives.css';
import { ErrorSummary, type FormProblem, fieldId, focusField } from '../content/form/ContentForm';
import * as form from '../content/form/form.css';
import type { PageData } from '../pages/preview-patch';
import { PreviewFrame } from '../pages/PreviewFrame';
import { useToast } from '../toast/toast-context';
import { errorDataOf } from '../trpc/errors';
import type { GalleryProjectItem, GalleryProjectsView } from '../trpc/outputs';
import * as a from '../ui/admin.css';
import { Dialog } from '../ui/Dialog';
import { failureText } from '../ui/messages';
import { Loading } from '../ui/Spinner';
import * as s from './ProjectEditor.css';
import { useGalleryProjectChanges } from './queries';

type Project = GalleryProjectItem['project'];
type Photo = Project['photos'][number];
type Sizes = GalleryProjectsView['photoSizes'];

/** Field ids start with this and go on with the path the server keys a problem by (`project-edit-photos.1.alt`). */
const PREFIX = 'project-edit-';
const id = (path: string) => fieldId(PREFIX, path);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface Draft {
  title: string;
  service: string;
  neighbourhood: string;
  story: string;
  completedOn: string;
  photos: Photo[];
}

const draftOf = (project: Project): Draft => ({
  title: project.title,
  service: project.service,
  neighbourhood: project.neighbourhood ?? '',
  story: project.story,
  completedOn: project.completedOn,
  photos: project.photos,
});

/**
 * A gallery project's editor, in a dialog over the list: its words, the day it was finished, and
 * each photo's description, the cover and the order (Move up / Move down, Remove), saved into the
 * draft by galleryProjects.update on the version the list showed when it opened. Beside it the card
 * as /gallery draws it, by the site's own Gallery block. Cancel (or Escape) drops only what was
 * typed here: the draft keeps what was saved.
 */
export function ProjectEditor({
  item,
  version,
  cityName,
  photoSizes,
  onClose,
  onReopen,
}: {
  item: GalleryProjectItem;
  /** The document's version the list showed: a save is refused if this project changed since. */
  version: number | null;
  cityName: string;
  photoSizes: Sizes;
  onClose: () => void;
  /** Starts again from the project as it is saved now (after someone else's save). */
  onReopen: () => void;
}) {
  // Whether the form holds typing not saved: Cancel, Escape and the header's button ask before dropping it.
  const unsaved = useRef(false);
  return (
    <Dialog
      title={`Edit “${item.project.title}”`}
      size="full"
      closeLabel="Cancel"
      mayClose={() =>
        !unsaved.current ||
        window.confirm(`Drop your changes to “${item.project.title}”? What was saved before stays as it is.`)
      }
      onClose={onClose}
    >
      {(close) => (
        <EditorBody
          unsaved={unsaved}
          project={item.project}
          version={version}
          cityName={cityName}
          photoSizes={photoSizes}
          onDone={close}
          onReopen={onReopen}
        />
      )}
    </Dialog>
  );
}

function EditorBody({
  unsaved,
  project,
  version,
  cityName,
  photoSizes,
  onDone,
  onReopen,
}: {
  unsaved: RefObject<boolean>;
  project: Project;
  version: number | null;
  cityName: string;
  photoSizes: Sizes;
  onDone: () => void;
  onReopen: () => void;
}) {
  const { update } = useGalleryProjectChanges();
  const { toast } = useToast();
  const [draft, setDraft] = useState<Draft>(() => draftOf(project));
  const opened = useMemo(() => JSON.stringify(draftOf(project)), [project]);
  const dirty = JSON.stringify(draft) !== opened;
  useEffect(() => {
    unsaved.current = dirty;
  }, [dirty, unsaved]);
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [stale, setStale] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // After a move or a removal, focus goes to the control the person used, on the photo's new place.
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const [refusals, setRefusals] = useState(0);
  // Each refusal's summary takes the focus once drawn, so a screen reader hears every problem at once.
  useEffect(() => {
    if (refusals) summary.current?.focus();
  }, [refusals]);
  const headingId = useId();
  const formId = useId();

  useEffect(() => {
    if (!focusAfter) return;
    document.getElementById(focusAfter)?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const errorsAt = (path: string) => problems.filter((problem) => problem.path === path).map((p) => p.message);
  /** An edited field's problems step aside: the person may have fixed them. */
  const edit = (patch: Partial<Draft>, paths: string[]) => {
    setDraft((now) => ({ ...now, ...patch }));
    if (problems.some((problem) => paths.includes(problem.path)))
      setProblems((all) => all.filter((problem) => !paths.includes(problem.path)));
  };
  const setPhotos = (photos: Photo[]) =>
    edit({ photos }, [
      'photos',
      ...draft.photos.flatMap((_, at) => [`photos.${at}`, `photos.${at}.alt`, `photos.${at}.media`]),
    ]);

  const move = (from: number, to: number, control: 'up' | 'down') => {
    const photos = [...draft.photos];
    const [photo] = photos.splice(from, 1);
    photos.splice(to, 0, photo!);
    setPhotos(photos);
    const edge = (control === 'up' && to === 0) || (control === 'down' && to === photos.length - 1);
    // At the end of the list the button used is disabled: the other one keeps the focus on the photo.
    setFocusAfter(photoControl(photo!.media, edge ? (control === 'up' ? 'down' : 'up') : control));
    setAnnouncement(`${photoName(photo!, to)} moved to place ${to + 1} of ${photos.length}.`);
  };
  const remove = (at: number) => {
    const gone = draft.photos[at]!;
    let photos = draft.photos.filter((_, index) => index !== at);
    // The project needs a cover: the first photo left takes over from a removed one, and it is said.
    if (gone.cover) photos = photos.map((photo, index) => ({ ...photo, cover: index === 0 }));
    setPhotos(photos);
    const place = Math.min(at, photos.length - 1);
    // The last photo left cannot be removed (its button is disabled): focus goes to the photo itself.
    setFocusAfter(photos.length > 1 ? photoControl(photos[place]!.media, 'remove') : id(`photos.${place}`));
    setAnnouncement(
      `Photo ${at + 1} taken out of the project (it stays with the job’s photos).${gone.cover ? ` ${photoName(photos[0]!, 0)} is the cover now.` : ''}`,
    );
  };

  const onSubmit = () => {
    setStale(false);
    update.mutate(
      {
        id: project.id,
        ...(version === null ? {} : { version }),
        title: draft.title,
        service: draft.service,
        neighbourhood: draft.neighbourhood.trim() || null,
        story: draft.story,
        completedOn: draft.completedOn,
        photos: draft.photos.map(({ media, alt, cover }) => ({ media, alt, cover })),
      },
      {
        onSuccess: () => {
          unsaved.current = false;
          toast({
            title: 'Saved in the draft',
            description: 'The site shows the project as it was until the owner publishes.',
          });
          onDone();
        },
        onError: (error) => {
          const data = errorDataOf(error);
          // In this project's own form its name is said once, in the title: a field's problem reads "Story: …".
          const found = data.problems?.length
            ? data.problems.map((problem) =>
                problem.path ? { ...problem, where: problem.where.replace(/^Project [^›]*› /, '') } : problem,
              )
            : data.appCode === 'STALE_DRAFT' && data.conflict?.changes.length
              ? data.conflict.changes.map(conflictProblem)
              : [{ path: '', where: 'This project', message: failureText(error) }];
          setStale(data.appCode === 'STALE_DRAFT');
          setProblems(found);
          setRefusals((count) => count + 1);
        },
      },
    );
  };

  const text = (
    name: 'title' | 'service' | 'neighbourhood',
    label: string,
    help: string,
    extra: { maxLength: number; required?: boolean },
  ) => (
    <TextField
      path={name}
      label={label}
      help={help}
      errors={errorsAt(name)}
      optional={!extra.required}
      control={(described, invalid) => (
        <input
          id={id(name)}
          className={a.input}
          value={draft[name]}
          maxLength={extra.maxLength}
          required={extra.required}
          aria-invalid={invalid || undefined}
          aria-describedby={described}
          onChange={(event) => edit({ [name]: event.target.value }, [name])}
        />
      )}
    />
  );

  return (
    <div className={s.layout}>
      <form
        id={formId}
        className={s.form}
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <h3 id={headingId} className={s.srOnly}>
          The project’s words and photos
        </h3>
        <ErrorSummary
          ref={summary}
          title={stale ? 'Not saved: someone else changed this project' : 'Not saved: fix these and save again'}
          problems={problems}
          idPrefix={PREFIX}
        />
        {stale && (
          <div className={a.buttonRow}>
            <button type="button" className={button({ kind: 'secondary' })} onClick={onReopen}>
              Start again from their version
            </button>
            <span className={a.secondary}>
              Nothing was overwritten. What you typed here is dropped and theirs shown: then make your change again.
            </span>
          </div>
        )}
        <div className={s.pair}>
          {text('title', 'Title', 'Like Hail claim re-roof: 3 to 80 characters.', { maxLength: 80, required: true })}
          {text('service', 'Service', 'Like Roof replacement.', { maxLength: 60, required: true })}
        </div>
        <div className={s.pair}>
          {text(
            'neighbourhood',
            'Neighbourhood',
            'Where in the city, like Rose District; never a street or a house number.',
            {
              maxLength: 60,
            },
          )}
          <TextField
            path="completedOn"
            label="Completed on"
            help="The day the job was finished: the newest lead the gallery."
            errors={errorsAt('completedOn')}
            control={(described, invalid) => (
              <input
                id={id('completedOn')}
                type="date"
                className={a.input}
                value={draft.completedOn}
                required
                aria-invalid={invalid || undefined}
                aria-describedby={described}
                onChange={(event) => edit({ completedOn: event.target.value }, ['completedOn'])}
              />
            )}
          />
        </div>
        <p className={s.fixed}>
          City page: <strong>{cityName}</strong>. It stays, as do the request and the photos’ file names ({project.id}
          …); for another city, make a new project from the request’s Job photos.
        </p>
        <TextField
          path="story"
          label="The story"
          help={`2 to 4 sentences: what was wrong, what was done. 40 to 700 characters (now ${draft.story.trim().length}); no phone number or e-mail.`}
          errors={errorsAt('story')}
          control={(described, invalid) => (
            <textarea
              id={id('story')}
              className={`${a.input} ${form.textarea}`}
              value={draft.story}
              maxLength={700}
              required
              aria-invalid={invalid || undefined}
              aria-describedby={described}
              onChange={(event) => edit({ story: event.target.value }, ['story'])}
            />
          )}
        />
        <PhotosField
          photos={draft.photos}
          errorsAt={errorsAt}
          onAlt={(at, alt) =>
            edit({ photos: draft.photos.map((photo, index) => (index === at ? { ...photo, alt } : photo)) }, [
              `photos.${at}.alt`,
              `photos.${at}`,
            ])
          }
          onCover={(at) =>
            edit({ photos: draft.photos.map((photo, index) => ({ ...photo, cover: index === at })) }, ['photos'])
          }
          onMove={move}
          onRemove={remove}
        />
        <p className={s.srOnly} role="status">
          {announcement}
        </p>
      </form>
      <CardPreview project={project} draft={draft} cityName={cityName} photoSizes={photoSizes} />
      {/* After the preview on a phone (the card is seen before saving), under the form beside it on a laptop. */}
      <div className={s.actions}>
        <button type="submit" form={formId} className={button({ kind: 'primary' })} disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save draft'}
        </button>
        <button type="button" className={button({ kind: 'outline' })} onClick={onDone}>
          Cancel
        </button>
        <span className={a.secondary}>Saved in the draft: the owner publishes it with the other projects.</span>
      </div>
    </div>
  );
}

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  service: 'Service',
  neighbourhood: 'Neighbourhood',
  story: 'The story',
  completedOn: 'Completed on',
  photos: 'Photos',
};
const quoted = (value: unknown) => {
  const text = String(value ?? '');
  return `“${text.length > 80 ? `${text.slice(0, 79)}…` : text}”`;
};

/** A field someone else saved since this editor opened, said on that field: what they saved, and what was typed here. */
function conflictProblem(change: { path: string; theirs: unknown; yours: unknown }): FormProblem {
  const where = FIELD_LABELS[change.path] ?? change.path;
  if (change.path === 'photos' || typeof change.theirs === 'object')
    return { path: change.path, where, message: 'someone else changed them since you opened the project' };
  return {
    path: change.path,
    where,
    message: change.theirs
      ? `someone else saved ${quoted(change.theirs)} since you opened the project; yours is ${quoted(change.yours)}`
      : 'someone else left it empty since you opened the project',
  };
}

/** A labelled field with its help, and the server's problems on it in place of the help. */
function TextField({
  path,
  label,
  help,
  errors,
  optional,
  control,
}: {
  path: string;
  label: string;
  help: string;
  errors: string[];
  optional?: boolean;
  control: (describedBy: string, invalid: boolean) => ReactNode;
}) {
  const invalid = errors.length > 0;
  return (
    <div className={form.field}>
      <label htmlFor={id(path)} className={form.label}>
        {label}
        {optional && <span className={form.optional}> (optional)</span>}
      </label>
      {control(invalid ? `${id(path)}-error ${id(path)}-help` : `${id(path)}-help`, invalid)}
      {invalid && (
        <p id={`${id(path)}-error`} className={a.fieldError}>
          {errors.join(' ')}
        </p>
      )}
      <p id={`${id(path)}-help`} className={form.help}>
        {help}
      </p>
    </div>
  );
}

/** "Photo 2 (after)": how a photo is named to a person, by its place and when it was taken. */
const photoName = (photo: Photo, at: number) => `Photo ${at + 1} (${PHASE_LABELS[photo.phase].toLowerCase()})`;
const photoControl = (media: string, control: 'up' | 'down' | 'remove') => `${PREFIX}photo-${media}-${control}`;

function PhotosField({
  photos,
  errorsAt,
  onAlt,
  onCover,
  onMove,
  onRemove,
}: {
  photos: Photo[];
  errorsAt: (path: string) => string[];
  onAlt: (at: number, alt: string) => void;
  onCover: (at: number) => void;
  onMove: (from: number, to: number, control: 'up' | 'down') => void;
  onRemove: (at: number) => void;
}) {
  const listErrors = errorsAt('photos');
  return (
    <fieldset
      id={id('photos')}
      tabIndex={-1}
      className={`${s.photos} ${listErrors.length ? s.photosInvalid : ''}`}
      aria-describedby={listErrors.length ? `${id('photos')}-error ${id('photos')}-help` : `${id('photos')}-help`}
    >
      <legend className={s.legend}>Photos, in the order the project shows them</legend>
      <p id={`${id('photos')}-help`} className={form.help}>
        The cover leads the card. Remove takes a photo out of this project only: it stays with the job’s photos on the
        request.
      </p>
      {listErrors.length > 0 && (
        <p id={`${id('photos')}-error`} className={a.fieldError}>
          {listErrors.join(' ')}
        </p>
      )}
      <ol className={s.photoList}>
        {photos.map((photo, at) => {
          const path = `photos.${at}`;
          const altErrors = errorsAt(`${path}.alt`);
          const itemErrors = [...errorsAt(path), ...errorsAt(`${path}.media`)];
          const name = photoName(photo, at);
          return (
            <li key={photo.media} id={id(path)} tabIndex={-1} className={s.photo}>
              <div className={s.thumbBox}>
                <img
                  className={s.thumb}
                  src={`${MEDIA_PATH}/${photo.media}?thumb`}
                  alt=""
                  loading="lazy"
                  width={320}
                  height={240}
                />
                <p className={s.photoName}>{name}</p>
              </div>
              <div className={s.photoFields}>
                {itemErrors.length > 0 && (
                  <p id={`${id(path)}-error`} className={a.fieldError}>
                    {itemErrors.join(' ')}
                  </p>
                )}
                <TextField
                  path={`${path}.alt`}
                  label={`Describe photo ${at + 1}`}
                  help="What it shows, for people who cannot see it: 5 to 200 characters, never a file name."
                  errors={altErrors}
                  control={(described, invalid) => (
                    <textarea
                      id={id(`${path}.alt`)}
                      className={`${a.input} ${form.textarea} ${s.altInput}`}
                      rows={2}
                      value={photo.alt}
                      maxLength={200}
                      required
                      aria-invalid={invalid || undefined}
                      aria-describedby={described}
                      onChange={(event) => onAlt(at, event.target.value)}
                    />
                  )}
                />
                <label className={s.coverLabel}>
                  <input
                    type="radio"
                    className={s.radio}
                    name={`${PREFIX}cover`}
                    checked={photo.cover}
                    onChange={() => onCover(at)}
                  />
                  Cover<span className={s.srOnly}> (photo {at + 1})</span>
                </label>
                <div className={s.photoActions}>
                  <button
                    type="button"
                    id={photoControl(photo.media, 'up')}
                    className={`${button({ kind: 'outline' })} ${a.smallButton} ${s.photoButton}`}
                    disabled={at === 0}
                    onClick={() => onMove(at, at - 1, 'up')}
                  >
                    Move up<span className={s.srOnly}> {name}</span>
                  </button>
                  <button
                    type="button"
                    id={photoControl(photo.media, 'down')}
                    className={`${button({ kind: 'outline' })} ${a.smallButton} ${s.photoButton}`}
                    disabled={at === photos.length - 1}
                    onClick={() => onMove(at, at + 1, 'down')}
                  >
                    Move down<span className={s.srOnly}> {name}</span>
                  </button>
                  <button
                    type="button"
                    id={photoControl(photo.media, 'remove')}
                    className={`${button({ kind: 'outline' })} ${a.smallButton} ${s.photoButton}`}
                    disabled={photos.length === 1}
                    onClick={() => onRemove(at)}
                  >
                    Remove<span className={s.srOnly}> {name}</span>
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}

/** What the site's Gallery block is given for a published project (blocks/Gallery/schema.ts), loosely: admin may not import it. */
type Picture = { src: string; alt: string };
const pictureName = (media: string) => `gallery-draft-${media.slice(0, 16)}.jpg`;

/**
 * The /gallery page's Gallery block with this project alone, as the build would resolve it once
 * published (blocks/Gallery/index.ts): the same pictures in the same places (projectPictures), the
 * place as "Rose District, Broken Arrow, OK". The photos are not published yet, so each picture is
 * the stored photo, through the image manifest the block reads.
 */
function previewPage(
  gallery: PageData,
  draft: Draft,
  project: Project,
  cityName: string,
  photoSizes: Sizes,
): { page: PageData['page']; images: ImageManifest } | null {
  const block = gallery.page.blocks.find((one) => one.type === 'Gallery');
  if (!block) return null;
  const picture = (photo: Photo): Picture => ({ src: pictureName(photo.media), alt: photo.alt });
  const { cover, before, after, more } = projectPictures(draft.photos.length ? draft.photos : project.photos);
  const neighbourhood = draft.neighbourhood.trim();
  const shown = {
    id: project.id,
    title: draft.title,
    service: draft.service,
    location: neighbourhood ? `${neighbourhood}, ${cityName}` : cityName,
    // A day being typed is not a day yet: the month shown stays the saved one until it is.
    completedOn: DAY.test(draft.completedOn) ? draft.completedOn : project.completedOn,
    story: draft.story,
    cover: picture(cover),
    ...(before && after && { before: picture(before), after: picture(after) }),
    more: more.map(picture),
  };
  const images: ImageManifest = { ...(gallery.images as ImageManifest) };
  for (const photo of draft.photos) {
    const size = photoSizes[photo.media] ?? { width: 1200, height: 900 };
    const full = `${MEDIA_PATH}/${photo.media}`;
    images[pictureName(photo.media)] = { ...size, src: full, webp: `${full}?thumb 320w, ${full} ${size.width}w` };
  }
  return { page: { ...gallery.page, blocks: [{ ...block, items: [], projects: [shown] }] }, images };
}

/** The card as /gallery draws it on a phone, by the site's own Gallery block, drawn again as the form changes. */
function CardPreview({
  project,
  draft,
  cityName,
  photoSizes,
}: {
  project: Project;
  draft: Draft;
  cityName: string;
  photoSizes: Sizes;
}) {
  const renderer = usePagePreview();
  const [gallery, setGallery] = useState<PageData | { error: string } | null>(null);
  useEffect(() => {
    if (!renderer) return;
    let live = true;
    import(/* @vite-ignore */ pageDataUrlOf('gallery'))
      .then(async (module: { default: PageData }) => {
        await renderer.loadBlockCode(module.default.page);
        if (live) setGallery(module.default);
      })
      .catch((error: unknown) => live && setGallery({ error: (error as Error).message }));
    return () => {
      live = false;
    };
  }, [renderer]);
  // The form answers each key first; the preview follows when the browser has a moment.
  const shownDraft = useDeferredValue(draft);
  const page = useMemo(
    () => (gallery && 'page' in gallery ? previewPage(gallery, shownDraft, project, cityName, photoSizes) : null),
    [gallery, shownDraft, project, cityName, photoSizes],
  );
  const headingId = useId();
  // A click on a text of the card goes to its field, as in the city editor.
  const pickText = (texts: string[]) => {
    const field = texts.some((text) => text.trim() === shownDraft.story.trim())
      ? 'story'
      : texts.some((text) => text.trim() === shownDraft.title.trim())
        ? 'title'
        : null;
    if (field) focusField(PREFIX, field);
  };
  if (!renderer) return null;
  return (
    <section className={s.preview} aria-labelledby={headingId}>
      <h3 id={headingId} className={s.previewHeading}>
        The card on /gallery, on a phone
      </h3>
      {page ? (
        <div className={s.frameHolder}>
          <PreviewFrame width="phone" onPickText={pickText}>
            <Suspense fallback={<Loading label="Drawing the preview..." />}>
              {renderer.renderPage(page.page, page.images)}
            </Suspense>
          </PreviewFrame>
        </div>
      ) : gallery && 'error' in gallery ? (
        <p className={a.muted}>The preview could not be drawn ({gallery.error}): the form works without it.</p>
      ) : gallery ? (
        <p className={a.muted}>The /gallery page has no gallery to draw the card in.</p>
      ) : (
        <Loading label="Drawing the preview..." />
      )}
      <p className={form.help}>
        Drawn as it will look once published, with the photos as stored; click the title or the story to edit it.
      </p>
    </section>
  );
}

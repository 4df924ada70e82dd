import { useEffect, useId, useMemo, useState } from 'react';
import { PHOTO_GROUP_NOTES, PHOTO_GROUPS, type PhotoSlot } from '../../schema/owner-content/photo-slots';
import {
  ALT_MAX,
  ALT_REQUIRED,
  checkChosenMedia,
  MEDIA_ACCEPT,
  MEDIA_FIELD,
  MEDIA_PATH,
  MEDIA_UPLOAD_PATH,
  STAND_IN_PATH,
} from '../../shared/owner-photos';
import { button } from '../../ui/theme/primitives.css';
import { AdminGate } from '../AdminGate';
import { AdminPage } from '../AdminPage';
import { PreviewStatus } from '../preview/PreviewStatus';
import { usePreview } from '../preview/use-preview';
import { useStepUp } from '../auth/step-up-context';
import { useAuth } from '../auth/auth-context';
import { mayUse } from '../../shared/staff-roles';
import { useToast } from '../toast/toast-context';
import { trpc } from '../trpc/client';
import { errorDataOf } from '../trpc/errors';
import * as a from '../ui/admin.css';
import { failureText, UNEXPECTED_ERROR } from '../ui/messages';
import { Loading } from '../ui/Spinner';
import * as s from './AdminPhotos.css';

/** A slot as the owner is editing it: the uploaded photo (by hash), its description and caption. */
interface SlotValue {
  media: string;
  alt: string;
  caption?: string;
}
type Slots = Record<string, SlotValue>;

/** Problems shown on a slot: its upload, or a field the server (or this page) refused. */
type SlotErrors = Record<string, { media?: string; alt?: string; caption?: string }>;

const same = (x: SlotValue | undefined, y: SlotValue | undefined) =>
  (x?.media ?? '') === (y?.media ?? '') &&
  (x?.alt ?? '').trim() === (y?.alt ?? '').trim() &&
  (x?.caption ?? '').trim() === (y?.caption ?? '').trim();

/** The document as saved: descriptions trimmed, an empty caption left out. */
function cleaned(slots: Slots): { slots: Slots } {
  return {
    slots: Object.fromEntries(
      Object.entries(slots).map(([id, value]) => [
        id,
        { media: value.media, alt: value.alt.trim(), ...(value.caption?.trim() && { caption: value.caption.trim() }) },
      ]),
    ),
  };
}

/** The server's field errors (`slots.<id>.alt` → messages) by slot and field. */
function slotErrorsOf(fieldErrors: Record<string, string[] | undefined> | undefined): SlotErrors {
  const found: SlotErrors = {};
  for (const [path, messages] of Object.entries(fieldErrors ?? {})) {
    const [head, id, field] = path.split('.');
    if (head !== 'slots' || !id || !messages?.length) continue;
    const key = field === 'alt' || field === 'caption' ? field : 'media';
    found[id] = { ...found[id], [key]: messages[0] };
  }
  return found;
}

/** Uploads one photo; answers its hash, or the server's words for why not. */
async function uploadPhoto(file: File): Promise<{ ok: true; sha256: string } | { ok: false; message: string }> {
  const body = new FormData();
  body.append(MEDIA_FIELD, file, file.name);
  try {
    const response = await fetch(MEDIA_UPLOAD_PATH, { method: 'POST', body, credentials: 'same-origin' });
    const answer = (await response.json().catch(() => ({}))) as { media?: { sha256: string }; message?: string };
    if (response.ok && answer.media) return { ok: true, sha256: answer.media.sha256 };
    return { ok: false, message: answer.message ?? UNEXPECTED_ERROR };
  } catch {
    return {
      ok: false,
      message: 'The upload did not reach the server: check the connection and choose the photo again',
    };
  }
}

function SlotCard({
  slot,
  targeted,
  value,
  live,
  errors,
  uploading,
  onUpload,
  onChange,
  onRemove,
}: {
  slot: PhotoSlot;
  /** The slot the page's address names: outlined, so the eye finds it. */
  targeted: boolean;
  value: SlotValue | undefined;
  live: SlotValue | undefined;
  errors: SlotErrors[string] | undefined;
  uploading: boolean;
  onUpload: (file: File) => void;
  onChange: (value: SlotValue) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const headingId = `${id}-heading`;
  const status = !value
    ? live
      ? { kind: 'draft' as const, text: 'Removed, not published yet' }
      : {
          kind: 'standIn' as const,
          text: slot.standIn ? 'Stand-in drawing' : slot.optional ? "State's photo" : 'No photo yet',
        }
    : same(value, live)
      ? { kind: 'live' as const, text: 'On the site' }
      : { kind: 'draft' as const, text: 'Not published yet' };
  const thumb = value
    ? `${MEDIA_PATH}/${value.media}?thumb`
    : slot.standIn
      ? `${STAND_IN_PATH}/${slot.standIn}`
      : undefined;
  const altError = errors?.alt;
  return (
    <section id={slot.id} className={`${s.slot} ${targeted ? s.targeted : ''}`} aria-labelledby={headingId}>
      <div className={s.slotHead}>
        {thumb ? (
          <img className={s.thumb} src={thumb} alt="" width={112} height={84} loading="lazy" decoding="async" />
        ) : (
          <div className={s.thumbEmpty} aria-hidden="true">
            No picture
          </div>
        )}
        <div className={s.slotTitle}>
          <h3 id={headingId} className={s.slotLabel}>
            {slot.label}
          </h3>
          <span className={s.status[status.kind]}>{status.text}</span>
        </div>
      </div>
      <p className={s.photograph}>{slot.photograph}.</p>
      <div className={s.actions}>
        <input
          id={`${id}-file`}
          className={s.fileInput}
          type="file"
          accept={MEDIA_ACCEPT}
          aria-describedby={errors?.media ? `${id}-media-error` : undefined}
          disabled={uploading}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) onUpload(file);
          }}
        />
        <label
          htmlFor={`${id}-file`}
          className={`${button({ kind: value ? 'outline' : 'secondary' })} ${a.smallButton} ${s.fileLabel}`}
        >
          {uploading ? 'Uploading…' : value ? 'Replace photo' : 'Upload photo'}
          <span className={s.srOnly}>{` for ${slot.label}`}</span>
        </label>
        {value && (
          <button type="button" className={`${a.linkButton}`} onClick={onRemove}>
            Remove
          </button>
        )}
      </div>
      {uploading && (
        <p className={s.progress} role="status">
          Uploading and checking the photo…
        </p>
      )}
      {errors?.media && (
        <p id={`${id}-media-error`} className={a.fieldError} role="alert">
          {errors.media}
        </p>
      )}
      {value && (
        <>
          <div className={a.field}>
            <label htmlFor={`${id}-alt`} className={a.label}>
              What the photo shows
            </label>
            <textarea
              id={`${id}-alt`}
              className={`${a.input} ${s.textarea}`}
              value={value.alt}
              maxLength={ALT_MAX + 50}
              required
              aria-invalid={altError ? true : undefined}
              aria-describedby={altError ? `${id}-alt-error` : `${id}-alt-help`}
              placeholder="e.g. The founder in a hard hat beside the crew truck"
              onChange={(event) => onChange({ ...value, alt: event.currentTarget.value })}
            />
            {altError ? (
              <p id={`${id}-alt-error`} className={a.fieldError}>
                {altError}
              </p>
            ) : (
              <p id={`${id}-alt-help`} className={s.progress}>
                For people who cannot see it; search engines read it too.
              </p>
            )}
          </div>
          <div className={a.field}>
            <label htmlFor={`${id}-caption`} className={a.label}>
              Caption <span className={a.secondary}>(optional)</span>
            </label>
            <input
              id={`${id}-caption`}
              className={a.input}
              value={value.caption ?? ''}
              maxLength={200}
              aria-invalid={errors?.caption ? true : undefined}
              onChange={(event) => onChange({ ...value, caption: event.currentTarget.value })}
            />
            {errors?.caption && <p className={a.fieldError}>{errors.caption}</p>}
          </div>
        </>
      )}
    </section>
  );
}

function PhotosBody({ heading }: { heading: string }) {
  const view = trpc.photos.get.useQuery(undefined, { refetchOnWindowFocus: false });
  const utils = trpc.useUtils();
  const save = trpc.photos.saveDraft.useMutation();
  const publish = trpc.photos.publish.useMutation();
  const preview = usePreview('photos');
  const { guard } = useStepUp();
  const { toast } = useToast();
  const auth = useAuth();
  const [slots, setSlots] = useState<Slots>({});
  const [errors, setErrors] = useState<SlotErrors>({});
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const [openedVersion, setOpenedVersion] = useState<number | null>(null);

  // The draft as the server has it, each time it moves on (a save, a publish, a reload).
  const data = view.data;
  useEffect(() => {
    if (data && data.version !== openedVersion) {
      setSlots(data.draft.slots);
      setOpenedVersion(data.version);
    }
  }, [data, openedVersion]);

  // A link to one slot (the launch checklist's /admin/photos#city-kansas): the slots are drawn once
  // the photos arrive, after the browser looked for the fragment, so it is looked for again then.
  const [targeted, setTargeted] = useState<string | null>(null);
  const loaded = Boolean(data);
  useEffect(() => {
    if (!loaded) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    const slot = id ? document.getElementById(id) : null;
    if (!slot) return;
    setTargeted(id);
    // A slot of a folded group (Each city) is shown first.
    const folded = slot.closest('details');
    if (folded) folded.open = true;
    slot.scrollIntoView({ block: 'start' });
  }, [loaded]);

  const savedSlots = data?.draft.slots ?? {};
  const liveSlots = data?.live.slots ?? {};
  const ids = useMemo(() => new Set([...Object.keys(slots), ...Object.keys(savedSlots)]), [slots, savedSlots]);
  const unsaved = [...ids].filter((id) => !same(slots[id], savedSlots[id])).length;
  const filled = data ? data.slots.filter((slot) => slots[slot.id]).length : 0;
  const busy = save.isPending || publish.isPending || Object.values(uploading).some(Boolean);

  const setSlot = (id: string, value: SlotValue | undefined) => {
    setSlots((current) => {
      const next = { ...current };
      if (value) next[id] = value;
      else delete next[id];
      return next;
    });
    setErrors((current) => ({ ...current, [id]: {} }));
  };

  // Focused by an effect, which runs after the commit that draws the slot's description field (set
  // in the same batch as the photo): an animation frame could run before React has drawn it, on a
  // busy phone as on a busy test machine.
  const [describeNext, setDescribeNext] = useState<string | null>(null);
  useEffect(() => {
    if (!describeNext) return;
    const field = document.querySelector<HTMLTextAreaElement>(`[id="${describeNext}"] textarea`);
    if (!field) return;
    field.focus();
    setDescribeNext(null);
  }, [describeNext]);

  const upload = async (slot: PhotoSlot, file: File) => {
    const tooBig = checkChosenMedia(file);
    if (tooBig) return setErrors((current) => ({ ...current, [slot.id]: { media: tooBig } }));
    setUploading((current) => ({ ...current, [slot.id]: true }));
    setErrors((current) => ({ ...current, [slot.id]: {} }));
    const answer = await uploadPhoto(file);
    setUploading((current) => ({ ...current, [slot.id]: false }));
    if (!answer.ok) return setErrors((current) => ({ ...current, [slot.id]: { media: answer.message } }));
    setSlots((current) => ({
      ...current,
      [slot.id]: { media: answer.sha256, alt: current[slot.id]?.alt ?? '', caption: current[slot.id]?.caption },
    }));
    // The description is next: the cursor goes there once the field is drawn (the effect below).
    setDescribeNext(slot.id);
  };

  /** This page's own check before sending: every photo described (the server checks it all again). */
  const checkDescriptions = (): boolean => {
    const missing = Object.entries(slots).filter(([, value]) => !value.alt.trim());
    if (!missing.length) return true;
    setErrors((current) => {
      const next = { ...current };
      for (const [id] of missing) next[id] = { ...next[id], alt: ALT_REQUIRED };
      return next;
    });
    document.querySelector<HTMLTextAreaElement>(`[id="${missing[0]![0]}"] textarea`)?.focus();
    return false;
  };

  /** Saves the draft if it changed; answers the version to publish from, or null when it was refused. */
  const saveDraft = async (): Promise<number | null> => {
    if (!data) return null;
    if (!checkDescriptions()) return null;
    if (!unsaved) return data.version;
    try {
      const saved = await save.mutateAsync({ version: data.version, data: cleaned(slots) });
      await utils.photos.get.invalidate();
      return saved.version;
    } catch (error) {
      const details = errorDataOf(error);
      setErrors(slotErrorsOf(details.fieldErrors as Record<string, string[]> | undefined));
      toast({ variant: 'destructive', title: 'Not saved', description: failureText(error) });
      return null;
    }
  };

  const onSave = async () => {
    const version = await saveDraft();
    if (version !== null) toast({ title: 'Draft saved', description: 'The site shows the photos once you publish.' });
  };

  // The office drafts; publishing is the owner's (shared/staff-roles.ts), and the server refuses it too.
  const mayPublish = mayUse(auth.role, 'publish');
  const onPublish = () =>
    guard(async () => {
      const version = await saveDraft();
      if (version === null) return;
      try {
        await publish.mutateAsync({ version });
        await utils.photos.get.invalidate();
        toast({
          title: 'Photos published',
          description: 'The site is being rebuilt with them: the pages show them within a minute or so.',
        });
      } catch (error) {
        const details = errorDataOf(error);
        setErrors(slotErrorsOf(details.fieldErrors as Record<string, string[]> | undefined));
        toast({ variant: 'destructive', title: 'Not published', description: failureText(error) });
      }
    });

  /** Saves first (like Publish), then has the saved draft built as the site would be, to look at. */
  const onPreview = async () => {
    const version = await saveDraft();
    if (version === null) return;
    try {
      await preview.start(version);
    } catch (error) {
      const details = errorDataOf(error);
      setErrors(slotErrorsOf(details.fieldErrors as Record<string, string[]> | undefined));
      toast({ variant: 'destructive', title: 'No preview', description: failureText(error) });
    }
  };

  const unpublished = data ? unsaved > 0 || data.unpublished : false;
  return (
    <div className={s.stack}>
      <div className={s.header}>
        <div>
          <h1 className={a.heading}>{heading}</h1>
          <p className={s.subline}>
            {data
              ? `${filled} of ${data.slots.length} picture slots have your photo; the rest show a stand-in.`
              : 'Your photos in place of the stand-in pictures.'}
          </p>
        </div>
      </div>
      {view.isPending && <Loading label="Loading the photos..." />}
      {view.isError && (
        <div className={a.note.warning} role="alert">
          <p className={a.noteText}>{failureText(view.error)}</p>
        </div>
      )}
      {data && (
        <>
          <p className={a.muted}>
            Upload a photo from your phone or computer (JPEG, PNG or WebP, up to 25 MB). Location and camera details are
            removed before it is kept, and the site makes the sizes each screen needs.
          </p>
          {PHOTO_GROUPS.map((group) => {
            const card = (slot: PhotoSlot) => (
              <SlotCard
                key={slot.id}
                slot={slot}
                targeted={targeted === slot.id}
                value={slots[slot.id]}
                live={liveSlots[slot.id]}
                errors={errors[slot.id]}
                uploading={Boolean(uploading[slot.id])}
                onUpload={(file) => void upload(slot, file)}
                onChange={(value) => setSlot(slot.id, value)}
                onRemove={() => setSlot(slot.id, undefined)}
              />
            );
            const inGroup = data.slots.filter((slot) => slot.group === group);
            if (!inGroup.length) return null;
            // An id has no spaces ("Each city"): aria-labelledby reads a space as a second id.
            const headingId = `group-${group.toLowerCase().replaceAll(' ', '-')}`;
            return (
              <section key={group} className={s.group} aria-labelledby={headingId}>
                <h2 id={headingId} className={s.groupHeading}>
                  {group}
                </h2>
                {PHOTO_GROUP_NOTES[group] && <p className={a.muted}>{PHOTO_GROUP_NOTES[group]}</p>}
                {inGroup.every((slot) => slot.optional) ? (
                  // A group of optional slots (a card per city) folds away until one is filled.
                  <details
                    className={s.folded}
                    open={inGroup.some((slot) => slots[slot.id] || liveSlots[slot.id]) || undefined}
                  >
                    <summary className={s.foldedSummary}>
                      The {inGroup.length} {group === 'Each city' ? 'cities' : 'slots'}
                    </summary>
                    <div className={s.grid}>{inGroup.map(card)}</div>
                  </details>
                ) : (
                  <div className={s.grid}>{inGroup.map(card)}</div>
                )}
              </section>
            );
          })}
          <div className={a.publishBar}>
            <p className={a.publishBarText} role="status">
              {unsaved
                ? `${unsaved} ${unsaved === 1 ? 'slot' : 'slots'} changed, not saved`
                : unpublished
                  ? 'Draft saved, not published'
                  : 'Everything here is on the site'}
            </p>
            <div className={a.buttonRow}>
              <button
                type="button"
                className={`${button({ kind: 'outline' })} ${a.smallButton}`}
                disabled={busy || !unsaved}
                onClick={() => void onSave()}
              >
                {save.isPending && !publish.isPending ? 'Saving…' : 'Save draft'}
              </button>
              <button
                type="button"
                className={`${button({ kind: 'outline' })} ${a.smallButton}`}
                disabled={busy || preview.phase === 'checking'}
                onClick={() => void onPreview()}
              >
                Preview
              </button>
              <button
                type="button"
                className={`${button({ kind: 'primary' })} ${a.smallButton}`}
                disabled={busy || !unpublished || !mayPublish}
                title={mayPublish ? undefined : 'Only the owner publishes: your saved draft waits for them.'}
                onClick={onPublish}
              >
                {publish.isPending ? 'Publishing…' : 'Publish'}
              </button>
            </div>
            <PreviewStatus phase={preview.phase} url={preview.url} error={preview.error} />
          </div>
        </>
      )}
    </div>
  );
}

/** The Photos page: the owner's photos in the site's picture slots. Loaded lazily with the tRPC client. */
export function AdminPhotos() {
  const heading = 'Photos';
  return (
    <AdminPage>
      <AdminGate heading={heading} area="drafts">
        {() => <PhotosBody heading={heading} />}
      </AdminGate>
    </AdminPage>
  );
}

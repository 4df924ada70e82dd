import { useBlocker } from '@tanstack/react-router';
import { Suspense, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { fieldChanges } from '../../schema/owner-content/changes';
import { CITY_PAGE_LISTS, cityPageSchema } from '../../schema/owner-content/city-pages';
import { cityHeroSlot } from '../../schema/owner-content/photo-slots';
import { parseForOwner } from '../../schema/owner-content/owner-words';
import { pageDataUrlOf } from '../../shared/page-data-path';
import { mayUse } from '../../shared/staff-roles';
import type { ImageManifest } from '../../shared/images';
import type { StateCode } from '../../schema/common';
import { useSiteLocation } from '../../ui/navigation';
import { usePagePreview } from '../../ui/page-preview';
import { useSite } from '../../ui/page-context';
import { SiteLink } from '../../ui/SiteLink';
import { button } from '../../ui/theme/primitives.css';
import { AdminGate } from '../AdminGate';
import { AdminPage } from '../AdminPage';
import { useAuth } from '../auth/auth-context';
import { useStepUp } from '../auth/step-up-context';
import { ContentForm, ErrorSummary, type FormProblem, focusField } from '../content/form/ContentForm';
import { keyPath } from '../content/form/describe';
import { setAt } from '../content/form/path';
import { type ConflictChange, ConflictNotice } from '../site/ConflictNotice';
import * as facts from '../site/AdminSiteFacts.css';
import { useToast } from '../toast/toast-context';
import { errorDataOf } from '../trpc/errors';
import type { CityPageView } from '../trpc/outputs';
import * as a from '../ui/admin.css';
import { failureText } from '../ui/messages';
import { Loading } from '../ui/Spinner';
import * as s from './CityPageEditor.css';
import * as form from '../content/form/form.css';
import { clearLocalDraft, type LocalDraft, readLocalDraft, writeLocalDraft } from './local-draft';
import { type PageData, fieldOfText, patchCityPage, type PreviewCity } from './preview-patch';
import { PreviewFrame, type PreviewWidth } from './PreviewFrame';
import { useCityPage, useCityPages, useFetchCityPage, usePublishCityPage, useSaveCityPage } from './queries';
import { useEditHistory } from './use-edit-history';
import { EditLockBanner } from './EditLockBanner';
import { HistoryPanel } from './HistoryPanel';
import { useEditLock } from './use-edit-lock';

/** Field ids start with this (`field-faqs.0.answer`), the path the server keys its problems by. */
export const FIELD_PREFIX = 'field-';
/** The autosave waits this long after the last change. */
export const AUTOSAVE_MS = 2_000;
/** A performance mark at each edit, and the measure from it to the preview drawn (npm run bench:editor reads them). */
export const MARK_EDIT = 'city-editor:edit';
export const MEASURE_PREVIEW = 'city-editor:preview';

const same = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);
const clock = (at: Date | number) => new Date(at).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
const LISTS = CITY_PAGE_LISTS;
const READ_ONLY = ['slug'] as const;

/** Where the autosave is: what the toolbar says. */
type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'invalid'; count: number }
  | { kind: 'failed'; message: string };

interface Refusal {
  title: string;
  problems: FormProblem[];
}

/**
 * The built page the preview starts from: the city's own once the site has it, else (a city just
 * added) a page of a city in the same state, its words swapped for the draft's.
 */
function usePreviewSource(slug: string, state: string | undefined) {
  const list = useCityPages();
  const renderer = usePagePreview();
  const from = useMemo(() => {
    const pages = list.data ?? [];
    if (pages.some((page) => page.slug === slug && page.live !== 'none')) return slug;
    return (pages.find((page) => page.state === state && page.live !== 'none') ?? pages.find((p) => p.live !== 'none'))
      ?.slug;
  }, [list.data, slug, state]);
  const [source, setSource] = useState<{ from: string; data: PageData } | { from: string; error: string } | null>(null);
  useEffect(() => {
    if (!from || !renderer) return;
    let live = true;
    const url = pageDataUrlOf(`locations/${from}`);
    import(/* @vite-ignore */ url)
      .then(async (module: { default: PageData }) => {
        await renderer.loadBlockCode(module.default.page);
        if (live) setSource({ from, data: module.default });
      })
      .catch((error: unknown) => live && setSource({ from, error: (error as Error).message }));
    return () => {
      live = false;
    };
  }, [from, renderer]);
  return { source, from, own: from === slug };
}

const preloaded = new Set<string>();

/**
 * Starts fetching a city file's built page and its blocks' code as soon as the draft has answered,
 * before the editor draws (a long page's form takes a while): by the time the editor asks for them
 * (usePreviewSource), the browser has them. Called while drawing, once per city, like React's own
 * preload calls; only for a city with a file, whose page the site surely has.
 */
function preloadPreview(slug: string, renderer: NonNullable<ReturnType<typeof usePagePreview>>) {
  if (preloaded.has(slug)) return;
  preloaded.add(slug);
  import(/* @vite-ignore */ pageDataUrlOf(`locations/${slug}`))
    .then((module: { default: PageData }) => renderer.loadBlockCode(module.default.page))
    .catch(() => preloaded.delete(slug));
}

/** The preview's page, drawn by the site's own blocks; marks when a change has reached it. */
function PreviewPage({ data }: { data: PageData }) {
  const renderer = usePagePreview();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs each time the page drawn changes
  useLayoutEffect(() => {
    if (performance.getEntriesByName(MARK_EDIT, 'mark').length) {
      performance.measure(MEASURE_PREVIEW, MARK_EDIT);
      performance.clearMarks(MARK_EDIT);
    }
  }, [data]);
  return <>{renderer?.renderPage(data.page, data.images as ImageManifest)}</>;
}

function Editor({ slug, loaded }: { slug: string; loaded: CityPageView }) {
  const { toast } = useToast();
  const { guard } = useStepUp();
  const site = useSite();
  const auth = useAuth();
  const user = auth.user?.id ?? 'signed-out';
  const mayPublish = mayUse(auth.role, 'publish');
  const saveDraft = useSaveCityPage();
  const publish = usePublishCityPage();
  const fetchPage = useFetchCityPage();

  const history = useEditHistory<unknown>(loaded.draft);
  const draft = history.value;
  const city = draft as PreviewCity & { state?: string };
  const [base, setBase] = useState({
    version: loaded.version,
    data: loaded.draft as unknown,
    unpublished: loaded.unpublished,
  });
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);
  const [note, setNote] = useState('');
  // A phone previews at a phone's width; from 900 px, where the preview is beside the form, at a laptop's.
  const [width, setWidth] = useState<PreviewWidth>(() =>
    typeof window !== 'undefined' && window.matchMedia(s.WIDE).matches ? 'desktop' : 'phone',
  );
  const [tab, setTab] = useState<'form' | 'preview'>('form');
  // A draft this browser kept and the server never got (a tab closed before the autosave): offered back.
  const [kept, setKept] = useState<LocalDraft | null>(() => {
    const local = readLocalDraft(user, slug);
    return local && !same(local.data, loaded.draft) ? local : null;
  });
  const summaryRef = useRef<HTMLDivElement>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Who else has the page open: while it is theirs, this editor reads and saves nothing.
  const lock = useEditLock(slug);
  const dirty = !same(draft, base.data);
  const busy = saveDraft.isPending || publish.isPending;
  const name = city.name || loaded.draft.name;
  const stateLabel = site.states[city.state as StateCode]?.name;

  const change = useCallback(
    (next: unknown) => {
      performance.mark(MARK_EDIT);
      // Typing in one field is one step of undo (coalesced by the hook); the field is the one focused.
      history.set(next, document.activeElement?.id ?? '');
    },
    [history.set],
  );

  // Every change is kept in this browser until the server has it; nothing while a kept draft is on offer.
  useEffect(() => {
    if (kept) return;
    if (dirty) writeLocalDraft(user, slug, { at: Date.now(), version: base.version, data: draft });
    else clearLocalDraft(user, slug);
  }, [kept, dirty, draft, user, slug, base.version]);

  // Undo and redo from the keyboard, wherever focus is in the editor.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) history.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') history.redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [history.undo, history.redo]);

  const showRefusal = useCallback((next: Refusal) => {
    setRefusal(next);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }, []);

  /** Saves the draft as it is now; resolves to the version saved on, or null when refused. */
  const save = useCallback(
    async (data: unknown): Promise<number | null> => {
      setSaveState({ kind: 'saving' });
      try {
        const saved = await saveDraft.mutateAsync({ slug, version: base.version, data });
        setBase({ version: saved.version, data, unpublished: true });
        setSaveState({ kind: 'saved', at: new Date() });
        setConflict(null);
        return saved.version;
      } catch (error) {
        const answer = errorDataOf(error);
        if (answer.appCode === 'STALE_DRAFT' && answer.conflict) {
          setConflict(answer.conflict.changes);
          setSaveState({ kind: 'failed', message: 'Not saved: someone else saved this page' });
          requestAnimationFrame(() => conflictRef.current?.focus());
        } else if (answer.problems?.length) {
          setSaveState({ kind: 'invalid', count: new Set(answer.problems.map((problem) => problem.path)).size });
          showRefusal({ title: 'Not saved: fix these first', problems: answer.problems });
        } else setSaveState({ kind: 'failed', message: `Not saved: ${failureText(error)}` });
        return null;
      }
    },
    [saveDraft.mutateAsync, slug, base.version, showRefusal],
  );

  // The autosave: two seconds after the last change, when the form's own check passes.
  useEffect(() => {
    if (!dirty || conflict || saveDraft.isPending || kept || lock.readOnly) return;
    const parsed = parseForOwner(cityPageSchema, draft);
    if (!parsed.success) {
      setSaveState({ kind: 'invalid', count: new Set(parsed.problems.map((problem) => problem.path)).size });
      return;
    }
    setSaveState((current) => (current.kind === 'invalid' ? { kind: 'idle' } : current));
    const timer = window.setTimeout(() => void save(draft), AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [dirty, conflict, saveDraft.isPending, kept, lock.readOnly, draft, save]);

  // Leaving with edits the server does not have yet asks first (they are kept in this browser too).
  useBlocker({
    shouldBlockFn: () => dirty && !window.confirm(`Your latest changes to ${name} are not saved yet. Leave anyway?`),
    enableBeforeUnload: () => dirty,
  });

  /** Their draft as it is now: the base to save on from here. */
  const loadTheirs = async () => {
    const theirs = await fetchPage(slug);
    setBase({ version: theirs.version, data: theirs.draft, unpublished: theirs.unpublished });
    return theirs.draft as unknown;
  };
  const takeTheirs = async () => {
    if (dirty && !window.confirm('Drop your unsaved changes and use their draft?')) return;
    history.reset(await loadTheirs());
    setConflict(null);
    setRefusal(null);
  };
  const reapplyMine = async () => {
    const mine = fieldChanges(base.data, draft);
    let merged = await loadTheirs();
    for (const edit of mine) merged = setAt(merged, keyPath(edit.path), edit.after);
    history.set(merged);
    setConflict(null);
    toast({ title: 'Your changes are back on top of theirs', description: 'They are saved in a moment.' });
  };

  const doPublish = () =>
    guard(() => {
      void (async () => {
        setRefusal(null);
        const version = dirty ? await save(draft) : base.version;
        if (version === null) return;
        publish.mutate(
          { slug, version, ...(note.trim() && { note: note.trim() }) },
          {
            onSuccess: () => {
              setNote('');
              setBase((current) => ({ ...current, unpublished: false }));
              toast({
                title: 'Published',
                description: `The site checked the ${name} page and is being rebuilt with it: it shows within a minute or so.`,
              });
            },
            onError: (error) => {
              const answer = errorDataOf(error);
              if (answer.appCode === 'CONTENT_GATE_FAILED' && answer.problems) {
                showRefusal({
                  title: "Not published: the site's check found problems. The site still shows what it showed.",
                  problems: answer.problems,
                });
                return;
              }
              if (answer.appCode === 'STEP_UP_REQUIRED') return;
              toast({ title: 'Not published', description: failureText(error), variant: 'destructive' });
            },
          },
        );
      })();
    });

  // The preview: the built page with the draft put in, drawn on every change.
  const { source, own } = usePreviewSource(slug, city.state);
  // The field answers the key at once; the preview (a whole page) follows in a render React may interrupt.
  const previewed = useDeferredValue(city);
  const shown = useMemo(
    () => (source && 'data' in source ? patchCityPage(source.data, previewed) : null),
    [source, previewed],
  );
  const pickText = (texts: string[]) => {
    for (const text of texts) {
      const key = fieldOfText(draft, text);
      if (!key) continue;
      setTab('form');
      requestAnimationFrame(() => focusField(FIELD_PREFIX, key));
      return;
    }
  };

  const choices = useMemo(
    () => ({
      office: site.offices.map((office) => ({ value: office.id, label: office.label })),
      state: Object.entries(site.states).map(([code, state]) => ({ value: code, label: state?.name ?? code })),
    }),
    [site.offices, site.states],
  );

  const publishBlocked = !mayPublish
    ? 'Only the owner publishes: your saved draft waits for them.'
    : lock.state === 'theirs'
      ? 'Someone else has this page open: take it over to publish.'
      : conflict
        ? 'Pick how to go on with the other save first.'
        : !dirty && !base.unpublished
          ? 'Nothing to publish: the site shows this page.'
          : null;

  const status =
    saveState.kind === 'saving' ? (
      <p className={s.saveState}>Saving…</p>
    ) : saveState.kind === 'invalid' && dirty ? (
      <p className={`${s.saveState} ${s.saveProblem}`}>
        Not saved: {saveState.count === 1 ? '1 field needs' : `${saveState.count} fields need`} attention
      </p>
    ) : saveState.kind === 'failed' ? (
      <p className={`${s.saveState} ${s.saveProblem}`}>{saveState.message}</p>
    ) : dirty ? (
      <p className={s.saveState}>Unsaved changes</p>
    ) : saveState.kind === 'saved' ? (
      <p className={s.saveState}>Saved {clock(saveState.at)}</p>
    ) : (
      <p className={s.saveState}>{base.unpublished ? 'Draft not published' : 'The site shows this'}</p>
    );

  return (
    <div className={facts.stack}>
      <div>
        <p className={s.breadcrumb}>
          <SiteLink href="/admin/pages">City pages</SiteLink> ›
        </p>
        <h1 className={a.heading}>
          {name}, {city.state}
        </h1>
        <p className={facts.subline}>
          The words of the page at <span translate="no">/locations/{slug}</span>. The preview shows them as you type;
          changes save by themselves and go live when you publish.
        </p>
      </div>

      <EditLockBanner
        lock={lock}
        onViewReadOnly={() => formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus()}
      />

      <div className={s.toolbar} role="toolbar" aria-label="Editing">
        <div className={s.toolbarGroup} aria-live="polite">
          {status}
        </div>
        <div className={s.toolbarGroup}>
          <button
            type="button"
            className={form.smallButton}
            disabled={!history.canUndo}
            onClick={history.undo}
            aria-keyshortcuts="Control+Z Meta+Z"
          >
            Undo
          </button>
          <button
            type="button"
            className={form.smallButton}
            disabled={!history.canRedo}
            onClick={history.redo}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
          >
            Redo
          </button>
          <fieldset className={`${s.segmented} ${s.phoneOnly}`}>
            <legend className="visually-hidden">Show</legend>
            <button type="button" className={s.segment} aria-pressed={tab === 'form'} onClick={() => setTab('form')}>
              Edit
            </button>
            <button
              type="button"
              className={s.segment}
              aria-pressed={tab === 'preview'}
              onClick={() => setTab('preview')}
            >
              Preview
            </button>
          </fieldset>
        </div>
      </div>

      {kept && (
        <div className={a.note.warning} role="alert" data-restore-offer>
          <p className={a.noteTitle}>Restore your unsaved changes from {clock(kept.at)}?</p>
          <p className={a.noteText}>This browser kept edits to this page that were never saved.</p>
          <div className={a.buttonRow}>
            <button
              type="button"
              className={button({ kind: 'secondary' })}
              onClick={() => {
                history.set(kept.data);
                setKept(null);
              }}
            >
              Restore them
            </button>
            <button
              type="button"
              className={button({ kind: 'outline' })}
              onClick={() => {
                clearLocalDraft(user, slug);
                setKept(null);
              }}
            >
              Discard them
            </button>
          </div>
        </div>
      )}

      <div className={s.layout}>
        <form
          ref={formRef}
          className={`${s.formColumn} ${tab === 'preview' ? s.hiddenOnPhone : ''}`}
          noValidate
          aria-labelledby="city-form-title"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy && !conflict && dirty) void save(draft);
          }}
        >
          <h2 id="city-form-title" className="visually-hidden">
            Edit the {name} page
          </h2>
          {conflict && (
            <ConflictNotice
              ref={conflictRef}
              what={`the ${name} page`}
              changes={conflict}
              busy={busy}
              onTakeTheirs={() => void takeTheirs()}
              onReapplyMine={() => void reapplyMine()}
            />
          )}
          {refusal && (
            <ErrorSummary ref={summaryRef} title={refusal.title} problems={refusal.problems} idPrefix={FIELD_PREFIX} />
          )}
          <ContentForm
            schema={cityPageSchema}
            value={draft}
            onChange={change}
            problems={refusal?.problems}
            idPrefix={FIELD_PREFIX}
            choices={choices}
            lists={LISTS}
            readOnly={READ_ONLY}
            disabled={lock.readOnly}
          />
          <section className={s.card} aria-labelledby="hero-photo-heading">
            <h2 id="hero-photo-heading" className={s.cardHeading}>
              Photo at the top
            </h2>
            <p className={a.muted}>
              The {name} page shows its own photo at the top when its slot on the Photos page holds one; until then, the
              photo its state's city pages share{stateLabel ? ` (${stateLabel})` : ''}. Photos go live when they are
              published there.
            </p>
            <p>
              <SiteLink href={`/admin/photos#${cityHeroSlot(slug)}`}>Choose a photo for the {name} page</SiteLink>
            </p>
          </section>
          <section className={s.card} aria-labelledby="publish-heading">
            <h2 id="publish-heading" className={s.cardHeading}>
              Publish
            </h2>
            <p className={a.muted}>
              Publishing checks the whole site with this page (every rule a city page must pass, and that it is not a
              copy of another city's) and puts it live only if all is well. You confirm it's you first.
            </p>
            <label htmlFor="release-note" className={a.label}>
              What changed <span className={a.secondary}>(optional, shown in the history)</span>
            </label>
            <input
              id="release-note"
              className={a.input}
              value={note}
              maxLength={500}
              onChange={(event) => setNote(event.target.value)}
            />
            <div className={a.buttonRow}>
              <button
                type="button"
                className={`${button({ kind: 'primary' })} ${facts.bigButton}`}
                disabled={busy || publishBlocked !== null}
                aria-describedby={publishBlocked ? 'publish-blocked' : undefined}
                onClick={doPublish}
              >
                {publish.isPending ? 'Checking the whole site…' : 'Publish'}
              </button>
            </div>
            {publishBlocked && (
              <p id="publish-blocked" className={facts.meta}>
                {publishBlocked}
              </p>
            )}
          </section>
          {base.version > 0 && (
            <HistoryPanel
              slug={slug}
              version={base.version}
              onRestored={() => {
                // The restored revision is the draft now: the editor starts again from it.
                void loadTheirs().then((restored) => {
                  history.reset(restored);
                  setSaveState({ kind: 'saved', at: new Date() });
                });
              }}
            />
          )}
        </form>

        <section
          className={`${s.previewColumn} ${tab === 'form' ? s.hiddenOnPhone : ''}`}
          aria-labelledby="preview-heading"
        >
          <div className={s.previewBar}>
            <h2 id="preview-heading" className={s.previewTitle}>
              Preview
            </h2>
            <fieldset className={s.segmented}>
              <legend className="visually-hidden">Preview width</legend>
              <button
                type="button"
                className={s.segment}
                aria-pressed={width === 'phone'}
                onClick={() => setWidth('phone')}
              >
                Phone
              </button>
              <button
                type="button"
                className={s.segment}
                aria-pressed={width === 'desktop'}
                onClick={() => setWidth('desktop')}
              >
                Desktop
              </button>
            </fieldset>
          </div>
          {shown ? (
            <PreviewFrame width={width} onPickText={pickText}>
              {/* A section of a block the page had not used suspends until its code arrives; the
                  deferred preview keeps the last page drawn meanwhile, this covers the first draw. */}
              <Suspense fallback={<Loading label="Drawing the preview..." />}>
                <PreviewPage data={shown} />
              </Suspense>
            </PreviewFrame>
          ) : source && 'error' in source ? (
            <p className={a.muted}>The preview could not be drawn: {source.error}</p>
          ) : (
            <Loading label="Drawing the preview..." />
          )}
          {shown && !own && (
            <p className={s.previewNote}>
              Drawn on another {city.state} city's page until this one is published. Click a text to edit it.
            </p>
          )}
          {shown && own && <p className={s.previewNote}>Click a text in the preview to edit it.</p>}
        </section>
      </div>
    </div>
  );
}

function EditorBody() {
  const search = useSiteLocation().search;
  const slug = new URLSearchParams(search).get('city') ?? '';
  const page = useCityPage(slug);
  // Asked beside the draft, not after the editor draws: the preview's starting page comes from it.
  useCityPages();
  const renderer = usePagePreview();
  if (page.data?.file && renderer) preloadPreview(slug, renderer);
  if (!slug)
    return (
      <div className={a.note.warning} role="alert">
        <p className={a.noteText}>
          No city named. <SiteLink href="/admin/pages">Open one from the list of city pages.</SiteLink>
        </p>
      </div>
    );
  if (page.isPending) return <Loading label="Opening the page..." />;
  if (page.isError)
    return (
      <div className={a.note.warning} role="alert">
        <p className={a.noteText}>{failureText(page.error)}</p>
        <p className={a.noteText}>
          <SiteLink href="/admin/pages">Back to the city pages</SiteLink>
        </p>
      </div>
    );
  // Keyed by the city: another city opened starts from its own draft and history.
  return <Editor key={slug} slug={slug} loaded={page.data} />;
}

/** `/admin/pages/edit?city=<slug>`: a city page's words in a form made from its schema, with a live preview. */
export function CityPageEditor() {
  return (
    <AdminPage>
      <AdminGate heading="Edit a city page" area="drafts">
        {() => <EditorBody />}
      </AdminGate>
    </AdminPage>
  );
}

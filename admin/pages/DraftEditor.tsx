import { useBlocker } from '@tanstack/react-router';
import {
  memo,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { z } from 'zod';
import { fieldChanges } from '../../schema/owner-content/changes';
import { parseForOwner } from '../../schema/owner-content/owner-words';
import { mayUse } from '../../shared/staff-roles';
import type { ImageManifest } from '../../shared/images';
import { usePagePreview } from '../../ui/page-preview';
import { SiteLink } from '../../ui/SiteLink';
import { button } from '../../ui/theme/primitives.css';
import { useAuth } from '../auth/auth-context';
import { useStepUp } from '../auth/step-up-context';
import { ContentForm, ErrorSummary, type FormProblem, focusField } from '../content/form/ContentForm';
import { keyPath } from '../content/form/describe';
import type { Choice, ListRule } from '../content/form/form-context';
import { setAt } from '../content/form/path';
import { type ConflictChange, ConflictNotice } from '../site/ConflictNotice';
import * as facts from '../site/AdminSiteFacts.css';
import { useToast } from '../toast/toast-context';
import { errorDataOf } from '../trpc/errors';
import * as a from '../ui/admin.css';
import { failureText } from '../ui/messages';
import { Loading } from '../ui/Spinner';
import * as s from './CityPageEditor.css';
import * as form from '../content/form/form.css';
import { EditLockBanner } from './EditLockBanner';
import { HistoryPanel } from './HistoryPanel';
import { clearLocalDraft, type LocalDraft, readLocalDraft, writeLocalDraft } from './local-draft';
import { type PageRef, refKey } from './page-ref';
import { type PageData, fieldOfText } from './preview-patch';
import { PreviewFrame, type PreviewWidth } from './PreviewFrame';
import type { PreviewSource } from './preview-source';
import { useEditHistory } from './use-edit-history';
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

/** A draft as the editor opens it and as the server answers it again. */
export interface OpenedDraft {
  version: number;
  draft: unknown;
  unpublished: boolean;
}

/**
 * One page the editor edits (a city page, a page's zone): its document, its form, its preview and
 * the calls that save and publish it. The editor itself (undo, autosave, the kept draft, the lock,
 * a stale save's merge, publish, history) is the same for every page.
 */
export interface EditedPage<P = unknown> {
  ref: PageRef;
  loaded: OpenedDraft;
  schema: z.ZodType;
  lists: Readonly<Record<string, ListRule>>;
  readOnly?: readonly string[];
  choices?: Partial<Record<string, readonly Choice[]>>;
  /** "the Jenks page", "Our story on the About page": what messages call it. */
  what: (draft: unknown) => string;
  /** The view's heading. */
  heading: (draft: unknown) => ReactNode;
  /** Where the words are shown on the site: "The words of the page at /locations/jenks". */
  where: ReactNode;
  /** What Publish checks, in the owner's words. */
  publishHelp: string;
  /** Cards of this kind of page between the form and Publish (a city's photo at the top). */
  extra?: (draft: unknown) => ReactNode;
  /** What this page's preview hook is given besides the draft (the zone's page file and declaration). */
  previewOf: P;
  /**
   * The preview: the built page to start from, how the draft is put into it, and the note under it.
   * A hook at a module's top level (called on every draw of the editor, the same one for a kind of page).
   */
  usePreview: (
    draft: unknown,
    of: P,
  ) => {
    source: PreviewSource | null;
    patch: (data: PageData, draft: unknown) => PageData;
    note: ReactNode;
  };
  api: {
    save: (version: number, data: unknown) => Promise<{ version: number }>;
    saving: boolean;
    publish: (
      input: { version: number; note?: string },
      callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
    ) => void;
    publishing: boolean;
    fetch: () => Promise<OpenedDraft>;
  };
}

/** The blocks the preview draws first: a hero and the sections under it fill the preview's first screen. */
const FIRST_BLOCKS = 3;

/**
 * The preview's page, drawn by the site's own blocks; marks when a change has reached it. Drawn
 * again only for a new page (the editor draws again for a save's answer, the lock, the history).
 */
const PreviewPage = memo(function PreviewPage({ data }: { data: PageData }) {
  const renderer = usePagePreview();
  // The page's first blocks draw with the editor, the rest (a long list of questions) at once after,
  // in a render React may interrupt: the preview opens on its first screen.
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    if (!whole) startTransition(() => setWhole(true));
  }, [whole]);
  const page = whole ? data.page : { ...data.page, blocks: data.page.blocks.slice(0, FIRST_BLOCKS) };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs each time the page drawn changes
  useLayoutEffect(() => {
    if (performance.getEntriesByName(MARK_EDIT, 'mark').length) {
      performance.measure(MEASURE_PREVIEW, MARK_EDIT);
      performance.clearMarks(MARK_EDIT);
    }
  }, [data]);
  return <>{renderer?.renderPage(page, data.images as ImageManifest)}</>;
});

/**
 * A page's words in a form generated from its schema, beside a live preview drawn by the site's own
 * blocks: undo and redo, an autosave to the server, the unsaved draft kept in this browser, the
 * page's soft lock, a stale save shown with the difference, publish through the content gate, and
 * the page's history.
 */
export function DraftEditor<P>({ page }: { page: EditedPage<P> }) {
  const { ref, loaded, api } = page;
  const storeKey = refKey(ref);
  const { toast } = useToast();
  const { guard } = useStepUp();
  const auth = useAuth();
  const user = auth.user?.id ?? 'signed-out';
  const mayPublish = mayUse(auth.role, 'publish');

  const history = useEditHistory<unknown>(loaded.draft);
  const draft = history.value;
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
    const local = readLocalDraft(user, storeKey);
    return local && !same(local.data, loaded.draft) ? local : null;
  });
  const summaryRef = useRef<HTMLDivElement>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Who else has the page open: while it is theirs, this editor reads and saves nothing.
  const lock = useEditLock(ref);
  const dirty = !same(draft, base.data);
  const busy = api.saving || api.publishing;
  const what = page.what(draft);

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
    if (dirty) writeLocalDraft(user, storeKey, { at: Date.now(), version: base.version, data: draft });
    else clearLocalDraft(user, storeKey);
  }, [kept, dirty, draft, user, storeKey, base.version]);

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
        const saved = await api.save(base.version, data);
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
    [api.save, base.version, showRefusal],
  );

  // The autosave: two seconds after the last change, when the form's own check passes.
  useEffect(() => {
    if (!dirty || conflict || api.saving || kept || lock.readOnly) return;
    const parsed = parseForOwner(page.schema, draft);
    if (!parsed.success) {
      setSaveState({ kind: 'invalid', count: new Set(parsed.problems.map((problem) => problem.path)).size });
      return;
    }
    setSaveState((current) => (current.kind === 'invalid' ? { kind: 'idle' } : current));
    const timer = window.setTimeout(() => void save(draft), AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [dirty, conflict, api.saving, kept, lock.readOnly, draft, save, page.schema]);

  // Leaving with edits the server does not have yet asks first (they are kept in this browser too).
  useBlocker({
    shouldBlockFn: () => dirty && !window.confirm(`Your latest changes to ${what} are not saved yet. Leave anyway?`),
    enableBeforeUnload: () => dirty,
  });

  /** Their draft as it is now: the base to save on from here. */
  const loadTheirs = async () => {
    const theirs = await api.fetch();
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
        api.publish(
          { version, ...(note.trim() && { note: note.trim() }) },
          {
            onSuccess: () => {
              setNote('');
              setBase((current) => ({ ...current, unpublished: false }));
              toast({
                title: 'Published',
                description: `The site checked ${what} and is being rebuilt with it: it shows within a minute or so.`,
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
  const preview = page.usePreview(draft, page.previewOf);
  const { source } = preview;
  // The field answers the key at once; the preview (a whole page) follows in a render React may interrupt.
  const previewed = useDeferredValue(draft);
  const shown = useMemo(
    () => (source && 'data' in source ? preview.patch(source.data, previewed) : null),
    [source, preview.patch, previewed],
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
          <SiteLink href="/admin/pages">Pages</SiteLink> ›
        </p>
        <h1 className={a.heading}>{page.heading(draft)}</h1>
        <p className={facts.subline}>
          {page.where}. The preview shows them as you type; changes save by themselves and go live when you publish.
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
                clearLocalDraft(user, storeKey);
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
          aria-labelledby="draft-form-title"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy && !conflict && dirty) void save(draft);
          }}
        >
          <h2 id="draft-form-title" className="visually-hidden">
            Edit {what}
          </h2>
          {conflict && (
            <ConflictNotice
              ref={conflictRef}
              what={what}
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
            schema={page.schema}
            value={draft}
            onChange={change}
            problems={refusal?.problems}
            idPrefix={FIELD_PREFIX}
            choices={page.choices}
            lists={page.lists}
            readOnly={page.readOnly}
            disabled={lock.readOnly}
          />
          {page.extra?.(draft)}
          <section className={s.card} aria-labelledby="publish-heading">
            <h2 id="publish-heading" className={s.cardHeading}>
              Publish
            </h2>
            <p className={a.muted}>{page.publishHelp}</p>
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
                {api.publishing ? 'Checking the whole site…' : 'Publish'}
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
              page={ref}
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
          {shown && <p className={s.previewNote}>{preview.note}</p>}
        </section>
      </div>
    </div>
  );
}

import { mayUse } from '../../shared/staff-roles';
import { useAuth } from '../auth/auth-context';
import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fieldChanges } from '../../schema/owner-content/changes';
import { siteFactsSchema } from '../../schema/owner-content/site-facts';
import { useSite } from '../../ui/page-context';
import { button } from '../../ui/theme/primitives.css';
import { AdminGate } from '../AdminGate';
import { AdminPage } from '../AdminPage';
import { PreviewStatus } from '../preview/PreviewStatus';
import { usePreview } from '../preview/use-preview';
import { useStepUp } from '../auth/step-up-context';
import { ContentForm, ErrorSummary, type FormProblem, focusFieldWhenDrawn } from '../content/form/ContentForm';
import { keyPath } from '../content/form/describe';
import { setAt } from '../content/form/path';
import { useToast } from '../toast/toast-context';
import { errorDataOf } from '../trpc/errors';
import type { ReleaseHistoryEntry, SiteFactsView } from '../trpc/outputs';
import * as a from '../ui/admin.css';
import { failureText } from '../ui/messages';
import { Loading } from '../ui/Spinner';
import * as s from './AdminSiteFacts.css';
import { type ConflictChange, ConflictNotice } from './ConflictNotice';
import { useFetchSiteFacts, usePublish, useReleaseHistory, useRollback, useSaveDraft, useSiteFacts } from './queries';
import { ReleaseHistory } from './ReleaseHistory';

/** Field ids start with this; an address's #registrations.0 opens that field (the launch checklist links so). */
export const FIELD_PREFIX = 'field-';

const same = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/** Why a save, publish or rollback was refused, as the form shows it. */
interface Refusal {
  title: string;
  problems: FormProblem[];
}

function Editor({ heading, loaded }: { heading: string; loaded: SiteFactsView }) {
  const { toast } = useToast();
  const { guard } = useStepUp();
  const site = useSite();
  const saveDraft = useSaveDraft();
  const publish = usePublish();
  const rollback = useRollback();
  // The office drafts; publishing is the owner's (shared/staff-roles.ts), and the server refuses it too.
  const mayPublish = mayUse(useAuth().role, 'publish');
  const history = useReleaseHistory();
  const fetchFacts = useFetchSiteFacts();
  const preview = usePreview('siteFacts');

  // The draft as last loaded or saved (what "unsaved" is measured against) and the version to save on.
  const [base, setBase] = useState<{ version: number; data: unknown; unpublished: boolean }>({
    version: loaded.version,
    data: loaded.draft,
    unpublished: loaded.unpublished,
  });
  const [draft, setDraft] = useState<unknown>(loaded.draft);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);
  const [note, setNote] = useState('');
  const [rollingBack, setRollingBack] = useState<number | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  const dirty = !same(draft, base.data);

  // The server's draft changed under a clean editor (a publish, a rollback): show it.
  useEffect(() => {
    // Versions only grow: an answer older than what this editor saved on (a refetch under way) is not news.
    const newer =
      loaded.version > base.version || (loaded.version === base.version && loaded.unpublished !== base.unpublished);
    if (!newer || !same(draft, base.data)) return;
    setBase({ version: loaded.version, data: loaded.draft, unpublished: loaded.unpublished });
    setDraft(loaded.draft);
  }, [loaded, base, draft]);

  // An address naming a field (#registrations.0, from the launch checklist) opens on it.
  useEffect(() => {
    const key = decodeURIComponent(window.location.hash.slice(1));
    if (key) focusFieldWhenDrawn(FIELD_PREFIX, key);
  }, []);

  // Leaving with unsaved edits asks first: another view of the app, a reload, closing the tab.
  useBlocker({
    shouldBlockFn: () =>
      dirty && !window.confirm('You have unsaved changes to the business facts. Leave and lose them?'),
    enableBeforeUnload: () => dirty,
  });

  const showRefusal = (next: Refusal) => {
    setRefusal(next);
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const save = () => {
    setRefusal(null);
    saveDraft.mutate(
      { version: base.version, data: draft },
      {
        onSuccess: (saved) => {
          setBase({ version: saved.version, data: draft, unpublished: true });
          setConflict(null);
          toast({
            title: saved.unchanged ? 'Nothing to save' : 'Draft saved',
            description: saved.unchanged
              ? 'The draft already holds these facts.'
              : 'The site does not show it until you publish.',
          });
        },
        onError: (error) => {
          const data = errorDataOf(error);
          if (data.appCode === 'STALE_DRAFT' && data.conflict) {
            setConflict(data.conflict.changes);
            requestAnimationFrame(() => conflictRef.current?.focus());
            return;
          }
          if (data.problems?.length) {
            showRefusal({ title: 'Not saved: fix these first', problems: data.problems });
            return;
          }
          toast({ title: 'Not saved', description: failureText(error), variant: 'destructive' });
        },
      },
    );
  };

  /** Their draft as it is now: the base to save on from here. */
  const loadTheirs = async () => {
    const theirs = await fetchFacts();
    setBase({ version: theirs.version, data: theirs.draft, unpublished: theirs.unpublished });
    return theirs.draft as unknown;
  };

  const takeTheirs = async () => {
    if (dirty && !window.confirm('Drop your unsaved changes and use their draft?')) return;
    setDraft(await loadTheirs());
    setConflict(null);
    setRefusal(null);
  };

  /** Their draft with each field this editor changed set again: nothing of either is lost; save when it reads right. */
  const reapplyMine = async () => {
    const mine = fieldChanges(base.data, draft);
    let merged = await loadTheirs();
    for (const change of mine) merged = setAt(merged, keyPath(change.path), change.after);
    setDraft(merged);
    setConflict(null);
    toast({
      title: 'Your changes are back on top of theirs',
      description: 'Look them over, then Save draft.',
    });
  };

  const doPublish = () =>
    guard(() => {
      setRefusal(null);
      publish.mutate(
        { version: base.version, ...(note.trim() && { note: note.trim() }) },
        {
          onSuccess: () => {
            setNote('');
            toast({
              title: 'Published',
              description:
                'The site checked these facts and is being rebuilt with them: the pages show them within a minute or so.',
            });
          },
          onError: (error) => {
            const data = errorDataOf(error);
            if (data.appCode === 'CONTENT_GATE_FAILED' && data.problems) {
              showRefusal({
                title: "Not published: the site's check found problems. The site still shows what it showed.",
                problems: data.problems,
              });
              return;
            }
            if (data.appCode === 'STEP_UP_REQUIRED') return;
            toast({ title: 'Not published', description: failureText(error), variant: 'destructive' });
          },
        },
      );
    });

  /** The saved draft built as the site would be, for the owner to look at before publishing. */
  const doPreview = async () => {
    setRefusal(null);
    try {
      await preview.start(base.version);
    } catch (error) {
      const data = errorDataOf(error);
      if (data.appCode === 'CONTENT_GATE_FAILED' && data.problems) {
        showRefusal({
          title: "No preview: the site's check found problems. Fix them and save; then preview again.",
          problems: data.problems,
        });
        return;
      }
      toast({ title: 'No preview', description: failureText(error), variant: 'destructive' });
    }
  };

  const doRollback = (release: ReleaseHistoryEntry) =>
    guard(() => {
      setRefusal(null);
      setRollingBack(release.id);
      rollback.mutate(
        { releaseId: release.id },
        {
          onSuccess: () =>
            toast({
              title: `Back to version ${release.id}`,
              description: 'The site shows those facts again, and the draft is them too.',
            }),
          onError: (error) => {
            const data = errorDataOf(error);
            if (data.appCode === 'CONTENT_GATE_FAILED' && data.problems) {
              showRefusal({
                title: `Not rolled back: version ${release.id} no longer passes the site's check`,
                problems: data.problems,
              });
              return;
            }
            if (data.appCode === 'STEP_UP_REQUIRED') return;
            toast({ title: 'Not rolled back', description: failureText(error), variant: 'destructive' });
          },
          onSettled: () => setRollingBack(null),
        },
      );
    });

  const choices = useMemo(
    () => ({
      office: site.offices.map((office) => ({ value: office.id, label: office.label })),
      state: Object.entries(site.states).map(([code, state]) => ({ value: code, label: state?.name ?? code })),
    }),
    [site.offices, site.states],
  );
  const onChange = useCallback((next: unknown) => setDraft(next), []);
  const busy = saveDraft.isPending || publish.isPending || rollingBack !== null;
  const unpublished = base.unpublished;
  const publishBlocked = !mayPublish
    ? 'Only the owner publishes: your saved draft waits for them.'
    : conflict
      ? 'Pick how to go on with the other save first.'
      : dirty
        ? 'Save the draft first: Publish puts the saved draft live.'
        : !unpublished
          ? 'Nothing to publish: the site shows this draft.'
          : null;

  return (
    <div className={s.stack}>
      <div className={s.header}>
        <div>
          <h1 className={a.heading}>{heading}</h1>
          <p className={s.subline}>
            Your registrations, insurer, certifications, reviews, founder, hours, phones and email, as the website shows
            them.
          </p>
        </div>
      </div>
      <div className={s.layout}>
        <form
          className={s.main}
          noValidate
          aria-labelledby="facts-form-title"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy && !conflict) save();
          }}
        >
          <h2 id="facts-form-title" className="visually-hidden">
            Edit the business facts
          </h2>
          {conflict && (
            <ConflictNotice
              ref={conflictRef}
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
            schema={siteFactsSchema}
            value={draft}
            onChange={onChange}
            problems={refusal?.problems}
            idPrefix={FIELD_PREFIX}
            choices={choices}
            disabled={busy}
          />
          <div className={s.actionBar}>
            <div className={s.status} aria-live="polite">
              {dirty ? (
                <span className={s.pillWarning}>Unsaved changes</span>
              ) : unpublished ? (
                <span className={s.pillWarning} data-unpublished>
                  Unpublished changes
                </span>
              ) : (
                <span className={s.pillSuccess}>The site shows this</span>
              )}
            </div>
            <div className={s.actionButtons}>
              {dirty || conflict || !unpublished ? (
                <button
                  type="submit"
                  className={`${button({ kind: 'secondary' })} ${s.bigButton}`}
                  disabled={busy || Boolean(conflict) || !dirty}
                >
                  {saveDraft.isPending ? 'Saving…' : 'Save draft'}
                </button>
              ) : (
                // Saved and not live yet: the next step is here too, not only in the panel a phone shows last.
                <button
                  type="button"
                  className={`${button({ kind: 'primary' })} ${s.bigButton}`}
                  disabled={busy || !mayPublish}
                  onClick={doPublish}
                >
                  {publish.isPending ? 'Checking the site…' : 'Publish'}
                </button>
              )}
              {!dirty && !conflict && (
                <button
                  type="button"
                  className={`${button({ kind: 'outline' })} ${s.bigButton}`}
                  disabled={busy || preview.phase === 'checking'}
                  onClick={() => void doPreview()}
                >
                  Preview
                </button>
              )}
              {dirty && (
                <button
                  type="button"
                  className={`${button({ kind: 'outline' })} ${s.bigButton}`}
                  disabled={busy}
                  onClick={() => {
                    if (window.confirm('Drop your unsaved changes?')) {
                      setDraft(base.data);
                      setRefusal(null);
                    }
                  }}
                >
                  Discard changes
                </button>
              )}
            </div>
            <PreviewStatus phase={preview.phase} url={preview.url} error={preview.error} />
          </div>
        </form>
        <div className={s.aside}>
          <section className={s.card} aria-labelledby="publish-heading">
            <h2 id="publish-heading" className={s.cardHeading}>
              Publish
            </h2>
            <p className={a.muted}>
              Publishing checks the whole site with your draft (every page, its facts and links) and puts it live only
              if all is well. You confirm it's you first.
            </p>
            <div className={s.publishForm}>
              <label htmlFor="release-note" className={a.label}>
                What changed <span className={a.secondary}>(optional, shown in the history)</span>
              </label>
              <input
                id="release-note"
                className={`${a.input} ${s.noteInput}`}
                value={note}
                maxLength={500}
                onChange={(event) => setNote(event.target.value)}
              />
              <button
                type="button"
                className={`${button({ kind: 'primary' })} ${s.bigButton}`}
                disabled={busy || publishBlocked !== null}
                aria-describedby={publishBlocked ? 'publish-blocked' : undefined}
                onClick={doPublish}
              >
                {publish.isPending ? 'Checking the whole site…' : 'Publish'}
              </button>
              {publishBlocked && (
                <p id="publish-blocked" className={s.meta}>
                  {publishBlocked}
                </p>
              )}
            </div>
          </section>
          <ReleaseHistory
            history={history}
            onRollback={doRollback}
            rollingBack={rollingBack}
            rollbackBlocked={
              !mayPublish
                ? 'Only the owner goes back to an earlier version.'
                : dirty
                  ? 'Save or discard your changes before rolling back.'
                  : null
            }
          />
        </div>
      </div>
    </div>
  );
}

function SiteFactsBody({ heading }: { heading: string }) {
  const facts = useSiteFacts();
  if (facts.isPending) return <Loading label="Loading the business facts..." />;
  if (facts.isError)
    return (
      <div className={a.note.warning} role="alert">
        <p className={a.noteText}>{failureText(facts.error)}</p>
      </div>
    );
  return <Editor heading={heading} loaded={facts.data} />;
}

/** `/admin/site`: the owner's business facts, edited in a form made from their schema, published with a check. */
export function AdminSiteFacts() {
  const heading = 'Business facts';
  return (
    <AdminPage>
      <AdminGate heading={heading} area="drafts">
        {() => <SiteFactsBody heading={heading} />}
      </AdminGate>
    </AdminPage>
  );
}

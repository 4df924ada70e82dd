import * as a from '../ui/admin.css';
import * as s from './PreviewStatus.css';
import type { PreviewPhase } from './use-preview';

/**
 * What the preview is doing, in words, where the editor's Preview button is: checking the draft,
 * building (about half a minute), ready with a link that opens it in a new tab, or why it failed.
 * Announced politely to a screen reader as it changes.
 */
export function PreviewStatus({ phase, url, error }: { phase: PreviewPhase; url?: string; error: string | null }) {
  if (phase === 'idle') return <div className="visually-hidden" aria-live="polite" />;
  return (
    <div className={s.status} aria-live="polite" data-preview={phase}>
      {(phase === 'checking' || phase === 'queued' || phase === 'building') && (
        <span className={a.spinnerSmall} aria-hidden="true" />
      )}
      {phase === 'checking' && <span>Checking the whole site with your draft…</span>}
      {(phase === 'queued' || phase === 'building') && <span>Building the preview… about 30 s</span>}
      {phase === 'ready' && url && (
        <>
          <span>The preview is ready.</span>
          <a href={url} target="_blank" rel="noopener" className={s.open}>
            Open the preview<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </>
      )}
      {phase === 'failed' && (
        <span>The preview could not be built{error ? `: ${error.slice(0, 200)}` : ''}. Try Preview again.</span>
      )}
      {phase === 'replaced' && <span>A newer preview replaced this one (from another tab?). Ask for one again.</span>}
    </div>
  );
}

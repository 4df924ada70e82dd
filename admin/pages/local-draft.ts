/**
 * The editor's unsaved draft in this browser's localStorage, per account and city, so a tab closed
 * (or a browser that crashed) before the autosave reached the server loses nothing: the editor
 * offers it back when the page opens again. Written on every change that differs from what the
 * server holds, removed once the server has it. A full or refused storage (private mode) keeps
 * nothing and says nothing: the server's autosave is the guard.
 */
export interface LocalDraft {
  /** When it was kept (ms since the epoch). */
  at: number;
  /** The server version it was made on. */
  version: number;
  data: unknown;
}

const keyOf = (user: string, slug: string) => `ridgeline:city-page-draft:${user}:${slug}`;

export function readLocalDraft(user: string, slug: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(keyOf(user, slug));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as LocalDraft;
    return typeof parsed?.at === 'number' && 'data' in parsed ? parsed : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(user: string, slug: string, draft: LocalDraft): void {
  try {
    window.localStorage.setItem(keyOf(user, slug), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the autosave to the server still runs.
  }
}

export function clearLocalDraft(user: string, slug: string): void {
  try {
    window.localStorage.removeItem(keyOf(user, slug));
  } catch {
    // As above.
  }
}

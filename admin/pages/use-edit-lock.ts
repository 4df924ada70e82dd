import { useCallback, useEffect, useRef, useState } from 'react';
import { type TrpcClient, trpc } from '../trpc/client';
import { type PageRef, refKey, refOf } from './page-ref';

/** How often the editor says it is still open (the server frees a lock two minutes after its last beat). */
const HEARTBEAT_MS = 30_000;

export interface EditLock {
  state: 'mine' | 'theirs' | 'loading';
  /** Who has the page open, while it is theirs. */
  holder?: { name: string; since: Date };
  /** Takes the page over: the other person's editor turns read-only at its next beat. */
  takeOver: () => void;
  /** Whether the editor should be read-only: while someone else holds the page, or until we know. */
  readOnly: boolean;
}

type Answer = { state: 'mine' } | { state: 'theirs'; holder: { name: string; since: string | Date } };

/** A lock asked for as the editor's page started, by page, until the editor takes it up. */
interface EarlyLock {
  at: number;
  pending: Promise<Answer>;
  answer?: Answer;
}
const early = new Map<string, EarlyLock>();
/** An early answer older than this is asked again (the editor did not open at once: signed out, another page). */
const EARLY_FOR_MS = 15_000;

/**
 * Asks for a page's lock while its editor's page is still starting (admin/trpc/prefetch.ts), with
 * the draft: the editor then opens on the answer, editable at once, instead of opening read-only
 * and drawing every field again when the answer comes.
 */
export function claimLockEarly(client: TrpcClient, page: PageRef): void {
  const key = refKey(page);
  const entry: EarlyLock = { at: Date.now(), pending: client.pageLock.acquire.mutate(page) as Promise<Answer> };
  entry.pending.then(
    (answer) => {
      entry.answer = answer;
    },
    () => early.get(key) === entry && early.delete(key),
  );
  early.set(key, entry);
}

const freshEarly = (key: string) => {
  const entry = early.get(key);
  return entry && Date.now() - entry.at < EARLY_FOR_MS ? entry : undefined;
};

/**
 * Whether the lock asked early for this page is still on its way: the editor waits for it (a few
 * milliseconds after the draft) rather than open read-only and draw every field again.
 */
export function useEarlyLockPending(page: PageRef): boolean {
  const key = refKey(page);
  const [pending, setPending] = useState(() => {
    const entry = freshEarly(key);
    return entry !== undefined && entry.answer === undefined;
  });
  useEffect(() => {
    const entry = freshEarly(key);
    if (!entry || entry.answer) {
      setPending(false);
      return;
    }
    let live = true;
    const settled = () => live && setPending(false);
    entry.pending.then(settled, settled);
    return () => {
      live = false;
    };
  }, [key]);
  return pending;
}

/**
 * The soft lock on a page's editor (a city page's, a zone's) (server/owner-content/edit-locks.ts): taken on mount, kept
 * by a beat every 30 s (which answers `theirs` once someone took the page over, and takes it back
 * once it is free again), let go on unmount and when the tab is closed (pagehide, with a
 * keepalive request that outlives the page). Advisory: the save's version check is the guard.
 */
export function useEditLock(page: PageRef): EditLock {
  const key = refKey(page);
  const [answer, setAnswer] = useState<Answer | null>(() => freshEarly(key)?.answer ?? null);
  const acquire = trpc.pageLock.acquire.useMutation();
  const heartbeat = trpc.pageLock.heartbeat.useMutation();
  const takeOverCall = trpc.pageLock.takeOver.useMutation();
  const release = trpc.pageLock.release.useMutation();
  // The mutations' functions change identity each render; the effect below runs once per page.
  const calls = useRef({ acquire, heartbeat, release });
  calls.current = { acquire, heartbeat, release };

  useEffect(() => {
    const ref = refOf(key);
    let live = true;
    const asked = freshEarly(key);
    early.delete(key);
    if (!asked?.answer) setAnswer(null);
    const settle = (next: Answer) => {
      if (live) setAnswer(next);
    };
    (asked?.pending ?? calls.current.acquire.mutateAsync(ref)).then(settle, () => {
      // The server could not say: the editor stays usable (the version check still guards saves).
      settle({ state: 'mine' });
    });
    const beat = setInterval(() => {
      calls.current.heartbeat.mutateAsync(ref).then(settle, () => undefined);
    }, HEARTBEAT_MS);
    const letGo = () => {
      // A request sent as the page goes away: fetch with keepalive outlives it.
      void fetch('/trpc/pageLock.release', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ref),
        credentials: 'same-origin',
        keepalive: true,
      }).catch(() => undefined);
    };
    window.addEventListener('pagehide', letGo);
    return () => {
      live = false;
      clearInterval(beat);
      window.removeEventListener('pagehide', letGo);
      calls.current.release.mutate(ref);
    };
  }, [key]);

  const takeOver = useCallback(() => {
    takeOverCall.mutateAsync(refOf(key)).then(
      (next) => setAnswer(next),
      () => undefined,
    );
  }, [key, takeOverCall]);

  if (!answer) return { state: 'loading', takeOver, readOnly: true };
  if (answer.state === 'mine') return { state: 'mine', takeOver, readOnly: false };
  return {
    state: 'theirs',
    holder: { name: answer.holder.name, since: new Date(answer.holder.since) },
    takeOver,
    readOnly: true,
  };
}

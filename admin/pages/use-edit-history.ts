import { useCallback, useRef, useState } from 'react';

/** Edits to one field closer together than this are one step of undo: typing a word is one step, not five. */
export const COALESCE_MS = 500;
/** The most steps kept: a long session's earliest edits fall off the end. */
const MAX_STEPS = 200;

interface History<T> {
  past: T[];
  present: T;
  future: T[];
}

/**
 * A document with undo and redo, as a stack of whole snapshots (each edit copies only the path it
 * changes, path.ts's setAt, so a snapshot shares the rest with the one before). `set(next, field)`
 * records a step; a step on the same field within COALESCE_MS replaces the last one instead.
 * `reset` starts again from a value (a page loaded, their draft taken), with nothing to undo.
 */
export function useEditHistory<T>(initial: T) {
  const [history, setHistory] = useState<History<T>>({ past: [], present: initial, future: [] });
  const last = useRef<{ field: string; at: number } | null>(null);

  const set = useCallback((next: T, field = '') => {
    const now = performance.now();
    const coalesce =
      last.current !== null && field !== '' && last.current.field === field && now - last.current.at < COALESCE_MS;
    last.current = { field, at: now };
    setHistory((current) =>
      Object.is(next, current.present)
        ? current
        : {
            past: coalesce ? current.past : [...current.past, current.present].slice(-MAX_STEPS),
            present: next,
            future: [],
          },
    );
  }, []);

  const undo = useCallback(() => {
    last.current = null;
    setHistory((current) =>
      current.past.length
        ? {
            past: current.past.slice(0, -1),
            present: current.past.at(-1) as T,
            future: [current.present, ...current.future],
          }
        : current,
    );
  }, []);

  const redo = useCallback(() => {
    last.current = null;
    setHistory((current) =>
      current.future.length
        ? { past: [...current.past, current.present], present: current.future[0] as T, future: current.future.slice(1) }
        : current,
    );
  }, []);

  const reset = useCallback((value: T) => {
    last.current = null;
    setHistory({ past: [], present: value, future: [] });
  }, []);

  return {
    value: history.present,
    set,
    undo,
    redo,
    reset,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
}

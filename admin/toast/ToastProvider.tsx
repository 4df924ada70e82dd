import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ToastContext, type Toast, type ToastApi } from './toast-context';
import * as s from './Toaster.css';

/** News leaves by itself after a few seconds; a failure stays until the person closes it, since it asks them to act. */
export const TOAST_VISIBLE_MS: Record<Toast['variant'], number | null> = { default: 4_000, destructive: null };
const MAX_TOASTS = 4;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const visibleMs = TOAST_VISIBLE_MS[toast.variant];
  // A toast the person is reading (pointer over it, or focus in it) does not vanish under them.
  useEffect(() => {
    if (paused || visibleMs === null) return;
    const timer = setTimeout(() => onDismiss(toast.id), visibleMs);
    return () => clearTimeout(timer);
  }, [paused, toast.id, visibleMs, onDismiss]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the timer, and Escape dismisses; the close button is the control
    <div
      className={s.toast[toast.variant]}
      data-toast={toast.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      // Escape closes the toast the keyboard is on (its close button is in the tab order).
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // Not also the dialog the toast sits in: its Escape would close it.
          event.preventDefault();
          event.stopPropagation();
          onDismiss(toast.id);
        }
      }}
    >
      <div className={s.text}>
        <p className={s.title}>{toast.title}</p>
        {toast.description && <p className={s.description}>{toast.description}</p>}
      </div>
      <button
        type="button"
        className={s.close}
        onClick={() => onDismiss(toast.id)}
        aria-label={`Dismiss: ${toast.title}`}
      >
        ×
      </button>
    </div>
  );
}

/**
 * Toasts for the admin pages. Two live regions are in the page from the start (screen readers
 * announce changes to a region they already know): polite for news, assertive for failures.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [host, setHost] = useState<HTMLElement | null>(null);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const api = useMemo<ToastApi>(
    () => ({
      toast: (input) =>
        setToasts((list) => {
          const toast = { ...input, variant: input.variant ?? 'default', id: nextId.current++ };
          // Good news replaces the last good news (four status steps leave one toast, not a stack
          // over the dialog); failures stay until read.
          const kept = toast.variant === 'default' ? list.filter((t) => t.variant !== 'default') : list;
          return [...kept, toast].slice(-MAX_TOASTS);
        }),
      dismiss,
      clear: () => setToasts([]),
      setHost,
    }),
    [dismiss],
  );
  const of = (variant: Toast['variant']) =>
    toasts.filter((t) => t.variant === variant).map((t) => <ToastItem key={t.id} toast={t} onDismiss={dismiss} />);
  const viewport = (
    <section className={s.viewport} aria-label="Notifications">
      <div role="status" aria-live="polite" className={s.stack}>
        {of('default')}
      </div>
      <div role="alert" aria-live="assertive" className={s.stack}>
        {of('destructive')}
      </div>
    </section>
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      {host ? createPortal(viewport, host) : viewport}
    </ToastContext.Provider>
  );
}

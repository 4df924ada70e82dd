import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type Toast, type ToastApi } from './toast-context';
import * as s from './Toaster.css';

const VISIBLE_MS = { default: 6_000, destructive: 10_000 };
const MAX_TOASTS = 4;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  // A toast the person is reading (pointer over it, or focus in it) does not vanish under them.
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), VISIBLE_MS[toast.variant]);
    return () => clearTimeout(timer);
  }, [paused, toast.id, toast.variant, onDismiss]);
  return (
    <div
      className={s.toast[toast.variant]}
      data-toast={toast.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={s.text}>
        <p className={s.title}>{toast.title}</p>
        {toast.description && <p className={s.description}>{toast.description}</p>}
      </div>
      <button type="button" className={s.close} onClick={() => onDismiss(toast.id)} aria-label={`Dismiss: ${toast.title}`}>
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
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const api = useMemo<ToastApi>(
    () => ({
      toast: (input) => setToasts((list) => [...list, { ...input, variant: input.variant ?? 'default', id: nextId.current++ }].slice(-MAX_TOASTS)),
      dismiss,
    }),
    [dismiss],
  );
  const of = (variant: Toast['variant']) => toasts.filter((t) => t.variant === variant).map((t) => <ToastItem key={t.id} toast={t} onDismiss={dismiss} />);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className={s.viewport} aria-label="Notifications">
        <div role="status" aria-live="polite" className={s.stack}>
          {of('default')}
        </div>
        <div role="alert" aria-live="assertive" className={s.stack}>
          {of('destructive')}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

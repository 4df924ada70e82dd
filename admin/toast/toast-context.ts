import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  /** Destructive toasts are announced at once (role=alert) and stay longer. */
  variant?: ToastVariant;
}

export interface Toast extends ToastInput {
  id: number;
  variant: ToastVariant;
}

export interface ToastApi {
  toast: (input: ToastInput) => void;
  dismiss: (id: number) => void;
  /** Closes every toast: a dialog opening starts a new task, and what was said about the last one would cover it. */
  clear: () => void;
  /**
   * Where toasts are shown: an open modal <dialog> passes itself, since everything outside it is
   * inert and under its backdrop; null puts them back on the page.
   */
  setHost: (host: HTMLElement | null) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within a ToastProvider');
  return api;
}

/**
 * Errors after which the embedded database cannot go on: its PostgreSQL hit a PANIC or FATAL (the
 * single backend is gone), or the WebAssembly it runs in aborted. Every later query would fail or
 * never return, so the process should end and be restarted, with the reason in the log.
 */
export function isFatalDatabaseError(error: unknown): boolean {
  if (error instanceof WebAssembly.RuntimeError) return true;
  const { severity, message, name } = (error ?? {}) as { severity?: unknown; message?: unknown; name?: unknown };
  if (severity === 'PANIC' || severity === 'FATAL') return true;
  if (name === 'RuntimeError') return true;
  return (
    typeof message === 'string' &&
    /^(Aborted\(|PANIC:)|RuntimeError: (unreachable|memory access out of bounds)/.test(message)
  );
}

type FatalHandler = (error: unknown) => void;
let handler: FatalHandler | undefined;

/** What the process does on a fatal database error (main.ts: log and exit). Without one, errors just propagate. */
export function onFatalDatabaseError(next: FatalHandler | undefined): void {
  handler = next;
}

/** Called with every error the embedded database throws. */
export function reportIfFatal(error: unknown): void {
  if (handler && isFatalDatabaseError(error)) handler(error);
}

/** How one check went: `ok`; `warn`, still serving but someone should look; `fail`, not fit to serve. */
export type Grade = 'ok' | 'warn' | 'fail';

export interface CheckResult {
  status: Grade;
  /** What was seen, in words an operator acts on; never personal data. */
  detail: string;
  /** The figures behind it (milliseconds, bytes, counts). */
  [figure: string]: string | number | boolean | null;
}

const ORDER: Record<Grade, number> = { ok: 0, warn: 1, fail: 2 };

/** The worst of several grades. */
export function worst(grades: Grade[]): Grade {
  return grades.reduce<Grade>((a, b) => (ORDER[b] > ORDER[a] ? b : a), 'ok');
}

/** A grade by thresholds: at or above `failAt` fails, at or above `warnAt` warns (for "more is worse" figures). */
export function gradeAbove(value: number, warnAt: number, failAt: number): Grade {
  if (value >= failAt) return 'fail';
  if (value >= warnAt) return 'warn';
  return 'ok';
}

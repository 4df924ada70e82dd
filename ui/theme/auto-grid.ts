/**
 * A grid that fits as many columns as it can, each at least `min` wide (one column on a screen
 * narrower than that), `gap` apart. Plain TypeScript, so any `.css.ts` file can spread it.
 */
export function autoGrid(min: string, gap: string) {
  return { display: 'grid', gap, gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}), 1fr))` } as const;
}

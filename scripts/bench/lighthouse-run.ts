import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface RunScores {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Everything transferred, images included. */
  transferBytes: number;
  /** Audits that lost points, for finding the cause of a low score. */
  failing: string[];
}

/** One Lighthouse run (mobile, simulated throttling: Lighthouse's defaults) against a URL. */
export async function runLighthouse(url: string, port: number): Promise<RunScores> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', formFactor: 'mobile' });
  const lhr = result!.lhr;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
  const failing = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`),
  );
  return {
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    transferBytes: lhr.audits['total-byte-weight']?.numericValue ?? NaN,
    failing,
  };
}

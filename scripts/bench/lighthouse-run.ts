import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface RunScores {
  scores: Record<Category, number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Everything transferred, images included. */
  transferBytes: number;
  /** Audits that lost points, for finding the cause of a low score. */
  failing: string[];
  /** Lighthouse's measure of this machine's CPU speed at the time; a busy machine inflates TBT. */
  benchmarkIndex: number;
}

/** Runs Lighthouse, trying again when a run could not measure at all (a busy machine, a timeout). */
export async function measure(url: string, port: number, attempts = 3): Promise<RunScores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, port);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  (${(error as Error).message}; trying again)`);
    }
  }
}

/** One Lighthouse run (mobile, simulated throttling: Lighthouse's defaults) against a URL. */
export async function runLighthouse(url: string, port: number): Promise<RunScores> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', formFactor: 'mobile' });
  const lhr = result!.lhr;
  // A run that could not measure (page load timed out, no paint seen) scores 0: that is not the page's score.
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const failing = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`),
  );
  return {
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    transferBytes: lhr.audits['total-byte-weight']?.numericValue ?? NaN,
    failing,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

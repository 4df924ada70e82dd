/**
 * First responses as a histogram over the buckets of the database's `report_minutes_bucket`
 * (migration 2026-11-25-1600-report-rollup): bucket b is b minutes below 1,024; above, each
 * doubling of minutes has 128 buckets, each 1/128 of its lower bound wide. A histogram is a plain
 * array: element b counts the answered requests in bucket b (holes count nothing).
 */
export type Histogram = number[];

/** The minutes bucket b stands for: b itself below 1,024, else the middle of its width. */
export function bucketMinutes(bucket: number): number {
  if (bucket < 1024) return bucket;
  const width = 2 ** (Math.floor((bucket - 1024) / 128) + 3);
  return (128 + ((bucket - 1024) % 128)) * width + (width - 1) / 2;
}

export function addToHistogram(histogram: Histogram, bucket: number, count: number): void {
  histogram[bucket] = (histogram[bucket] ?? 0) + count;
}

/**
 * Adds a stored histogram as `first_responses::text` reads it ("{0,NULL,3}": element i + 1 is
 * bucket i; the text form is the cheapest for the database to send).
 */
export function addStoredHistogram(histogram: Histogram, stored: string): void {
  if (!stored.startsWith('{'))
    throw new Error(`A report histogram must start at element 1; found ${stored.slice(0, 20)}`);
  const counts = stored.slice(1, -1).split(',');
  for (let bucket = 0; bucket < counts.length; bucket++) {
    const count = counts[bucket]!;
    if (count !== 'NULL' && count !== '0' && count !== '') histogram[bucket] = (histogram[bucket] ?? 0) + Number(count);
  }
}

/**
 * The median of the histogram's requests (the mean of the two middle ones when their number is
 * even), in minutes: exact below 1,024, else within half a bucket (under 0.4%); null when empty.
 */
export function histogramMedian(histogram: Histogram): number | null {
  let n = 0;
  for (const count of histogram) n += count ?? 0;
  if (n <= 0) return null;
  const lower = Math.floor((n + 1) / 2);
  const upper = Math.floor(n / 2) + 1;
  let seen = 0;
  let lowerBucket: number | undefined;
  for (let bucket = 0; bucket < histogram.length; bucket++) {
    seen += histogram[bucket] ?? 0;
    if (lowerBucket === undefined && seen >= lower) lowerBucket = bucket;
    if (seen >= upper) return (bucketMinutes(lowerBucket!) + bucketMinutes(bucket)) / 2;
  }
  return null;
}

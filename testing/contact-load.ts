import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CONTACT_MIN_FILL_MS } from '../shared/contact-rules';
import { createFormTokens } from '../server/contact/form-token';
import { requestReference } from '../server/contact/reference';
import type { Database } from '../server/db/types';
import type { ContactAnswer } from '../schema/form-post';

/**
 * Many visitors sending the contact form at once against a listening server, the way the
 * browser does (POST /api/contact with a signed start time and an idempotency key), and
 * the check afterwards that every acknowledged request is stored exactly once with its two mails.
 * Used by `npm run bench:contact` (30 s) and by the tests (a few seconds, and through outages).
 */
export interface LoadOptions {
  baseUrl: string;
  /** Several instances of the site: each request goes to the next one (a round-robin balancer). */
  baseUrls?: string[];
  /** The site's public origin (SITE_URL) the browser would send; the base URL's by default. */
  origin?: string;
  clients: number;
  durationMs: number;
  /**
   * Open loop: the clients together start this many requests a second, each when its time comes
   * (visitors arrive whether or not the last one was answered), rather than each client sending its
   * next as soon as its last was answered, which keeps the server saturated.
   */
  ratePerSecond?: number;
  /** Like the form: after a 503 or a network error, send the same request (same key) again. */
  retryUnavailable?: boolean;
}

/**
 * The server's FORM_TOKEN_SECRET for a load run. A start token is spent by the request it starts,
 * so each request needs one issued at least two seconds before: the run signs them itself, dated
 * as a page shown three seconds ago, instead of fetching and waiting for each.
 */
export const LOAD_FORM_TOKEN_SECRET = 'load-run-form-token-secret-0123456789abcdef';
const pageShownEarlier = createFormTokens(
  LOAD_FORM_TOKEN_SECRET,
  () => new Date(Date.now() - CONTACT_MIN_FILL_MS - 1_000),
);

export interface Ack {
  key: string;
  /** The reference the server answered (a keyed hash of the stored row's id). */
  reference: string;
}

export interface LoadResult {
  acked: Ack[];
  /** Requests whose answer never came back acknowledged (their key, for the stored-once check). */
  unacked: string[];
  statuses: Record<string, number>;
  /** The messages of non-200 answers, by status. */
  messages: Record<string, string[]>;
  latenciesMs: number[];
  elapsedMs: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export async function runContactLoad(options: LoadOptions): Promise<LoadResult> {
  const result: LoadResult = { acked: [], unacked: [], statuses: {}, messages: {}, latenciesMs: [], elapsedMs: 0 };
  const origin = options.origin ?? new URL(options.baseUrl).origin;
  const targets = options.baseUrls?.length ? options.baseUrls : [options.baseUrl];
  let turn = 0;
  const count = (status: string, message?: string) => {
    result.statuses[status] = (result.statuses[status] ?? 0) + 1;
    result.messages[status] ??= [];
    const seen = result.messages[status];
    if (message && !seen.includes(message)) seen.push(message);
  };

  const started = performance.now();
  const deadline = started + options.durationMs;
  const client = async (index: number) => {
    for (let n = 0; performance.now() < deadline; n++) {
      // Open loop: client i sends at i/rate, (i + clients)/rate, …; together, one request every 1/rate s.
      const due = options.ratePerSecond
        ? started + ((n * options.clients + index) * 1000) / options.ratePerSecond
        : undefined;
      if (due !== undefined) {
        if (due >= deadline) break;
        await wait(due - performance.now());
      }
      const key = randomBytes(16).toString('hex');
      const body = JSON.stringify({
        name: `Load Client ${index}`,
        email: `client${index}.${n}@example.com`,
        phone: '(918) 555-0100',
        serviceNeeded: 'Roof Repair',
        message: `Request ${n} from client ${index}.`,
        website: '',
        formToken: pageShownEarlier.issue(),
        idempotencyKey: key,
      });
      let acked = false;
      // A retried request may run past the deadline: it must end acknowledged or be counted as not.
      for (let attempt = 0; !acked; attempt++) {
        // A request that left late (its client still waiting on the last) counts from when it was due.
        const sent = attempt === 0 && due !== undefined ? Math.min(due, performance.now()) : performance.now();
        let status: number | 'network';
        try {
          // The Origin stays the site's one address, as behind a balancer.
          const response = await fetch(`${targets[turn++ % targets.length]}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin },
            body,
          });
          status = response.status;
          const json = (await response.json()) as ContactAnswer;
          if (json.outcome === 'sent') {
            result.acked.push({ key, reference: json.reference });
            acked = true;
          }
          count(String(status), json.outcome === 'sent' ? undefined : json.message);
        } catch (error) {
          status = 'network';
          count('network', (error as Error).message);
        }
        result.latenciesMs.push(performance.now() - sent);
        if (acked) break;
        const retry =
          options.retryUnavailable && (status === 503 || status === 'network') && performance.now() < deadline + 30_000;
        if (!retry) {
          result.unacked.push(key);
          break;
        }
        await wait(50);
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, index) => client(index)));
  result.elapsedMs = performance.now() - started;
  return result;
}

/** What is wrong with the stored data after a run; an empty list means every promise was kept. */
export async function storedOnceProblems(db: Kysely<Database>, result: LoadResult): Promise<string[]> {
  const problems: string[] = [];
  const rows = await db.selectFrom('contact_submissions').select(['id', 'idempotency_key']).execute();
  const byKey = new Map(rows.map((row) => [row.idempotency_key, row.id]));
  for (const ack of result.acked) {
    const id = byKey.get(ack.key);
    if (id === undefined) problems.push(`acknowledged request ${ack.key} (${ack.reference}) is not in the table`);
    else if (requestReference(id, LOAD_FORM_TOKEN_SECRET) !== ack.reference)
      problems.push(`request ${ack.key} was acknowledged as ${ack.reference} but stored as row ${id}`);
  }
  const acked = new Set(result.acked.map((ack) => ack.key));
  if (acked.size !== result.acked.length) problems.push('a request was acknowledged twice');
  const known = new Set([...acked, ...result.unacked]);
  for (const row of rows)
    if (!known.has(row.idempotency_key!)) problems.push(`row ${row.id} was stored for a request nobody sent`);
  // Nothing half-written: every request has exactly its two mails (the office's notice and the
  // confirmation, each naming its request), and no mail lacks its request.
  const mailCounts = await db
    .selectFrom('contact_submissions as s')
    .leftJoin('email_outbox as m', (join) => join.onRef('m.submission_id', '=', 's.id'))
    .select(['s.id', (eb) => eb.fn.count<number>('m.id').as('mails')])
    .groupBy('s.id')
    .having((eb) => eb(eb.fn.count('m.id'), '!=', 2))
    .execute();
  for (const row of mailCounts) problems.push(`request ${row.id} has ${row.mails} mails instead of 2`);
  const orphans = await db
    .selectFrom('email_outbox as m')
    .leftJoin('contact_submissions as s', (join) => join.onRef('m.submission_id', '=', 's.id'))
    .where('s.id', 'is', null)
    .select(['m.id', 'm.topic', 'm.subject'])
    .execute();
  if (orphans.length)
    problems.push(
      `${orphans.length} mails belong to no stored request (${orphans.map((m) => `${m.topic} ${m.subject}`).join(', ')})`,
    );
  return problems;
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function describeLoad(result: LoadResult, clients: number): string {
  const seconds = result.elapsedMs / 1000;
  const statuses = Object.entries(result.statuses)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  return [
    `${clients} clients for ${seconds.toFixed(1)} s: ${result.acked.length} requests stored (${(result.acked.length / seconds).toFixed(0)}/s)`,
    `latency p50 ${percentile(result.latenciesMs, 50).toFixed(1)} ms, p99 ${percentile(result.latenciesMs, 99).toFixed(1)} ms, max ${Math.max(...result.latenciesMs).toFixed(1)} ms`,
    `answers by status: ${statuses}`,
  ].join('\n');
}

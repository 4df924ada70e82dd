import client from 'prom-client';

/**
 * The process's metrics, in one registry of its own (not prom-client's global one, so nothing
 * else in the process adds to it). Module-level: every app in the process counts into the same
 * series, as one Prometheus target is one process.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

const registers = [registry];

export const httpRequests = new client.Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route pattern (not the URL: no ids or queries) and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from receiving a request to the end of its answer, by route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export type ContactReason =
  | 'stored'
  | 'honeypot'
  | 'too-fast'
  | 'token'
  | 'invalid'
  | 'rate-limit'
  | 'origin'
  | 'database-unavailable'
  | 'error';

export const contactRequests = new client.Counter({
  name: 'contact_requests_total',
  help: 'Contact form posts: accepted (stored) or refused, by reason',
  labelNames: ['result', 'reason'] as const,
  registers,
});

/** Counts one contact form post by what became of it. */
export function countContact(reason: ContactReason): void {
  contactRequests.inc({ result: reason === 'stored' ? 'accepted' : 'refused', reason });
}

export const mailDeliveries = new client.Counter({
  name: 'mail_deliveries_total',
  help: 'Mails handed to the transport: sent, or failed (retried later)',
  labelNames: ['outcome'] as const,
  registers,
});

export const outboxWaiting = new client.Gauge({
  name: 'mail_outbox_waiting',
  help: 'Mails waiting in the outbox (pending or being sent)',
  registers,
});
export const outboxFailed = new client.Gauge({
  name: 'mail_outbox_failed',
  help: 'Mails that gave up after every retry',
  registers,
});
export const outboxOldestDue = new client.Gauge({
  name: 'mail_outbox_oldest_due_seconds',
  help: 'How long the oldest mail that is due has waited',
  registers,
});

export const jobRuns = new client.Counter({
  name: 'job_runs_total',
  help: 'Background job runs, by job and outcome',
  labelNames: ['job', 'outcome'] as const,
  registers,
});

export const rateLimitFallbacks = new client.Counter({
  name: 'rate_limit_store_fallbacks_total',
  help: 'Rate-limit checks answered by the per-instance fallback because the shared store failed',
  labelNames: ['limit'] as const,
  registers,
});

export const databaseWait = new client.Histogram({
  name: 'db_connection_wait_seconds',
  help: 'Time a query waited for a database connection (the embedded database: for its one session)',
  buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
  registers,
});

export const databasePoolWaiting = new client.Gauge({
  name: 'db_pool_waiting',
  help: 'Queries waiting for a connection right now (PostgreSQL pool or the embedded session)',
  registers,
});

import { Worker } from 'node:worker_threads';

/**
 * The watchdog runs in a worker thread, which keeps running when the main thread is stuck: the
 * main thread writes a heartbeat into shared memory four times a second, and the worker ends the
 * whole process once the heartbeat is older than the limit. A stuck event loop answers nothing and
 * ignores SIGTERM (the review's N2: the embedded database spinning after the disk filled), so the
 * only way back is a restart by the process's supervisor (systemd, Docker, Kubernetes). The line
 * is written with a synchronous write to stderr before the kill, so the reason is in the log.
 */
const WORKER = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const beat = new BigInt64Array(workerData.beat);
const limitMs = workerData.limitMs;
setInterval(() => {
  const stuckMs = Date.now() - Number(Atomics.load(beat, 0));
  if (stuckMs < limitMs) return;
  const line = JSON.stringify({
    level: 60,
    time: Date.now(),
    pid: process.pid,
    msg: 'watchdog: the event loop has been stuck for ' + Math.round(stuckMs / 1000) + ' s (WATCHDOG_SECONDS=' + limitMs / 1000 + '): ending the process so its supervisor restarts it',
  });
  try { writeSync(2, line + '\\n'); } catch {}
  process.kill(process.pid, 'SIGKILL');
}, Math.max(100, Math.min(1000, limitMs / 4)));
`;

export interface Watchdog {
  /**
   * Stops the heartbeat and lets the process run for `ms` more before the watchdog ends it: a
   * shutdown may block the loop for a while (the embedded database's final checkpoint), but a
   * shutdown that never ends must still end.
   */
  grace(ms: number): void;
  stop(): Promise<void>;
}

export function startWatchdog(limitSeconds: number): Watchdog {
  if (!limitSeconds) return { grace: () => undefined, stop: async () => undefined };
  const beat = new SharedArrayBuffer(8);
  const view = new BigInt64Array(beat);
  const pulse = () => Atomics.store(view, 0, BigInt(Date.now()));
  pulse();
  const timer = setInterval(pulse, 250);
  timer.unref();
  const worker = new Worker(WORKER, { eval: true, workerData: { beat, limitMs: limitSeconds * 1000 } });
  worker.unref();
  return {
    grace: (ms) => {
      clearInterval(timer);
      Atomics.store(view, 0, BigInt(Date.now() + ms));
    },
    stop: async () => {
      clearInterval(timer);
      await worker.terminate();
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';

export interface Background {
  /** Runs work after the current answer, one task at a time; a failure is logged, never thrown. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has ended (shutdown, tests). */
  idle(): Promise<void>;
}

/**
 * Work a request starts but its answer must not wait for, because how long it takes would tell
 * something (whether a "forgot password" address has an account). Tasks run in order, so limits
 * they count (mails per hour) add up as if the requests had done the work themselves.
 */
export function createBackground(log: FastifyBaseLogger): Background {
  let chain: Promise<void> = Promise.resolve();
  return {
    run(name, task) {
      chain = chain
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'));
    },
    idle: () => chain,
  };
}

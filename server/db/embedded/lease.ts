/**
 * A first-come, first-served lock. The embedded database has a single session, so the app's
 * queries and the admin CLI's statements take turns through one lease: a transaction (or a
 * statement cycle from the CLI) holds it from start to end, and nothing else runs in between.
 */
export class Lease {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves when the lease is yours, with the function that hands it on. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => turn);
    let released = false;
    return previous.then(() => () => {
      if (released) return;
      released = true;
      release();
    });
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }
}

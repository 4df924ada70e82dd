import { runBackgroundChild } from '../background-child';

/**
 * A list the site's content code gives (the city files' values, the pages' zones), printed as one
 * line of JSON by a script of scripts/ run in a child process: the server may not load content code.
 * Asked once per server, when first needed: the code does not change while it runs. A read that
 * fails is asked again next time, and never taken as an empty list.
 */
export function readOnceInChild<T>(options: { script: string; what: string; field: string }): () => Promise<T[]> {
  let read: Promise<T[]> | undefined;
  return () => {
    read ??= runBackgroundChild({
      script: options.script,
      args: [],
      what: options.what,
      priority: 10,
      timeoutMs: 60_000,
    })
      .then((line) => {
        const list = (JSON.parse(line) as Record<string, unknown>)[options.field];
        if (!Array.isArray(list)) throw new Error(`${options.what} answered ${line.slice(0, 200)}`);
        return list as T[];
      })
      .catch((error: unknown) => {
        read = undefined;
        throw error;
      });
    return read;
  };
}

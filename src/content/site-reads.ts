/**
 * Which parts of the site record a prerender read. The build renders a page again only when what
 * it rendered from changed; for the site record, "what it rendered from" is the values it read, not
 * the whole record: a sentence of the founder's story changes the about page, not the thousand
 * city pages whose footer reads the phones and the registrations. The prerenderer's site record is
 * wrapped (`trackSiteReads`); while the build holds a collector (`collectSiteReads`), every read
 * is noted as a path with what it depended on, and `siteReadsKey` later names those values in a
 * record, so the build can tell whether a page would render the same.
 *
 * What a read depends on, by path (`company.name`, `offices.0.phone`):
 * - `v:` the value there: a primitive as it is, an object or array by its kind only (what is read
 *   inside it is noted on its own paths);
 * - `k:` the keys there (Object.keys, entries, a spread, JSON.stringify, `in`).
 * Nothing is noted when no collector is held (the server's answer pages render through it too).
 */

const COLLECTOR = Symbol.for('ridgeline.siteReads');
type Collector = Set<string>;
type Holder = { [COLLECTOR]?: Collector };

const note = (entry: string) => (globalThis as Holder)[COLLECTOR]?.add(entry);
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The site record as the prerenderer sees it: the same values, each read noted. */
export function trackSiteReads<T extends object>(site: T): T {
  const proxies = new WeakMap<object, object>();
  const wrap = (target: object, path: string): object => {
    const known = proxies.get(target);
    if (known) return known;
    const proxy = new Proxy(target, {
      get(object, key, receiver) {
        const value = Reflect.get(object, key, receiver);
        if (typeof key === 'symbol') {
          // Iterating an array or a map-like object reads every entry: its keys decide what comes out.
          if (key === Symbol.iterator) note(`k:${path}`);
          return value;
        }
        const at = join(path, key);
        if (typeof value === 'function') {
          // A method of an array (map, find, join…) reads the array through this proxy, entry by entry.
          return value;
        }
        note(`v:${at}`);
        if (value === null || typeof value !== 'object') return value;
        const descriptor = Reflect.getOwnPropertyDescriptor(object, key);
        // A frozen property must come back as it is (a proxy's rule); its reads go unnoted inside.
        if (descriptor && !descriptor.configurable && !descriptor.writable) return value;
        return wrap(value, at);
      },
      has(object, key) {
        if (typeof key !== 'symbol') note(`k:${path}`);
        return Reflect.has(object, key);
      },
      ownKeys(object) {
        note(`k:${path}`);
        return Reflect.ownKeys(object);
      },
      getOwnPropertyDescriptor(object, key) {
        if (typeof key !== 'symbol') note(`v:${join(path, key)}`);
        return Reflect.getOwnPropertyDescriptor(object, key);
      },
    });
    proxies.set(target, proxy);
    return proxy;
  };
  return wrap(site, '') as T;
}

/** Runs `render` noting every read of a tracked site record; answers its result and the reads, sorted. */
export async function collectSiteReads<T>(render: () => Promise<T>): Promise<{ result: T; reads: string[] }> {
  const holder = globalThis as Holder;
  const collector: Collector = new Set();
  const before = holder[COLLECTOR];
  holder[COLLECTOR] = collector;
  try {
    const result = await render();
    return { result, reads: [...collector].sort() };
  } finally {
    holder[COLLECTOR] = before;
  }
}

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** The value at a path (`offices.0.phone`) of a plain record; undefined where the path leads nowhere. */
function valueAt(record: unknown, path: string): unknown {
  if (!path) return record;
  let value = record;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * What the reads depended on, in `site` (the plain record, as the data file holds it): equal
 * texts, equal renders. The value of each `v:` path (an object's or array's kind only), the key
 * list of each `k:` path.
 */
export function siteReadsKey(site: unknown, reads: readonly string[]): string {
  return JSON.stringify(
    reads.map((read) => {
      const value = valueAt(site, read.slice(2));
      if (read.startsWith('k:'))
        return value !== null && typeof value === 'object' ? Object.keys(value) : kindOf(value);
      return value !== null && typeof value === 'object'
        ? kindOf(value)
        : value === undefined
          ? '\u0000undefined'
          : value;
    }),
  );
}

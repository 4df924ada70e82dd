import type { ZoneDeclaration } from '../../schema/page-zones';
import { runBackgroundChild } from '../background-child';

/** A zone a code-defined page declares (scripts/zone-sources.ts): its key, page, file and declaration. */
export interface ZoneSource {
  /** `/about#story` */
  key: string;
  page: string;
  /** The page's short name, "About". */
  pageLabel: string;
  file: string;
  /** Where the zone's first block sits in its page's blocks (what the content gate's problems count from). */
  start: number;
  zone: ZoneDeclaration;
}

/** The zones of the code this server runs: read once, in a child process, when first asked. */
export type ZoneSources = () => Promise<ZoneSource[]>;

/**
 * The pages' zones, from a child process (the server may not load the site's content code), asked
 * once per server: the code does not change while it runs. A read that fails is asked again next
 * time, and never taken as "no zones".
 */
export function childProcessZoneSources(): ZoneSources {
  let read: Promise<ZoneSource[]> | undefined;
  return () => {
    read ??= runBackgroundChild({
      script: 'scripts/zone-sources.ts',
      args: [],
      what: "the pages' zones",
      priority: 10,
      timeoutMs: 60_000,
    })
      .then((line) => {
        const parsed = JSON.parse(line) as { zones?: ZoneSource[] };
        if (!Array.isArray(parsed.zones)) throw new Error(`the page files answered ${line.slice(0, 200)}`);
        return parsed.zones;
      })
      .catch((error: unknown) => {
        read = undefined;
        throw error;
      });
    return read;
  };
}

import type { ZoneDeclaration } from '../../schema/page-zones';
import { readOnceInChild } from './code-sources';

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

/** The pages' zones (scripts/zone-sources.ts), read in a child process once per server. */
export const childProcessZoneSources = (): ZoneSources =>
  readOnceInChild<ZoneSource>({ script: 'scripts/zone-sources.ts', what: "the pages' zones", field: 'zones' });

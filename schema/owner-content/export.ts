import { z } from 'zod';
import { siteFacts } from './site-facts';

/**
 * A content export: a folder of plain JSON files, one per document type, that the build reads
 * (`npm run build -- --content <dir>`, or OWNER_CONTENT_DIR). The server writes the live release's
 * to DATA_DIR/content/live when a release goes live, and a release being checked to a folder of
 * its own; the build and the content gate read them with the site file and apply them over it.
 */
export const SITE_FACTS_FILE = 'site-facts.json';

/** The folder under DATA_DIR the server exports the live release to. */
export const LIVE_CONTENT_DIR = 'content/live';

/** The environment variable that names the content export a build or a check reads. */
export const OWNER_CONTENT_ENV = 'OWNER_CONTENT_DIR';

/**
 * The business facts as exported: the data, the schema version it was written under (a build whose
 * code reads another version refuses it), and the release and revision it comes from.
 */
export const siteFactsExport = z.object({
  type: z.literal(siteFacts.type),
  schemaVersion: z.number().int().positive(),
  release: z.number().int().positive().nullable(),
  rev: z.number().int().positive(),
  data: z.unknown(),
});
export type SiteFactsExport = z.infer<typeof siteFactsExport>;

/**
 * A problem the content gate found with a release: on an owner's field (its dotted path, and its
 * name as the form shows it), or elsewhere in the site (`path` empty, `where` the file and place).
 */
export interface GateProblem {
  path: string;
  where: string;
  message: string;
}

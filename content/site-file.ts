import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { type Site, siteSchema } from '../schema/site';
import { parseForAuthor } from './errors';
import { withOwnerContent } from './owner-content';
import { type ContentProblem, formatReport, problemsFromIssues } from './problems';

export const SITE_FILE = 'pages/site.ts';

/** The checkout this module is part of: where the starters find the site file, wherever they run from. */
const REPO_ROOT = path.resolve(import.meta.dirname, '..');

export type Importer = (absoluteFile: string) => Promise<Record<string, unknown>>;
export const nodeImporter: Importer = (file) => import(pathToFileURL(file).href);

export type SiteCheck = { site: Site; problems: [] } | { site: undefined; problems: ContentProblem[] };

/**
 * Checks the site file's `site` export; every problem at once, at the path the author wrote. With a
 * content export named (OWNER_CONTENT_DIR: the owner's published business facts), the site is the
 * file's with the owner's facts in place, checked again as a whole (content/owner-content.ts).
 */
export function checkSite(value: unknown): SiteCheck {
  const result = parseForAuthor(siteSchema, value);
  if (!result.success) return { site: undefined, problems: problemsFromIssues(SITE_FILE, result.issues) };
  return withOwnerContent(result.data);
}

/** A site file that does not check; the message is the problem list `npm run validate` prints. */
export class SiteFileError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(formatReport(problems));
    this.name = 'SiteFileError';
  }
}

/** The site file's data, checked; throws a SiteFileError listing its problems. */
export function parseSite(value: unknown): Site {
  const checked = checkSite(value);
  if (!checked.site) throw new SiteFileError(checked.problems);
  return checked.site;
}

/** Imports `pages/site.ts` under `root` and checks it; a file that cannot even load is one problem. */
export async function loadSite(root: string, importer: Importer = nodeImporter): Promise<SiteCheck> {
  let mod: Record<string, unknown>;
  try {
    mod = await importer(path.join(root, SITE_FILE));
  } catch (error) {
    return {
      site: undefined,
      problems: [{ file: SITE_FILE, at: '(the file)', message: `could not be loaded: ${(error as Error).message}` }],
    };
  }
  if (!('site' in mod))
    return {
      site: undefined,
      problems: [{ file: SITE_FILE, at: '(the file)', message: 'has no `export const site = defineSite({...})`' }],
    };
  return checkSite(mod.site);
}

/**
 * The site for a server starter (`npm start`, `serve`, `dev`, an instance): checked like content,
 * and a bad site file prints its problem list and exits 1 instead of starting a half-right server.
 */
export async function loadSiteOrExit(root: string = REPO_ROOT): Promise<Site> {
  const { site, problems } = await loadSite(root);
  if (site) return site;
  console.error(formatReport(problems));
  process.exit(1);
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { fieldName, parseForOwner } from '../schema/owner-content/owner-words';
import { factsPathOf, type SiteFacts, siteFacts, siteWithFacts } from '../schema/owner-content/site-facts';
import { type Site, siteSchema } from '../schema/site';
import { ownedValuesIn } from '../schema/site-file';
import { parseForAuthor } from './errors';
import { withOwnerContent } from './owner-content';
import { type ContentProblem, formatPath, formatReport, problemsFromIssues } from './problems';

export const SITE_FILE = 'pages/site.ts';

/** The owner's facts before the first publish: what the first content migration writes into their document. */
export const SITE_FACTS_SEED = 'pages/owner-seed/site-facts.json';

/** The checkout this module is part of: where the starters find the site file, wherever they run from. */
const REPO_ROOT = path.resolve(import.meta.dirname, '..');

export type Importer = (absoluteFile: string) => Promise<Record<string, unknown>>;
export const nodeImporter: Importer = (file) => import(pathToFileURL(file).href);

export type SiteCheck = { site: Site; problems: [] } | { site: undefined; problems: ContentProblem[] };

/** The seed's facts, or where and why they are not right (a problem names the JSON file and the field). */
function readSeed(file: string, shown: string): { facts?: SiteFacts; problems: ContentProblem[] } {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { problems: [{ file: shown, at: '(the file)', message: `could not be read: ${(error as Error).message}` }] };
  }
  const parsed = parseForOwner(siteFacts.schema, json);
  if (!parsed.success)
    return {
      problems: parsed.problems.map((problem) => ({ file: shown, at: problem.path, message: problem.message })),
    };
  return { facts: parsed.data, problems: [] };
}

/** Where the owner keeps a site-file value (`offices.1.phone`): "Business facts › Phones › Offices › 2 › Office phone". */
function ownerFieldOf(at: readonly string[], file: { offices?: { id: string }[] }): string {
  const offices = Array.isArray(file.offices) ? file.offices : [];
  const layout = { phones: { offices: offices.map((office) => ({ office: office.id })) } } as unknown as SiteFacts;
  const steps = at.map((step) => (/^\d+$/.test(step) ? Number(step) : step));
  const factsPath = factsPathOf(steps, { offices: offices as Site['offices'] }, layout);
  return `${siteFacts.label} › ${factsPath ? fieldName(siteFacts.schema, factsPath.join('.')) : at.join('.')}`;
}

/**
 * Checks the site file's `site` export; every problem at once, at the path the author wrote. The
 * values the owner keeps (siteFacts.owns) are not the file's: one stated there is a problem, and
 * they come from the seed (`root`'s pages/owner-seed/site-facts.json) or, with a content export named
 * (OWNER_CONTENT_DIR: the owner's published facts), from the export, checked again as a whole
 * (content/owner-content.ts).
 */
export function checkSite(value: unknown, root: string = REPO_ROOT): SiteCheck {
  const restated = ownedValuesIn(value).map((at) => ({
    file: SITE_FILE,
    at: formatPath(at.map((step) => (/^\d+$/.test(step) ? Number(step) : step))),
    message: `is the owner's to keep in the dashboard (${ownerFieldOf(at, value as { offices?: { id: string }[] })}), not the site file's: delete it here. Its value before the owner's first publish is in ${SITE_FACTS_SEED}; to change the owner's value from code, write a content migration (server/owner-content/migrations.ts)`,
  }));
  // The testimonials come from the owner's content export alone: a file stating some would show
  // words no customer approved for the site, or keep showing ones a customer withdrew.
  if (value !== null && typeof value === 'object' && 'customerTestimonials' in value)
    restated.push({
      file: SITE_FILE,
      at: 'customerTestimonials',
      message:
        "are the customers' words the owner approves in the dashboard's review queue, not the site file's: delete them here. The build reads them from the owner's content export (--content)",
    });
  // The gallery projects likewise: a job shown without its homeowner's consent, or after they withdrew it.
  if (value !== null && typeof value === 'object' && 'galleryProjects' in value)
    restated.push({
      file: SITE_FILE,
      at: 'galleryProjects',
      message:
        "are the jobs the owner publishes from the dashboard (with each homeowner's photo consent), not the site file's: delete them here. The build reads them from the owner's content export (--content)",
    });
  if (restated.length) return { site: undefined, problems: restated };
  const seed = readSeed(path.join(root, SITE_FACTS_SEED), SITE_FACTS_SEED);
  if (!seed.facts) return { site: undefined, problems: seed.problems };
  const facts = seed.facts;
  const file = (value !== null && typeof value === 'object' ? value : {}) as Partial<Site>;
  const offices = Array.isArray(file.offices) ? file.offices : undefined;
  // A file whose offices are no list keeps them as written, so its own problem names them.
  // An office the facts do not name has no phone anywhere: its entry belongs in the seed.
  const unnamed = (offices ?? []).filter(
    (office) => !facts.phones.offices.some((entry) => entry.office === (office as { id?: unknown }).id),
  );
  if (unnamed.length)
    return {
      site: undefined,
      problems: unnamed.map((office) => ({
        file: SITE_FACTS_SEED,
        at: 'phones.offices',
        message: `has no entry for the office "${office.id}" of ${SITE_FILE}: add { "office": "${office.id}", "phone": "(918) 555-0142" } with its phone (and "email" if it has its own address)`,
      })),
    };
  const merged = siteWithFacts({ ...file, offices: offices ?? [], proof: { ...file.proof } } as Site, facts);
  const result = parseForAuthor(siteSchema, offices ? merged : { ...merged, offices: file.offices });
  if (!result.success)
    return {
      site: undefined,
      problems: result.issues.flatMap((issue) => {
        const at = offices && factsPathOf(issue.path, { offices }, facts);
        return at
          ? [{ file: SITE_FACTS_SEED, at: at.join('.'), message: issue.message }]
          : problemsFromIssues(SITE_FILE, [issue]);
      }),
    };
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
  return checkSite(mod.site, root);
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

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type GateProblem,
  OWNER_CONTENT_ENV,
  SITE_FACTS_FILE,
  siteFactsExport,
  TESTIMONIALS_FILE,
  testimonialsExport,
} from '../schema/owner-content/export';
import { upgradeData } from '../schema/owner-content/content-type';
import { fieldName, parseForOwner } from '../schema/owner-content/owner-words';
import { galleryProjects } from '../schema/owner-content/gallery-projects';
import { cityPages, cityPageSource } from '../schema/owner-content/city-pages';
import { pageZones } from '../schema/owner-content/page-zones';
import { zoneSource } from '../schema/page-zones';
import { photos } from '../schema/owner-content/photos';
import { type SiteFacts, factsPathOf, siteFacts, siteWithFacts } from '../schema/owner-content/site-facts';
import { type Testimonial, testimonials, whereInTestimonials } from '../schema/owner-content/testimonials';
import { type Site, siteSchema } from '../schema/site';
import { parseForAuthor } from './errors';
import { OWNER_GALLERY_SOURCE, readOwnerGallery } from './owner-gallery';
import type { ContentProblem } from './problems';

/** How a problem with the owner's photos names its "file" (content/owner-photos.ts imports this module, so it is said here too). */
export const OWNER_PHOTOS_SOURCE = 'Photos (dashboard)';

/** How a problem with the owner's business facts names its "file": the dashboard's form, not a file in the repository. */
export const OWNER_FACTS_SOURCE = 'Business facts (dashboard)';

/** How a problem with the customers' testimonials names its "file": the dashboard's review queue. */
export const OWNER_TESTIMONIALS_SOURCE = 'Customer testimonials (dashboard)';

/** The content export this process reads (OWNER_CONTENT_DIR, which `--content <dir>` sets), if any. */
export const ownerContentDir = (): string | undefined => process.env[OWNER_CONTENT_ENV] || undefined;

/** A problem on one of the owner's fields: `at` is its dotted path, as the form keys it. */
const ownerProblem = (at: string, message: string): ContentProblem => ({ file: OWNER_FACTS_SOURCE, at, message });

/**
 * The business facts of a content export: none when the folder holds none (nothing published yet:
 * the site file's values stand), else the facts, or why they cannot be read.
 */
export function readOwnerFacts(dir: string): { facts?: SiteFacts; problems: ContentProblem[] } {
  const file = path.join(dir, SITE_FACTS_FILE);
  if (!existsSync(file)) return { problems: [] };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { problems: [ownerProblem('', `${file} could not be read: ${(error as Error).message}`)] };
  }
  const envelope = siteFactsExport.safeParse(json);
  if (!envelope.success)
    return {
      problems: [ownerProblem('', `${file} is not an export of the business facts: export it again from the server`)],
    };
  // An older version is read as this one (the content type's upgrades); a newer one needs its code.
  const current = upgradeData(siteFacts, envelope.data.data, envelope.data.schemaVersion);
  if (current.schemaVersion !== siteFacts.schemaVersion)
    return {
      problems: [
        ownerProblem(
          '',
          `${file} was written under version ${envelope.data.schemaVersion} of the business facts; this code reads version ${siteFacts.schemaVersion}: add the upgrade between them to schema/owner-content/site-facts.ts, or build with the code that wrote it`,
        ),
      ],
    };
  const parsed = parseForOwner(siteFacts.schema, current.data);
  if (!parsed.success)
    return { problems: parsed.problems.map((problem) => ownerProblem(problem.path, problem.message)) };
  return { facts: parsed.data, problems: [] };
}

const testimonialsProblem = (at: string, message: string): ContentProblem => ({
  file: OWNER_TESTIMONIALS_SOURCE,
  at,
  message,
});

/**
 * The customers' testimonials of a content export: none when the folder holds none (none
 * published yet: no city page shows the block), else every testimonial with its city page, or why
 * they cannot be read. A problem with one names it by its number in the review queue
 * ("Testimonial 12 › Shown as: must not be empty…"), which is how the queue lists it.
 */
export function readOwnerTestimonials(dir: string): { items?: Testimonial[]; problems: ContentProblem[] } {
  const file = path.join(dir, TESTIMONIALS_FILE);
  if (!existsSync(file)) return { problems: [] };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { problems: [testimonialsProblem('', `${file} could not be read: ${(error as Error).message}`)] };
  }
  const envelope = testimonialsExport.safeParse(json);
  if (!envelope.success)
    return {
      problems: [
        testimonialsProblem(
          '',
          `${file} is not an export of the customer testimonials: export it again from the server`,
        ),
      ],
    };
  const current = upgradeData(testimonials, envelope.data.data, envelope.data.schemaVersion);
  if (current.schemaVersion !== testimonials.schemaVersion)
    return {
      problems: [
        testimonialsProblem(
          '',
          `${file} was written under version ${envelope.data.schemaVersion} of the customer testimonials; this code reads version ${testimonials.schemaVersion}: add the upgrade between them to schema/owner-content/testimonials.ts, or build with the code that wrote it`,
        ),
      ],
    };
  const parsed = parseForOwner(testimonials.schema, current.data);
  if (!parsed.success) {
    const items = (current.data as { items?: unknown })?.items;
    const listed = Array.isArray(items) ? items : [];
    return {
      problems: parsed.problems.map((problem) =>
        testimonialsProblem(problem.path, `${whereInTestimonials(listed, problem.path)}: ${problem.message}`),
      ),
    };
  }
  return { items: parsed.data.items, problems: [] };
}

/**
 * The checked site file with the owner's live facts of the content export in place (siteWithFacts),
 * checked again as a whole: the site's own rules run on the values the owner gave (a state marked
 * licensed needs its registration); and with the export's customer testimonials as
 * `customerTestimonials`, and its gallery projects (their photos by their public names) as
 * `galleryProjects`. Without an export, the site file as it is.
 */
export function withOwnerContent(
  site: Site,
  dir: string | undefined = ownerContentDir(),
): { site: Site; problems: [] } | { site: undefined; problems: ContentProblem[] } {
  if (!dir) return { site, problems: [] };
  const owner = readOwnerFacts(dir);
  const words = readOwnerTestimonials(dir);
  const gallery = readOwnerGallery(dir);
  const problems = [...owner.problems, ...words.problems, ...gallery.problems];
  if (problems.length) return { site: undefined, problems };
  // The testimonials go on the site record as they are (their own schema has checked them): the
  // city pages' block picks its own at build time, and the content gate places each on its page.
  // The gallery projects likewise: the Gallery block picks its own (/gallery all, a city page its city's).
  const withWords = (checked: Site): Site => ({
    ...checked,
    ...(words.items && { customerTestimonials: words.items }),
    ...(gallery.items && { galleryProjects: gallery.items }),
  });
  if (!owner.facts) return { site: withWords(site), problems: [] };
  const facts = owner.facts;
  const combined = parseForAuthor(siteSchema, siteWithFacts(site, facts));
  if (combined.success) return { site: withWords(combined.data), problems: [] };
  return {
    site: undefined,
    problems: combined.issues.map((issue) => {
      const at = factsPathOf(issue.path, site, facts);
      return at
        ? ownerProblem(at.join('.'), issue.message)
        : {
            file: 'pages/site.ts',
            at: issue.path.join('.'),
            message: `${issue.message} (with the business facts of the dashboard)`,
          };
    }),
  };
}

/** A gate problem as the dashboard shows it: on the owner's field when it is one, else with its file and place. */
export function gateProblemOf(problem: ContentProblem): GateProblem {
  if (problem.file === OWNER_FACTS_SOURCE)
    return { path: problem.at, where: fieldName(siteFacts.schema, problem.at), message: problem.message };
  // The photos' problems are keyed by slot (`slots.photo-founder.alt`); the dashboard names the slot.
  if (problem.file === OWNER_PHOTOS_SOURCE)
    return { path: problem.at, where: fieldName(photos.schema, problem.at), message: problem.message };
  // A testimonial's problem names the testimonial by its number in its own words (the queue's name for it).
  if (problem.file === OWNER_TESTIMONIALS_SOURCE)
    return { path: problem.at, where: testimonials.label, message: problem.message };
  // A gallery project's problem names the project by its title and id in its own words, as the dashboard lists it.
  if (problem.file === OWNER_GALLERY_SOURCE)
    return { path: problem.at, where: galleryProjects.label, message: problem.message };
  // A city page's problem is on its field of that page (`localStory`), named as the editor names it.
  const city = /^City pages \(dashboard\) › (.+)$/.exec(problem.file)?.[1];
  if (city && problem.file === cityPageSource(city)) {
    // The author's `faqs[0].answer` is the form's `faqs.0.answer`; a whole-page problem is the page's.
    const at = problem.at.startsWith('(') ? '' : problem.at.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
    return {
      path: at,
      where: at ? fieldName(cityPages.schema, at) : cityPages.label,
      message: problem.message.replace(/pages\/locations\/([a-z0-9-]+)\.ts/g, 'the page /locations/$1'),
      page: city,
    };
  }
  // A zone's problem is on its field of that zone (`sections.0.heading`), named as the editor names it.
  const zone = /^Page text \(dashboard\) › (.+)$/.exec(problem.file)?.[1];
  if (zone && problem.file === zoneSource(zone)) {
    const at = problem.at.startsWith('(') ? '' : problem.at.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
    return { path: at, where: at ? fieldName(pageZones.schema, at) : pageZones.label, message: problem.message, zone };
  }
  return { path: '', where: `${problem.file} › ${problem.at}`, message: problem.message };
}

/**
 * `--content <dir>` (or `--content=<dir>`) among a command's arguments: this process reads that
 * content export (it sets OWNER_CONTENT_DIR, which the site file's check reads). Returns the folder,
 * or undefined without the flag; throws, in words for whoever typed it, when the folder is missing.
 */
export function applyContentFlag(argv: readonly string[]): string | undefined {
  const at = argv.findIndex((arg) => arg === '--content' || arg.startsWith('--content='));
  if (at < 0) return ownerContentDir();
  const given = argv[at]!.includes('=') ? argv[at]!.slice('--content='.length) : argv[at + 1];
  if (!given || given.startsWith('--'))
    throw new Error('--content needs the folder of a content export, e.g. --content data/content/live');
  const dir = path.resolve(given);
  if (!existsSync(dir))
    throw new Error(
      `--content ${given}: there is no folder ${dir}. Name the folder the server exports to (DATA_DIR/content/live), or leave the flag out to build from pages/site.ts alone.`,
    );
  process.env[OWNER_CONTENT_ENV] = dir;
  return dir;
}

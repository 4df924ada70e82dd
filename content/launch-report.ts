import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Review } from '../blocks/Testimonials/schema';
import type { StandIn } from '../schema/page';
import type { Site } from '../schema/site';
import { currentStandIns, pagesShowingStandIns } from './stand-ins';
import { OWNER_FACTS_SOURCE } from './owner-content';

/** One thing to supply or confirm before launch: what, and where to change it. */
export interface LaunchItem {
  kind: StandIn['kind'];
  todo: string;
  /** The file to edit (repo-relative), or the folder a photo goes into. */
  file: string;
  /** The field in that file, when there is one ("proof.registrations[0]"). */
  field?: string;
  /** The pages showing it, for a photo. */
  pages?: string[];
  /** For a photo: its slot, the name it is saved under without the extension (`founder-portrait`). */
  slot?: string;
}

/** A page as the launch report reads it. */
type LaunchPage = { file: string; def: { path: string; blocks: readonly { type: string }[]; standIns: StandIn[] } };

/** How `npm run launch:report` titles each group, in the order it lists them. */
export const LAUNCH_KINDS: Record<StandIn['kind'], string> = {
  photo: 'Photos to take',
  licence: 'Licence and registration numbers',
  insurance: 'Insurance',
  certification: 'Certifications',
  reviews: 'Review link',
  testimonial: 'Testimonials written as stand-ins',
  founder: 'Founder',
  legal: 'Wording for counsel to review',
  figure: 'Figures to confirm',
};

/**
 * The owner's business facts still marked `standIn: true` (every proof value): the owner supplies
 * them in the dashboard, so that is where each item points, at the site's path of the value.
 */
function siteFileItems(site: Site): LaunchItem[] {
  const item = (kind: StandIn['kind'], field: string, todo: string): LaunchItem => ({
    kind,
    todo,
    file: OWNER_FACTS_SOURCE,
    field,
  });
  const { proof } = site;
  return [
    ...proof.registrations.flatMap((registration, index) =>
      registration.standIn
        ? [
            item(
              'licence',
              `proof.registrations[${index}]`,
              `${site.states[registration.state]?.name ?? registration.state} ${registration.kind.toLowerCase()}: the real number (now the sample ${registration.number}) and the ${registration.issuer}'s look-up page`,
            ),
          ]
        : [],
    ),
    ...(proof.insurance.standIn
      ? [
          item(
            'insurance',
            'proof.insurance',
            `The insurer's name and what the policy covers (now the sample ${proof.insurance.carrier})`,
          ),
        ]
      : []),
    ...proof.certifications.flatMap((certification, index) =>
      certification.standIn
        ? [
            item(
              'certification',
              `proof.certifications[${index}]`,
              `A manufacturer certification you hold: maker, tier and the warranty it unlocks (now the sample ${certification.manufacturer} ${certification.tier}); remove it if you hold none`,
            ),
          ]
        : [],
    ),
    ...(proof.veteranCertification?.standIn
      ? [
          item(
            'certification',
            'proof.veteranCertification',
            'Your veteran-owned certification and its look-up page, or remove it if you hold none (veteran owned is still said without it)',
          ),
        ]
      : []),
    ...(proof.reviews.standIn
      ? [
          item(
            'reviews',
            'proof.reviews',
            `The link to your reviews, the rating and review count it shows (now ${site.company.rating.value.toFixed(1)} from ${site.company.rating.reviewCount}), and the day you counted them`,
          ),
        ]
      : []),
    ...(proof.founder.standIn
      ? [
          item(
            'founder',
            'proof.founder',
            `The founder's name, service and story (now the sample ${proof.founder.name})`,
          ),
        ]
      : []),
    ...Object.entries(site.states).flatMap(([code, state]) =>
      state?.stormRights?.standIn
        ? [
            item(
              'legal',
              `states.${code}.stormRights`,
              `${state.name}'s storm-repair rights as /storm states them: have counsel check the wording, then remove standIn`,
            ),
          ]
        : [],
    ),
  ];
}

/**
 * Everything the owner must still supply or confirm before launch, from three places: stand-in
 * pictures the pages show (the photo to take, under the name to save it as), the site file's
 * values marked `standIn`, and what each page lists in its own `standIns`.
 */
export function launchItems(
  root: string,
  content: {
    site: Site;
    pages: readonly LaunchPage[];
  },
): LaunchItem[] {
  const standIns = currentStandIns(root);
  const photos = new Map<string, LaunchItem>();
  for (const page of pagesShowingStandIns(content.pages, standIns))
    for (const file of page.standIns) {
      const record = standIns.get(file)!;
      const saveAs = record.photo ? `${record.photo}.jpg` : file;
      const found = photos.get(saveAs) ?? {
        kind: 'photo' as const,
        todo: `${record.photograph}: upload it on the dashboard's Photos page (slot ${saveAs.replace(/\.[^.]+$/, '')})`,
        file: 'images/',
        slot: saveAs.replace(/\.[^.]+$/, ''),
        pages: [],
      };
      found.pages!.push(page.path);
      photos.set(saveAs, found);
    }
  const pageItems = content.pages.flatMap((page) =>
    page.def.standIns.map((standIn): LaunchItem => ({ ...standIn, file: page.file, pages: [page.def.path] })),
  );
  const order = Object.keys(LAUNCH_KINDS);
  return [
    ...[...photos.values()],
    ...siteFileItems(content.site),
    ...testimonialItems(root, content.pages),
    ...pageItems,
  ].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}

/**
 * Each testimonial marked `standIn` (a developer's example, not a customer's words), once however
 * many pages show it, with those pages: the build refuses them once the site file says `launched`.
 */
function testimonialItems(root: string, pages: readonly LaunchPage[]): LaunchItem[] {
  const items = new Map<string, LaunchItem>();
  // Where a review is written (a shared set in pages/_shared/ or a city file), found by its author.
  const sources = pageSources(root);
  const writtenIn = (author: string, fallback: string) =>
    sources.find(([, text]) => text.includes(`'${author}'`) || text.includes(`"${author}"`))?.[0] ?? fallback;
  for (const page of pages)
    for (const block of page.def.blocks) {
      if (block.type !== 'Testimonials') continue;
      for (const review of (block as { items?: readonly Review[] }).items ?? []) {
        if (!review.standIn) continue;
        const key = `${review.author}|${review.datePublished}|${review.body}`;
        const found = items.get(key) ?? {
          kind: 'testimonial' as const,
          todo: `${review.author}${review.location ? ` (${review.location})` : ''}, "${quoteStart(review.body)}": an example, not a customer's words. Replace it with a real customer's review they agreed to publish, or remove it`,
          file: writtenIn(review.author, page.file),
          pages: [],
        };
        if (!found.pages!.includes(page.def.path)) found.pages!.push(page.def.path);
        items.set(key, found);
      }
    }
  return [...items.values()];
}

/** A review's first words, cut at a word, to name it in a list. */
const quoteStart = (body: string) => (body.length > 60 ? `${body.slice(0, 60).replace(/\s+\S*$/, '')}…` : body);

/** Every .ts file under pages/ with its text, repo-relative, in a stable order. */
function pageSources(root: string): [string, string][] {
  const dir = path.join(root, 'pages');
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => [
      path.posix.join('pages', name.split(path.sep).join('/')),
      readFileSync(path.join(dir, name), 'utf8'),
    ]);
}

/** The build's one line about it. */
export function launchSummary(items: readonly LaunchItem[]): string {
  if (!items.length) return 'Ready to launch: nothing is a stand-in.';
  const counts = Object.entries(LAUNCH_KINDS)
    .map(([kind, title]) => [title.toLowerCase(), items.filter((item) => item.kind === kind).length] as const)
    .filter(([, count]) => count > 0)
    .map(([title, count]) => `${count} ${title}`);
  return `Before launch: ${items.length} stand-ins to replace (${counts.join(', ')}); npm run launch:report lists them.`;
}

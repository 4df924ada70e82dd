import type { StandIn } from '../schema/page';
import type { Site } from '../schema/site';
import { currentStandIns, pagesShowingStandIns } from './stand-ins';
import { SITE_FILE } from './site-file';

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
}

/** How `npm run launch:report` titles each group, in the order it lists them. */
export const LAUNCH_KINDS: Record<StandIn['kind'], string> = {
  photo: 'Photos to take',
  licence: 'Licence and registration numbers',
  insurance: 'Insurance',
  certification: 'Certifications',
  reviews: 'Review link',
  founder: 'Founder',
  legal: 'Wording for counsel to review',
  figure: 'Figures to confirm',
};

/** The site file's stand-ins: every proof value and state text still marked `standIn: true`. */
function siteFileItems(site: Site): LaunchItem[] {
  const item = (kind: StandIn['kind'], field: string, todo: string): LaunchItem => ({
    kind,
    todo,
    file: SITE_FILE,
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
            `The link to your reviews, and company.rating's count to match it (now ${site.company.rating.reviewCount})`,
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
    pages: readonly { file: string; def: { path: string; blocks: readonly { type: string }[]; standIns: StandIn[] } }[];
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
        todo: `${record.photograph}: save it as images/${saveAs}`,
        file: 'images/',
        pages: [],
      };
      found.pages!.push(page.path);
      photos.set(saveAs, found);
    }
  const pageItems = content.pages.flatMap((page) =>
    page.def.standIns.map((standIn): LaunchItem => ({ ...standIn, file: page.file, pages: [page.def.path] })),
  );
  const order = Object.keys(LAUNCH_KINDS);
  return [...[...photos.values()], ...siteFileItems(content.site), ...pageItems].sort(
    (a, b) => order.indexOf(a.kind) - order.indexOf(b.kind),
  );
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

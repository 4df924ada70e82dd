/**
 * The site's picture slots the owner fills with photos: every stand-in picture images/stand-ins.json
 * records (its `photo` is the slot: the name the page helpers look the owner's photo up by) and the
 * founder's portrait, which has no drawing (the page shows the founder's initials until then). These
 * are the photos `npm run launch:report` asks for; the dashboard lists them by group.
 */

/** The groups the dashboard shows the slots in, in this order. */
export const PHOTO_GROUPS = ['About', 'Home', 'Cities', 'Each city', 'Services', 'Projects'] as const;
export type PhotoGroup = (typeof PHOTO_GROUPS)[number];
/** What the dashboard says under a group's heading, where the group needs saying. */
export const PHOTO_GROUP_NOTES: Partial<Record<PhotoGroup, string>> = {
  'Each city':
    "Optional: a photo for the top of one city's page alone. A city without one shows its state's photo from Cities.",
};

export interface PhotoSlot {
  /** The name pages look it up by: `photo-founder`, `city-oklahoma`, `photo-roof-repair`, `historic-jenks`. */
  id: string;
  group: PhotoGroup;
  /** The slot's name in the dashboard: "Founder's portrait", "City pages in Oklahoma", "Roof repair". */
  label: string;
  /** What the photo should show, as the launch report says it. */
  photograph: string;
  /** The stand-in drawing in images/ the photo replaces; none for the founder's portrait. */
  standIn?: string;
  /** A photo the site does well without (a city's own hero): the launch report does not ask for it. */
  optional?: boolean;
}

/** A city's own hero slot: the photo at the top of that city's page alone (`city-hero-jenks`). */
export const cityHeroSlot = (slug: string) => `city-hero-${slug}`;

/** A city the site has, as its own hero slot names it. */
export interface SlotCity {
  slug: string;
  name: string;
  stateName: string;
}

/**
 * One optional slot per city, by name: a photo for the top of that city's page alone. Until it
 * has one, the page shows its state's photo (the Cities group's), as every city page did before.
 */
export function cityHeroSlots(cities: readonly SlotCity[]): PhotoSlot[] {
  return [...cities]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((city) => ({
      id: cityHeroSlot(city.slug),
      group: 'Each city' as const,
      label: `${city.name} page`,
      photograph: `A roof you finished in ${city.name}, for the top of its page alone; until then it shows the ${city.stateName} photo`,
      optional: true,
    }));
}

/** The founder's portrait: About's Founder block shows it (pages/about.ts). */
export const FOUNDER_SLOT = 'photo-founder';

/** What images/stand-ins.json says of each drawing (content/stand-ins.ts writes it). */
export interface StandInEntry {
  photograph: string;
  photo?: string;
}

/** Roofing's initialisms, written as the trade writes them. */
const INITIALISMS: Record<string, string> = { epdm: 'EPDM', tpo: 'TPO' };
const words = (slug: string) =>
  slug
    .split('-')
    .map((word) => INITIALISMS[word] ?? word)
    .join(' ');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** A job's or a place's name: every word capitalised ("Historic Jenks", "Hail Reroof South Tulsa"). */
const titled = (slug: string) => words(slug).split(' ').map(capital).join(' ');

function groupAndLabel(id: string): { group: PhotoGroup; label: string } {
  if (id === FOUNDER_SLOT) return { group: 'About', label: "Founder's portrait" };
  if (id === 'hero-tulsa-home') return { group: 'Home', label: 'Home page hero' };
  const city = /^city-(.+)$/.exec(id);
  if (city) return { group: 'Cities', label: `City pages in ${titled(city[1]!)}` };
  const service = /^photo-(.+)$/.exec(id);
  if (service) return { group: 'Services', label: capital(words(service[1]!)) };
  return { group: 'Projects', label: titled(id) };
}

/**
 * Every slot, grouped in PHOTO_GROUPS' order and by label within a group: the founder's portrait,
 * then one per stand-in drawing that names the photo replacing it.
 */
export function photoSlotsOf(standIns: Readonly<Record<string, StandInEntry>>, founderName: string): PhotoSlot[] {
  const slots: PhotoSlot[] = [
    {
      id: FOUNDER_SLOT,
      ...groupAndLabel(FOUNDER_SLOT),
      photograph: `A portrait of ${founderName}, ideally on a roof or by the truck`,
    },
  ];
  for (const [drawing, entry] of Object.entries(standIns)) {
    if (!entry.photo || slots.some((slot) => slot.id === entry.photo)) continue;
    slots.push({
      id: entry.photo,
      ...groupAndLabel(entry.photo),
      photograph: capital(entry.photograph),
      standIn: drawing,
    });
  }
  return slots.sort(
    (a, b) => PHOTO_GROUPS.indexOf(a.group) - PHOTO_GROUPS.indexOf(b.group) || a.label.localeCompare(b.label),
  );
}

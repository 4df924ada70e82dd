import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { PageDefinition } from '../blocks/page';
import { isZoneAnchor, sectionBlocks } from '../schema/page-sections';
import { parseZoneKey, zoneDataSchema, zoneSource } from '../schema/page-zones';
import { upgradeData } from '../schema/owner-content/content-type';
import { PAGE_ZONES_FILE, pageZonesExport } from '../schema/owner-content/export';
import { pageZones } from '../schema/owner-content/page-zones';
import { parseForOwner } from '../schema/owner-content/owner-words';
import { parseForAuthor } from './errors';
import type { ContentProblem } from './problems';
import { problemsFromIssues } from './problems';

/** A page as the loader holds it: its file and its checked definition. */
interface ZonedPage {
  file: string;
  def: PageDefinition;
}

const problem = (key: string, at: string, message: string): ContentProblem => ({
  file: key ? zoneSource(key) : 'Page text (dashboard)',
  at,
  message,
});

/** The owner's zones of a content export (page-zones.json): none when the folder holds none. */
function readExport(dir: string): {
  zones: { key: string; schemaVersion: number; data: unknown }[];
  problems: ContentProblem[];
} {
  const file = path.join(dir, PAGE_ZONES_FILE);
  if (!existsSync(file)) return { zones: [], problems: [] };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { zones: [], problems: [problem('', '', `${file} could not be read: ${(error as Error).message}`)] };
  }
  const envelope = pageZonesExport.safeParse(json);
  if (!envelope.success)
    return {
      zones: [],
      problems: [problem('', '', `${file} is not an export of the pages' text: export it again from the server`)],
    };
  return { zones: envelope.data.zones, problems: [] };
}

/**
 * The owner's words of a content export put in the zones of the code-defined pages: each published
 * zone's sections take the place of the blocks its page's code gave it (`...story.blocks`), checked
 * by that zone's own allow-list and size, then the page as a whole by the page schema, as a
 * developer's page is. A problem names the owner's zone (`Page text (dashboard) › /about#story`) and
 * its field; a zone the code no longer declares is said so, and the page keeps the code's words.
 */
export function applyOwnerZones<P extends ZonedPage>(
  dir: string | undefined,
  loaded: readonly P[],
  pageSchema: z.ZodType<PageDefinition>,
): { pages: P[]; problems: ContentProblem[]; applied: OwnerZone[] } {
  if (!dir) return { pages: [...loaded], problems: [], applied: [] };
  const { zones, problems } = readExport(dir);
  const pages = [...loaded];
  const applied: OwnerZone[] = [];
  for (const stored of zones) {
    const named = parseZoneKey(stored.key);
    const at = named ? pages.findIndex((page) => page.def.path === named.page) : -1;
    const declared = at >= 0 ? pages[at]!.def.zones.find((zone) => zone.id === named!.zone) : undefined;
    if (!named || !declared) {
      problems.push(
        problem(
          stored.key,
          '',
          `the site has no such part of a page any more (its code no longer declares it): the page shows the code's words; tell whoever maintains the site`,
        ),
      );
      continue;
    }
    const current = upgradeData(pageZones, stored.data, stored.schemaVersion);
    if (current.schemaVersion !== pageZones.schemaVersion) {
      problems.push(
        problem(
          stored.key,
          '',
          `was written under version ${stored.schemaVersion} of the pages' text; this code reads version ${pageZones.schemaVersion}: add the upgrade between them to schema/owner-content/page-zones.ts, or build with the code that wrote it`,
        ),
      );
      continue;
    }
    const parsed = parseForOwner(zoneDataSchema(declared), current.data);
    if (!parsed.success) {
      problems.push(...parsed.problems.map((issue) => problem(stored.key, issue.path, issue.message)));
      continue;
    }
    const page = pages[at]!;
    const blocks = page.def.blocks as { id?: unknown }[];
    const start = blocks.findIndex((block) => isZoneAnchor(declared.id, block.id));
    const count = blocks.filter((block) => isZoneAnchor(declared.id, block.id)).length;
    const input = {
      ...page.def,
      zones: page.def.zones.map((zone) => (zone === declared ? { ...zone, sections: parsed.data.sections } : zone)),
      blocks: [
        ...page.def.blocks.slice(0, start),
        ...sectionBlocks(parsed.data.sections, { zone: declared.id, firstTone: declared.firstTone }),
        ...page.def.blocks.slice(start + count),
      ],
    };
    const checked = parseForAuthor(pageSchema, input);
    if (!checked.success) {
      problems.push(...problemsFromIssues(zoneSource(stored.key), checked.issues));
      continue;
    }
    pages[at] = { ...page, def: checked.data };
    applied.push({ file: page.file, key: stored.key, label: declared.label });
  }
  return { pages, problems, applied };
}

/** A zone whose words the site shows from the owner's content: its page file, key and name. */
export interface OwnerZone {
  file: string;
  key: string;
  label: string;
}

/**
 * What the validator and the build say of the zones the owner's words stand in for: that an edit
 * to the zone's sections in its page file is not shown, and where the words are changed now.
 */
export const ownerZoneNotes = (zones: readonly OwnerZone[]): string[] =>
  zones.map(
    (zone) =>
      `${zone.file}: the site shows the owner's words for ${zone.label} (${zone.key}), published in the dashboard (/admin/pages/zone?zone=${encodeURIComponent(zone.key)}); an edit to that zone's sections in this file is not shown there`,
  );

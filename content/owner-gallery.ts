import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { upgradeData } from '../schema/owner-content/content-type';
import { GALLERY_DIR, GALLERY_PROJECTS_FILE, galleryProjectsExport } from '../schema/owner-content/export';
import { type ProjectOnSite, galleryProjects, whereInGalleryProjects } from '../schema/owner-content/gallery-projects';
import { parseForOwner } from '../schema/owner-content/owner-words';
import type { ContentProblem } from './problems';

/** How a problem with the gallery projects names its "file": the dashboard, where the projects are made. */
export const OWNER_GALLERY_SOURCE = 'Gallery projects (dashboard)';

const problem = (at: string, message: string): ContentProblem => ({ file: OWNER_GALLERY_SOURCE, at, message });

/** What a content export's gallery projects are to the build. */
export interface OwnerGallery {
  /** None when the export holds no projects (none published yet: /gallery shows its stand-ins alone). */
  items?: ProjectOnSite[];
  /** Each photo's public name → its file in the export's gallery/ folder, for the image pipeline. */
  sources: Record<string, string>;
  problems: ContentProblem[];
}

/**
 * The gallery projects of a content export (gallery-projects.json and the gallery/ folder): each
 * project with its photos by their public names, and every problem, each naming the project as
 * the dashboard lists it ("Project Hail claim re-roof (id) › Story: …"): a file that is not an
 * export, another schema version, a project the type refuses, a photo file missing from gallery/.
 */
export function readOwnerGallery(dir: string): OwnerGallery {
  const file = path.join(dir, GALLERY_PROJECTS_FILE);
  if (!existsSync(file)) return { sources: {}, problems: [] };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { sources: {}, problems: [problem('', `${file} could not be read: ${(error as Error).message}`)] };
  }
  const envelope = galleryProjectsExport.safeParse(json);
  if (!envelope.success)
    return {
      sources: {},
      problems: [problem('', `${file} is not an export of the gallery projects: export it again from the server`)],
    };
  const current = upgradeData(galleryProjects, envelope.data.data, envelope.data.schemaVersion);
  if (current.schemaVersion !== galleryProjects.schemaVersion)
    return {
      sources: {},
      problems: [
        problem(
          '',
          `${file} was written under version ${envelope.data.schemaVersion} of the gallery projects; this code reads version ${galleryProjects.schemaVersion}: add the upgrade between them to schema/owner-content/gallery-projects.ts, or build with the code that wrote it`,
        ),
      ],
    };
  const parsed = parseForOwner(galleryProjects.schema, current.data);
  if (!parsed.success) {
    const items = (current.data as { items?: unknown })?.items;
    const listed = Array.isArray(items) ? items : [];
    return {
      sources: {},
      problems: parsed.problems.map((issue) =>
        problem(issue.path, `${whereInGalleryProjects(listed, issue.path)}: ${issue.message}`),
      ),
    };
  }
  const problems: ContentProblem[] = [];
  const sources: Record<string, string> = {};
  const items: ProjectOnSite[] = [];
  parsed.data.items.forEach((project, index) => {
    const names = envelope.data.names[project.id] ?? [];
    const photos: ProjectOnSite['photos'] = [];
    project.photos.forEach((photo, at) => {
      const name = names[at];
      const photoFile = name && path.join(dir, GALLERY_DIR, name);
      if (!name || !photoFile || !existsSync(photoFile)) {
        const where = whereInGalleryProjects(parsed.data.items, `items.${index}.photos.${at}.media`);
        problems.push(
          problem(
            `items.${index}.photos.${at}.media`,
            `${where}: this photo is not in the export: publish the gallery projects again`,
          ),
        );
        return;
      }
      sources[name] = photoFile;
      const { media: _private, ...shown } = photo;
      photos.push({ ...shown, src: name });
    });
    const { submissionId: _theRequest, photos: _byHash, ...rest } = project;
    items.push({ ...rest, photos });
  });
  return problems.length ? { sources: {}, problems } : { items, sources, problems: [] };
}

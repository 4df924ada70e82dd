import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { site as siteFile } from './site';
import { type PageDefinition, type PageInput, pageSchema } from '../../blocks/page';
import { browserSite } from '../../content/browser-site';
import { pageForBrowser } from '../../content/page-file-data';
import { resolveBlocks } from '../../content/compile';
import type { CityMeta } from '../../schema/page';
import type { Site } from '../../schema/site';
import { FormPostContext, SiteContext } from '../../ui/page-context';
import type { FormPostAnswer } from '../../schema/form-post';
import { imagesOf } from '../../content/image-refs';
import { describeSourceImages } from '../../content/images/pipeline';
import { ownerPhotoSources } from '../../content/owner-photos';
import sharp from 'sharp';
import { PageNavigation } from '../../src/navigation/page-navigation';
import { loadBlockCode, PageRenderer } from '../../src/render/PageRenderer';
import { IMAGE_SOURCE_DIR, type ImageManifest } from '../../shared/images';

export const testCities: CityMeta[] = [
  { slug: 'tulsa', name: 'Tulsa', state: 'OK', county: 'Tulsa County', coordinates: { lat: 36.154, lng: -95.9928 } },
  {
    slug: 'olathe',
    name: 'Olathe',
    state: 'KS',
    county: 'Johnson County, KS',
    coordinates: { lat: 38.88, lng: -94.82 },
  },
];

/** A page definition rendered to HTML the way the prerender does, for assertions on the markup. */
export async function renderPage(
  input: PageInput,
  options: { site?: Site; formPost?: FormPostAnswer } = {},
): Promise<string> {
  const site = options.site ?? siteFile;
  // Blocks get their build-time data as the compiler gives it, against a page index of the test cities.
  const page = resolveBlocks(pageSchema.parse(input), {
    site,
    pages: testCities.map((city) => ({ path: `/locations/${city.slug}`, city })),
  });
  return renderToHtml(page, site, options.formPost ?? null, '/');
}

/**
 * A page whose blocks are resolved already (a compiled page's definition) rendered to HTML the way
 * the build's prerender does: from the page as its data file holds it (pageForBrowser), with the
 * site record every page's script carries (browserSite).
 */
export function renderResolvedPage(
  resolved: PageDefinition,
  options: { site?: Site; path?: string; contentDir?: string } = {},
) {
  return renderToHtml(
    pageForBrowser(resolved),
    browserSite(options.site ?? siteFile),
    null,
    options.path ?? '/',
    options.contentDir,
  );
}

async function renderToHtml(
  page: PageDefinition,
  site: Site,
  formPost: FormPostAnswer | null,
  pathname: string,
  contentDir?: string,
): Promise<string> {
  await loadBlockCode(page);
  // With a content export, its photos too (the owner's slots and gallery projects), as the build adds them.
  const owner = contentDir ? await describeFiles(ownerPhotoSources(contentDir)) : {};
  const images = imagesOf(page.blocks, { ...(await sourceImages()), ...owner });
  // React separates adjacent text with empty comments; they are noise for these assertions.
  return renderToString(
    <SiteContext.Provider value={site}>
      <FormPostContext.Provider value={formPost}>
        <AtPath path={pathname}>
          <PageRenderer page={page} images={images} />
        </AtPath>
      </FormPostContext.Provider>
    </SiteContext.Provider>,
  ).replace(/<!-- -->/g, '');
}

let sources: Promise<ImageManifest> | undefined;
/** The images in images/ as the dev server describes them: their sizes, served as they are. */
const sourceImages = () => (sources ??= describeSourceImages(path.resolve(IMAGE_SOURCE_DIR)));

/** Source images outside images/ (a content export's), by the names pages give them, as the dev server describes them. */
async function describeFiles(files: Record<string, string>): Promise<ImageManifest> {
  const manifest: ImageManifest = {};
  for (const [name, file] of Object.entries(files)) {
    const meta = await sharp(file).metadata();
    if (meta.width && meta.height) manifest[name] = { width: meta.width, height: meta.height, src: `/images/${name}` };
  }
  return manifest;
}

const ignore = () => {};

/** Renders as a page at `path` does, before the visitor goes anywhere (links read where they are). */
export function AtPath({ path: pathname, children }: { path: string; children: ReactNode }) {
  return (
    <PageNavigation initial={{ pathname, search: '', hash: '' }} leave={ignore} preload={ignore}>
      {children}
    </PageNavigation>
  );
}

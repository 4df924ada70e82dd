import { breadcrumbList, type JsonLdObject } from '../../schema/jsonld';
import { SOCIAL_IMAGE } from '../../shared/images';
import type { PageDefinition } from '../../blocks/page';
import { themes } from '../../shared/themes';
import { CREW_MANIFEST_PATH, CREW_PATH } from '../../shared/crew-page';
import type { Site } from '../../schema/site';
import { pageLabel } from '../../ui/page-label';
import { type BlockSet, catalogBlocks } from '../block-set';
import type { HeadData } from '../../schema/head';

export function absoluteUrl(site: Site, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return pathOrUrl === '/' ? `${site.url}/` : `${site.url}${pathOrUrl}`;
}

export function canonicalUrl(page: Pick<PageDefinition, 'seo' | 'path'>, site: Site): string {
  return absoluteUrl(site, page.seo.canonical ?? page.path);
}

/** Title, description, canonical, social tags and JSON-LD (the page's and its blocks') for one page. */
export function buildHead(page: PageDefinition, site: Site, blocks: BlockSet = catalogBlocks): HeadData {
  const canonical = canonicalUrl(page, site);
  const { seo } = page;
  const meta: HeadData['meta'] = [
    { key: 'name', value: 'description', content: seo.description },
    ...(seo.keywords?.length ? [{ key: 'name' as const, value: 'keywords', content: seo.keywords.join(', ') }] : []),
    ...(seo.noindex ? [{ key: 'name' as const, value: 'robots', content: 'noindex, nofollow' }] : []),
    { key: 'property', value: 'og:type', content: 'website' },
    { key: 'property', value: 'og:site_name', content: site.company.name },
    { key: 'property', value: 'og:title', content: seo.socialTitle ?? seo.title },
    { key: 'property', value: 'og:description', content: seo.socialDescription ?? seo.description },
    { key: 'property', value: 'og:url', content: canonical },
    { key: 'property', value: 'og:image', content: `${site.url}${SOCIAL_IMAGE}` },
    { key: 'name', value: 'twitter:card', content: 'summary_large_image' },
    { key: 'name', value: 'twitter:title', content: seo.socialTitle ?? seo.title },
    { key: 'name', value: 'twitter:description', content: seo.socialDescription ?? seo.description },
    // The browser bar in the page's brand colour: its own theme's, else the site's.
    { key: 'name', value: 'theme-color', content: themes[page.theme ?? site.theme].color.brand },
  ];

  const jsonLd: JsonLdObject[] = [];
  if (page.breadcrumbs) {
    jsonLd.push(
      breadcrumbList([
        // The seed spec's structured trail names the links beside it too (Home, Services, Service
        // Areas, the page), and its checks hold it so; the visible trail keeps them apart.
        ...[...page.breadcrumbs, ...(page.breadcrumbsBeside ?? [])].map((crumb) => ({
          name: crumb.label,
          url: absoluteUrl(site, crumb.href),
        })),
        { name: pageLabel(page), url: canonical },
      ]),
    );
  }
  for (const block of page.blocks) {
    const contributed = blocks.get(block.type)?.structuredData?.(block, { site, url: canonical });
    if (contributed) jsonLd.push(...contributed);
  }
  // The crew page installs on a phone's home screen; no other page offers that.
  const manifest = page.path === CREW_PATH ? { manifest: CREW_MANIFEST_PATH } : {};
  return { title: seo.title, canonical, meta, jsonLd, ...manifest };
}

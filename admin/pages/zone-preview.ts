import { isZoneAnchor, type PageSection, sectionBlocks } from '../../schema/page-sections';
import type { PageData } from './preview-patch';

/** What the preview needs of a zone's declaration: its id (the blocks' anchors) and its first band. */
export interface PreviewZone {
  id: string;
  firstTone: 'plain' | 'alt';
}

/**
 * The live preview of a zone: the built page (/page-data/about.js) with the blocks of the zone
 * (`#story-1`, `#story-2`, …) replaced by the draft's sections, placed as the build places them
 * (sectionBlocks), so the rest of the page is what the site shows and the zone what it will show.
 */
export function patchZone(data: PageData, zone: PreviewZone, draft: unknown): PageData {
  const sections = ((draft as { sections?: Partial<PageSection>[] }).sections ?? []).filter(Boolean);
  const blocks = data.page.blocks;
  const start = blocks.findIndex((block) => isZoneAnchor(zone.id, block.id));
  if (start < 0) return data;
  const count = blocks.filter((block) => isZoneAnchor(zone.id, block.id)).length;
  const placed = sectionBlocks(sections, { zone: zone.id, firstTone: zone.firstTone });
  return {
    ...data,
    page: { ...data.page, blocks: [...blocks.slice(0, start), ...placed, ...blocks.slice(start + count)] },
  };
}

import type { BlockInput } from '../../blocks/catalog';
import { sectionBlocks } from '../../schema/page-sections';
import type { ZoneInput } from '../../schema/page-zones';

/**
 * A part of a code-defined page the owner edits in the dashboard: the declaration goes in the
 * page's `zones`, the blocks where the part sits in its `blocks`. The sections are the developer's
 * words, shown until the owner publishes their own (content/load.ts puts those in the blocks' place).
 *
 *   const story = ownerZone({ id: 'story', label: 'Our story', allow: ['RichText', 'ContentCards'], max: 4, sections: [...] });
 *   definePage({ ..., zones: [story.zone], blocks: [hero, ...story.blocks, founder] });
 */
export function ownerZone(zone: ZoneInput): { zone: ZoneInput; blocks: BlockInput[] } {
  return {
    zone,
    blocks: sectionBlocks(zone.sections, { zone: zone.id, firstTone: zone.firstTone ?? 'plain' }) as BlockInput[],
  };
}

import { z } from 'zod';
import { coordinates, officeId, text } from '../../schema/common';
import { sectionHeaderFields } from '../_shared/section-header';

export const mapEmbedSchema = z.object({
  type: z.literal('MapEmbed'),
  ...sectionHeaderFields,
  /** The frame's accessible title, e.g. "Map of Tulsa, Oklahoma". */
  title: text,
  /** A point, an office whose coordinates come from the site file, or 'city': the page's own `city.coordinates`. */
  center: z.union([coordinates, z.object({ office: officeId }), z.literal('city')]),
  /** The zoom "View larger map" opens at; the frame itself always covers 0.02° each side of its point (the spec's). */
  zoom: z.number().int().min(10).max(16).default(12),
  /** Shows that office's address, phone and hours beside the map. */
  office: officeId.optional(),
  /** Whether that office card lists the office hours (off where the page already gives its own hours). */
  showHours: z.boolean().default(true),
});
export type MapEmbedProps = z.infer<typeof mapEmbedSchema>;

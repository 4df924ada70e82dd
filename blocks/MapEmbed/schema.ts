import { z } from 'zod';
import { coordinates, officeId, text } from '../../schema/common';
import { sectionHeaderFields } from '../_shared/section-header';

export const mapEmbedSchema = z.object({
  type: z.literal('MapEmbed'),
  ...sectionHeaderFields,
  /** The frame's accessible title, e.g. "Map of Tulsa, Oklahoma". */
  title: text,
  /** A point, or an office whose coordinates come from the site file. */
  center: z.union([coordinates, z.object({ office: officeId })]),
  zoom: z.number().int().min(10).max(16).default(12),
  /** Shows that office's address, phone and hours beside the map. */
  office: officeId.optional(),
  /** Whether that office card lists the office hours (off where the page already gives its own hours). */
  showHours: z.boolean().default(true),
});
export type MapEmbedProps = z.infer<typeof mapEmbedSchema>;

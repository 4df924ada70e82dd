import { z } from 'zod';
import { coordinates, officeId, text } from '../../schema/common';
import { mapZoom } from '../../schema/map-zoom';
import { sectionHeaderFields } from '../_shared/section-header';

export const mapEmbedSchema = z.object({
  type: z.literal('MapEmbed'),
  ...sectionHeaderFields,
  /** The frame's accessible title, e.g. "Map of Tulsa, Oklahoma". */
  title: text.meta({
    label: 'Map title',
    role: 'label',
    help: 'what screen readers call the map, e.g. "Map of Tulsa, Oklahoma"',
  }),
  /** A point, an office whose coordinates come from the site file, or 'city': the page's own `city.coordinates`. */
  center: z
    .union([
      coordinates,
      z.object({ office: officeId }).meta({ label: 'An office' }),
      z.literal('city').meta({ label: "The page's city", role: 'option' }),
    ])
    .meta({ label: 'Map centre', help: "a point { lat, lng }, an office { office: 'tulsa' } or 'city'" }),
  /** The zoom "View larger map" opens at; the frame itself always covers 0.02° each side of its point (the spec's). */
  zoom: mapZoom.default(12),
  /** Shows that office's address, phone and hours beside the map. */
  office: officeId
    .meta({ label: 'Office card', help: "shows this office's address, phone and hours beside the map" })
    .optional(),
  /** Whether that office card lists the office hours (off where the page already gives its own hours). */
  showHours: z
    .boolean()
    .meta({ label: 'Show the hours', role: 'toggle', help: 'off where the page gives its hours already' })
    .default(true),
});
export type MapEmbedProps = z.infer<typeof mapEmbedSchema>;

import { z } from 'zod';

/**
 * The zoom "View larger map" opens at: the map block's, and a city page's (its file's, or the
 * owner's in the dashboard). The frame itself always covers 0.02° each side of its point.
 */
export const mapZoom = z
  .number()
  .int()
  .min(10)
  .max(16)
  .meta({ label: 'Zoom', role: 'number', help: 'what "View larger map" opens at: 10 (a region) to 16 (streets)' });

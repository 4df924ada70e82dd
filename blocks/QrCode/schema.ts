import { z } from 'zod';
import { text } from '../../schema/common';
import { sectionHeaderFields } from '../_shared/section-header';

export const qrCodeSchema = z.object({
  type: z.literal('QrCode'),
  ...sectionHeaderFields,
  /** Where scanning (or clicking) the code goes. */
  url: z.url({ protocol: /^https$/, message: 'QR codes point at an https URL' }),
  label: text,
  /** Beside the code, for someone holding a phone up to the screen. */
  caption: text.optional(),
  /** Instead of the code and `caption` on a phone's screen, which cannot scan itself. */
  phoneCaption: text.optional(),
  /** Filled in at build time from `url` (see shared/qr-matrix.ts); authors never write it. */
  matrix: z.object({ size: z.number().int(), path: z.string() }).optional(),
});
export type QrCodeProps = z.infer<typeof qrCodeSchema>;

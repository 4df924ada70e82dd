import { z } from 'zod';
import { text } from '../../schema/common';
import { sectionHeaderFields } from '../_shared/section-header';

export const qrCodeSchema = z.object({
  type: z.literal('QrCode'),
  ...sectionHeaderFields,
  /** Where scanning (or clicking) the code goes. */
  url: z
    .url({ protocol: /^https$/, message: 'QR codes point at an https URL' })
    .meta({ label: 'Opens', role: 'url', help: 'where scanning or clicking the code goes' }),
  label: text.meta({ label: 'Label', role: 'label' }),
  /** Beside the code, for someone holding a phone up to the screen. */
  caption: text
    .meta({ label: 'Caption', role: 'copy', help: 'beside the code, for someone holding a phone up to it' })
    .optional(),
  /** Instead of the code and `caption` on a phone's screen, which cannot scan itself. */
  phoneCaption: text
    .meta({
      label: 'Caption on phones',
      role: 'copy',
      help: "instead of the code on a phone's screen, which cannot scan itself",
    })
    .optional(),
  /** Filled in at build time from `url` (see shared/qr-matrix.ts); authors never write it. */
  matrix: z
    .object({
      size: z.number().int().meta({ label: 'Modules per side', role: 'number' }),
      path: z.string().meta({ label: 'Drawn modules', role: 'code' }),
    })
    .meta({ label: 'Code', built: true })
    .optional(),
});
export type QrCodeProps = z.infer<typeof qrCodeSchema>;

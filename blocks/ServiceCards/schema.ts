import { z } from 'zod';
import { internalPath, text } from '../../schema/common';
import { sectionHeaderFields } from '../_shared/section-header';

export const serviceIcon = z.enum([
  'repair',
  'replacement',
  'storm',
  'inspection',
  'install',
  'emergency',
  'metal',
  'shingle',
  'flat',
  'commercial',
  'shield',
  'star',
  'clock',
  'dollar',
  'home',
  'hammer',
  'check',
  'phone',
]);

export const serviceCardsSchema = z.object({
  type: z.literal('ServiceCards'),
  ...sectionHeaderFields,
  items: z
    .array(
      z.object({ title: text, description: text, href: internalPath, icon: serviceIcon, linkLabel: text.optional() }),
    )
    .min(1),
});
export type ServiceCardsProps = z.infer<typeof serviceCardsSchema>;

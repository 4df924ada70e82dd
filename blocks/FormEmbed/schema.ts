import { z } from 'zod';
import { sectionHeaderFields } from '../_shared/section-header';

/**
 * A third-party form widget: its iframe and its embed script. Pages take the URLs and the frame's
 * title from the site file (`contactForm` in `mode: 'embed'`), whose hosts are exactly what the
 * CSP allows; the validator refuses a widget the site file does not switch on.
 */
export const formEmbedSchema = z.object({
  type: z.literal('FormEmbed'),
  ...sectionHeaderFields,
  iframeUrl: z
    .url({ protocol: /^https$/, message: 'the widget frame must be an https URL' })
    .meta({ label: 'Widget frame', role: 'url', help: "the site file's contactForm.iframeUrl" }),
  scriptUrl: z
    .url({ protocol: /^https$/, message: 'the widget script must be an https URL' })
    .meta({ label: 'Widget script', role: 'url', help: "the site file's contactForm.scriptUrl" }),
  /** The frame's accessible title, e.g. "Request a free inspection". */
  title: z.string().trim().min(1).meta({
    label: 'Frame title',
    role: 'label',
    help: 'what screen readers call the form, e.g. "Request a free inspection"',
  }),
});
export type FormEmbedProps = z.infer<typeof formEmbedSchema>;

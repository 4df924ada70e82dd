import { defineBlock } from '../define-block';
import { formEmbedSchema } from './schema';

export default defineBlock({
  type: 'FormEmbed',
  schema: formEmbedSchema,
  /** A widget only as the site file switches it on: the CSP allows exactly its hosts. */
  check: (block, { site }) => {
    const embed = site.contactForm.mode === 'embed' ? site.contactForm : undefined;
    if (block.iframeUrl === embed?.iframeUrl && block.scriptUrl === embed?.scriptUrl) return [];
    return [
      {
        at: '',
        message:
          "embeds a form widget the site file does not switch on: set contactForm to { mode: 'embed', iframeUrl, scriptUrl, title } in pages/site.ts and take the URLs from there",
      },
    ];
  },
});

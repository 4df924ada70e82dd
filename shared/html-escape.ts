const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe inside HTML, XML or SVG: element content and quoted attribute values alike. The
 * one escaper of the codebase (head tags, sitemap, social card, mails); five characters are enough
 * for any of those places, so no library is needed.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]!);
}

import './theme/storm.css';

/**
 * A runtime slot: an element whose content the server writes when it serves the page (the
 * prerender leaves it as the build knows it). The app renders the same string, computed by the
 * same function (shared/storm-html.ts), so hydration keeps what the server sent.
 */
export function StormSlot({ name, office, html }: { name: string; office?: string | null; html: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the string is built by shared/storm-html.ts, which escapes every value it puts in.
    <div data-storm-slot={name} data-office={office ?? undefined} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

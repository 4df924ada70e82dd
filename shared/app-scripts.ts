/**
 * The same page with every script that would run it as an app taken out (module scripts, the
 * loader, module preloads); JSON-LD stays. What the no-JavaScript form answer is built on, and the
 * physical-limit copy the site bench measures against.
 */
export function withoutAppScripts(html: string): string {
  return html
    .replace(/<script type="module"[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
}

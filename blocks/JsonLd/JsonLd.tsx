/**
 * Structured data goes into the page head (see content/head), where crawlers read it without running
 * JavaScript; in the body this block renders nothing.
 */
export function JsonLd() {
  return null;
}

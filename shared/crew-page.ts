/**
 * The crew page's addresses, written once for the admin view list (admin/views.ts), the head its
 * HTML carries (content/head/build-head.ts links the manifest from this page only) and the server,
 * which writes the manifest from the site file (the company's name and brand colour).
 */
export const CREW_PATH = '/crew';
export const CREW_MANIFEST_PATH = '/crew.webmanifest';
/** Drawn from the brand mark (src/public/favicon.svg) at the sizes Android and Chrome ask an installable page for. */
export const CREW_ICONS = [192, 512].map((size) => ({
  src: `/crew-icon-${size}.png`,
  sizes: `${size}x${size}`,
  type: 'image/png',
}));

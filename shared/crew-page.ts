/**
 * The crew page's addresses, written once for the admin view list (admin/views.ts), the head its
 * HTML carries (content/head/build-head.ts links the manifest from this page only) and the server,
 * which writes the manifest from the site file (the company's name and brand colour). Only these two
 * strings: SiteShell reads CREW_PATH, so whatever else this module held would ride in every public page.
 */
export const CREW_PATH = '/crew';
export const CREW_MANIFEST_PATH = '/crew.webmanifest';

import { parseSite } from '../../content/site-file';
import { site as siteFile } from '../site';

/**
 * The site file as checked data, for page files and their helpers (defaults filled, types exact).
 * The content loader checks pages/site.ts before it loads any page, so a mistake there is reported
 * as `pages/site.ts › …` before this line runs.
 */
export const site = parseSite(siteFile);

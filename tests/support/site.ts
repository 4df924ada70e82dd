import { parseSite } from '../../content/site-file';
import { site as siteFile } from '../../pages/site';

/** The site file as the server starters get it: checked by the content loader's own check. */
export const site = parseSite(siteFile);

/** The site as the server starters and the page files get it: the site file with the owner's facts, checked. */
export { site } from '../../pages/_lib/site';

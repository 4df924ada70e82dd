/**
 * The custom property holding the sticky header's height: global.css.ts sets its value per width
 * (what the page has without JavaScript), and the header measures itself once running and writes
 * the exact value on <html>, so whatever the browser scrolls to stops below the header.
 */
export const STICKY_HEADER_PROPERTY = '--sticky-header';

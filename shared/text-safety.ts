/**
 * Characters no field may hold, shared by every form and the dashboard's notes: control characters
 * (terminal escapes such as ESC, NUL which PostgreSQL refuses, DEL, and the C1 set U+0080-U+009F:
 * NEL breaks lines, CSI starts a terminal escape), bidi embeddings, overrides and isolates
 * (U+202A-U+202E, U+2066-U+2069: they make `Evil\u202Egnp.exe` read as `Evilexe.png`), and unpaired
 * UTF-16 halves. Tab, CR and LF are allowed only where a field may span lines (checked separately);
 * the plain direction marks (U+200E, U+200F, U+061C) stay allowed for right-to-left text.
 */
export const UNSAFE_CHARACTERS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A line break of any kind (a tab counts too in a one-line field: it forges columns). */
export const LINE_BREAK = /[\r\n\u2028\u2029]/;
export const LINE_BREAK_OR_TAB = /[\t\r\n\u2028\u2029]/;

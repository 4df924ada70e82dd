/**
 * Characters no one-line field (a name, a subject) may hold, shared by every form: control
 * characters (terminal escapes such as ESC, NUL which PostgreSQL refuses, DEL) and unpaired UTF-16
 * halves. Tab, CR and LF are allowed only where a field may span lines (checked separately).
 */
export const UNSAFE_CHARACTERS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A line break of any kind (a tab counts too in a one-line field: it forges columns). */
export const LINE_BREAK = /[\r\n\u2028\u2029]/;
export const LINE_BREAK_OR_TAB = /[\t\r\n\u2028\u2029]/;

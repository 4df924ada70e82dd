/**
 * A mail header value (subjects): control characters and line breaks become spaces, so nothing a
 * visitor typed can start a new header, and it is cut to a length every mail client shows.
 */
export function headerText(value: string, max = 150): string {
  const line = value
    .replace(/[\u0000-\u001F\u007F\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

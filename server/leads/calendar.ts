/**
 * A calendar file (RFC 5545) for one event: what the inspection mail attaches as .ics, so the
 * customer's calendar app offers "add to calendar". Written here rather than by a library: one
 * VEVENT with UTC times needs escaping, folding and CRLF, about forty lines; the `ics` and
 * `ical-generator` packages bring time-zone and recurrence machinery this does not use.
 */

export interface CalendarEvent {
  /** Stable for the event: the same UID with a higher SEQUENCE replaces an earlier copy (a moved appointment). */
  uid: string;
  sequence: number;
  /** When the file was made. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** Where the event happens; without one the file has no LOCATION (a calendar then offers no directions). */
  location: string | null;
  /** Names the product that wrote the file (PRODID), e.g. the company. */
  producer: string;
}

/** A moment in UTC, as RFC 5545's DATE-TIME form with the Z suffix: 20261126T153000Z. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets continue on the next line after CRLF and a space (RFC 5545 3.1), never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation line holds 74 after its leading space.
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole file, CRLF line ends, one VEVENT, METHOD:PUBLISH (an event to add, not a meeting invitation to answer). */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(event.producer)}//Inspections//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

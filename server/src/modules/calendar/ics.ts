import { BUSINESS_TIME_ZONE, zonedParts } from '../jobs/time';

/**
 * An iCalendar (RFC 5545) writer for visits: escaped text, lines folded at 75 octets, CRLF
 * line ends, times in the business's zone (America/Chicago) with its VTIMEZONE, so every
 * calendar program shows the visit at the hour the app does.
 */
export interface VisitEvent {
  /** The same for a visit in every feed and download, for good: a calendar updates the event it has. */
  uid: string;
  /** Grows whenever the visit changes (moved, cancelled): a calendar keeps the highest. */
  sequence: number;
  /** When this version of the event was written (the visit's last change). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
  cancelled: boolean;
}

const PRODID = '-//Elite Services//Visits//EN';

/** America/Chicago under the US rules since 2007 (second Sunday of March, first Sunday of November). */
const CHICAGO = [
  'BEGIN:VTIMEZONE',
  `TZID:${BUSINESS_TIME_ZONE}`,
  `X-LIC-LOCATION:${BUSINESS_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0500',
  'TZNAME:CDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0600',
  'TZNAME:CST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 3.3.11); control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** One content line folded to at most 75 octets a line (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A UTC DATE-TIME: 20261201T200000Z. */
export function utcStamp(d: Date): string {
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** A local DATE-TIME in the business zone, for DTSTART;TZID=America/Chicago. */
export function chicagoTime(d: Date): string {
  const p = zonedParts(d);
  return `${p.year}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(d.getUTCSeconds())}`;
}

function eventLines(e: VisitEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(e.uid)}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `LAST-MODIFIED:${utcStamp(e.stamp)}`,
    `DTSTART;TZID=${BUSINESS_TIME_ZONE}:${chicagoTime(e.start)}`,
    `DTEND;TZID=${BUSINESS_TIME_ZONE}:${chicagoTime(e.end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    `URL;VALUE=URI:${e.url}`,
    `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/**
 * A whole VCALENDAR: a feed (`name` shows as the calendar's name where subscribed) or one
 * visit to import (`method: 'PUBLISH'` either way: these are published events, not invitations).
 */
export function calendarText(events: VisitEvent[], opts: { name?: string } = {}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(opts.name ? [`X-WR-CALNAME:${escapeText(opts.name)}`, `X-WR-TIMEZONE:${BUSINESS_TIME_ZONE}`, 'REFRESH-INTERVAL;VALUE=DURATION:PT1H', 'X-PUBLISHED-TTL:PT1H'] : []),
    ...CHICAGO,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

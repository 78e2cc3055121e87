/**
 * One community event as an iCalendar file (RFC 5545), to add to the keeper's own calendar app.
 * The format's rules that calendar apps are strict about:
 * - lines end in CRLF and are folded at 75 octets (UTF-8 bytes, never inside a character), each
 *   continuation line starting with one space (3.1);
 * - TEXT values escape backslash, semicolon, comma and newlines (3.3.11); other control
 *   characters are not allowed in TEXT, so they are dropped;
 * - DTSTAMP and a UID are required (3.6.1); the UID is the event's id, so importing the file again
 *   updates the same entry instead of adding a second;
 * - an all-day event is VALUE=DATE with an exclusive DTEND, the day after its last day (3.6.1);
 *   a timed one is in UTC (the trailing Z), which every calendar shows in its own zone.
 */
import { addDays } from '../rules/calendar-date';
import { allDayDates, type EventTimes } from './event-times';

export interface IcsEvent extends EventTimes {
  id: string;
  title: string;
  location: string | null;
  description: string | null;
  url: string | null;
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
const PRODID = '-//HerpTrack//Community calendar//EN';
const UID_DOMAIN = 'herptrack';
const MAX_OCTETS = 75;

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex -- the control characters TEXT may not hold
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

const octets = (codePoint: number): number => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** Splits a content line into lines of at most 75 octets, continuation lines led by a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = octets(ch.codePointAt(0) ?? 0);
    if (size + n > MAX_OCTETS) {
      out.push(current);
      current = ' ';
      size = 1;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join('\r\n');
}

const two = (n: number) => String(n).padStart(2, '0');

/** 20260503T090000Z */
export function utcStamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}T${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}Z`;
}

const dateValue = (iso: string) => iso.replaceAll('-', '');

function whenLines(e: EventTimes): string[] {
  if (e.allDay) {
    const { first, last } = allDayDates(e);
    return [`DTSTART;VALUE=DATE:${dateValue(first)}`, `DTEND;VALUE=DATE:${dateValue(addDays(last, 1))}`];
  }
  return [`DTSTART:${utcStamp(e.startsAt)}`, ...(e.endsAt === null ? [] : [`DTEND:${utcStamp(e.endsAt)}`])];
}

/** The whole file. `now` is the DTSTAMP: when this copy was written. */
export function eventToIcs(e: IcsEvent, now: number): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.id}@${UID_DOMAIN}`,
    `DTSTAMP:${utcStamp(now)}`,
    ...whenLines(e),
    `SUMMARY:${escapeText(e.title)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    // A URI value, not TEXT: not escaped (the submission rule allows only http(s) without spaces).
    ...(e.url ? [`URL:${e.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A file name from the title: ASCII letters and digits, or "event" when none are left. */
export function icsFileName(title: string): string {
  const slug = title.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').slice(0, 60).replace(/^-+|-+$/g, '').toLowerCase();
  return `${slug || 'event'}.ics`;
}

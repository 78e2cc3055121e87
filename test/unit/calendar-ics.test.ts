/** The .ics writer (shared/calendar/ics.ts) against RFC 5545's rules. */
import { describe, expect, it } from 'vitest';
import { escapeText, eventToIcs, foldLine, icsFileName, type IcsEvent } from '../../shared/calendar/ics';

const NOW = Date.UTC(2026, 3, 20, 12, 30, 5);
const base: IcsEvent = {
  id: '0190a7c1-0000-7000-8000-000000000001', title: 'Reptile expo', allDay: false,
  startsAt: Date.UTC(2026, 4, 3, 9), endsAt: Date.UTC(2026, 4, 3, 17, 30), location: null, description: null, url: null,
};
const unfold = (ics: string) => ics.replace(/\r\n /g, '');
const lines = (ics: string) => unfold(ics).split('\r\n');
const byteLength = (s: string) => new TextEncoder().encode(s).length;

describe('escaping TEXT', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', 'a\\, b'],
    ['a; b', 'a\\; b'],
    ['C:\\path', 'C:\\\\path'],
    ['one\ntwo', 'one\\ntwo'],
    ['one\r\ntwo\rthree', 'one\\ntwo\\nthree'],
    ['\\n is not a newline', '\\\\n is not a newline'],
    ['bell\u0007 and tab\t', 'bell and tab\t'],
    ['Пловдив, зала 2; вход 5 лв.', 'Пловдив\\, зала 2\\; вход 5 лв.'],
  ])('%j -> %j', (text, expected) => {
    expect(escapeText(text)).toBe(expected);
  });
});

describe('folding', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = `SUMMARY:${'a'.repeat(67)}`;
    expect(foldLine(line)).toBe(line);
  });

  it('folds at 75 octets, continuation lines led by one space, and unfolds to the same line', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    for (const p of parts) expect(byteLength(p)).toBeLessThanOrEqual(75);
    expect(parts[0]).toHaveLength(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('counts octets, never splitting a character (Cyrillic is 2 octets, an emoji 4)', () => {
    for (const text of ['Я'.repeat(100), `${'a'.repeat(73)}🦎🦎🦎`, `${'a'.repeat(74)}Ж`]) {
      const line = `SUMMARY:${text}`;
      const parts = foldLine(line).split('\r\n');
      expect(parts.length).toBeGreaterThan(1);
      for (const p of parts) {
        expect(byteLength(p)).toBeLessThanOrEqual(75);
        expect(p).not.toMatch(/\uFFFD/);
        expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(p))).toBe(p);
      }
      expect(unfold(parts.join('\r\n'))).toBe(line);
    }
  });
});

describe('the file', () => {
  it('is a VCALENDAR with one VEVENT, CRLF line endings throughout and a UID and DTSTAMP', () => {
    const ics = eventToIcs(base, NOW);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines(ics)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//HerpTrack//Community calendar//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:0190a7c1-0000-7000-8000-000000000001@herptrack',
      'DTSTAMP:20260420T123005Z',
      'DTSTART:20260503T090000Z',
      'DTEND:20260503T173000Z',
      'SUMMARY:Reptile expo',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it.each([
    ['one day', null, 'DTSTART;VALUE=DATE:20260503', 'DTEND;VALUE=DATE:20260504'],
    ['a weekend', Date.UTC(2026, 4, 4), 'DTSTART;VALUE=DATE:20260503', 'DTEND;VALUE=DATE:20260505'],
    ['the last day of a year', null, 'DTSTART;VALUE=DATE:20261231', 'DTEND;VALUE=DATE:20270101'],
  ])('writes an all-day event (%s) as dates with the exclusive end', (name, endsAt, start, end) => {
    const startsAt = name === 'the last day of a year' ? Date.UTC(2026, 11, 31) : Date.UTC(2026, 4, 3);
    const l = lines(eventToIcs({ ...base, allDay: true, startsAt, endsAt }, NOW));
    expect(l).toContain(start);
    expect(l).toContain(end);
    expect(l.filter((x) => x.startsWith('DTSTART') || x.startsWith('DTEND'))).toHaveLength(2);
  });

  it('escapes the texts, keeps the link as a URI, and folds long lines', () => {
    const ics = eventToIcs({
      ...base, title: 'Expo, swap; meet', location: 'Hall 2\nSofia',
      description: `Bring cash, please; no \\ cards.\n${'Long line '.repeat(20)}`, url: 'https://expo.example/a,b?x=1;y=2',
    }, NOW);
    const l = lines(ics);
    expect(l).toContain('SUMMARY:Expo\\, swap\\; meet');
    expect(l).toContain('LOCATION:Hall 2\\nSofia');
    expect(l.find((x) => x.startsWith('DESCRIPTION:'))).toBe(`DESCRIPTION:Bring cash\\, please\\; no \\\\ cards.\\n${'Long line '.repeat(20)}`);
    expect(l).toContain('URL:https://expo.example/a,b?x=1;y=2');
    for (const raw of ics.split('\r\n')) expect(byteLength(raw)).toBeLessThanOrEqual(75);
  });
});

describe('the file name', () => {
  it.each([
    ['Reptile Expo 2026!', 'reptile-expo-2026.ics'],
    ['Изложба в София', 'event.ics'],
    ['Café Gecko', 'cafe-gecko.ics'],
    ['../../etc/passwd', 'etc-passwd.ics'],
  ])('%j -> %s', (title, name) => {
    expect(icsFileName(title)).toBe(name);
  });
});

/** The month view's grid and where events land on it (shared/calendar/month-grid.ts, event-times.ts). */
import { describe, expect, it } from 'vitest';
import { eventDays, notOverAt } from '../../shared/calendar/event-times';
import { eventsByDay, monthGrid, shiftMonth, weekdayOf } from '../../shared/calendar/month-grid';

const H = 3_600_000;
const dates = (weeks: ReturnType<typeof monthGrid>) => weeks.map((w) => w.map((d) => d.date));

describe('the month grid', () => {
  it.each([
    // month, first day of week, first shown, last shown, weeks
    ['2026-05-01', 0, '2026-04-26', '2026-06-06', 6],
    ['2026-05-01', 1, '2026-04-27', '2026-05-31', 5],
    ['2026-02-01', 0, '2026-02-01', '2026-02-28', 4], // February 2026 fills exactly four Sunday weeks
    ['2026-02-01', 1, '2026-01-26', '2026-03-01', 5],
    ['2024-02-01', 1, '2024-01-29', '2024-03-03', 5], // leap year: the 29th is in
    ['2026-11-01', 0, '2026-11-01', '2026-12-05', 5],
    ['2026-12-01', 1, '2026-11-30', '2027-01-03', 5],
  ] as const)('%s starting weeks on day %i runs %s to %s in %i weeks', (month, first, start, end, count) => {
    const weeks = monthGrid(month, first);
    expect(weeks).toHaveLength(count);
    expect(weeks[0]?.[0]?.date).toBe(start);
    expect(weeks.at(-1)?.[6]?.date).toBe(end);
    for (const week of weeks) expect(weekdayOf(week[0]?.date ?? '')).toBe(first);
  });

  it('marks the days of the month, every day once', () => {
    const weeks = monthGrid('2024-02-01', 1);
    const inMonth = weeks.flat().filter((d) => d.inMonth).map((d) => d.date);
    expect(inMonth).toHaveLength(29);
    expect(inMonth[0]).toBe('2024-02-01');
    expect(inMonth.at(-1)).toBe('2024-02-29');
    expect(new Set(dates(weeks).flat()).size).toBe(weeks.length * 7);
  });

  it.each([
    ['2026-01-01', -1, '2025-12-01'],
    ['2026-12-01', 1, '2027-01-01'],
    ['2026-03-31', -1, '2026-02-01'],
  ])('%s shifted by %i is %s', (month, by, expected) => {
    expect(shiftMonth(month, by)).toBe(expected);
  });
});

describe('the days of an event', () => {
  it.each([
    ['an all-day event on its date, whatever the zone', { allDay: true, startsAt: Date.UTC(2026, 4, 3), endsAt: null }, 'America/Los_Angeles', ['2026-05-03']],
    ['an all-day weekend', { allDay: true, startsAt: Date.UTC(2026, 4, 2), endsAt: Date.UTC(2026, 4, 3) }, 'Asia/Tokyo', ['2026-05-02', '2026-05-03']],
    ['a timed event in the keeper\'s day', { allDay: false, startsAt: Date.UTC(2026, 4, 3, 22), endsAt: Date.UTC(2026, 4, 3, 23) }, 'Europe/Sofia', ['2026-05-04']],
    ['the same event in UTC', { allDay: false, startsAt: Date.UTC(2026, 4, 3, 22), endsAt: Date.UTC(2026, 4, 3, 23) }, 'UTC', ['2026-05-03']],
    ['an evening into the night', { allDay: false, startsAt: Date.UTC(2026, 4, 3, 20), endsAt: Date.UTC(2026, 4, 4, 2) }, 'UTC', ['2026-05-03', '2026-05-04']],
    ['an end at midnight, not the next day', { allDay: false, startsAt: Date.UTC(2026, 4, 3, 20), endsAt: Date.UTC(2026, 4, 4) }, 'UTC', ['2026-05-03']],
  ] as const)('%s', (_, e, zone, expected) => {
    expect(eventDays(e, zone)).toEqual(expected);
  });

  it('places events on their days in order: all-day first, then by start', () => {
    const events = [
      { title: 'Talk', allDay: false, startsAt: Date.UTC(2026, 4, 3, 15), endsAt: Date.UTC(2026, 4, 3, 16) },
      { title: 'Breakfast', allDay: false, startsAt: Date.UTC(2026, 4, 3, 8), endsAt: Date.UTC(2026, 4, 3, 9) },
      { title: 'Expo', allDay: true, startsAt: Date.UTC(2026, 4, 2), endsAt: Date.UTC(2026, 4, 3) },
      { title: 'Outside', allDay: true, startsAt: Date.UTC(2026, 6, 1), endsAt: null },
    ];
    const byDay = eventsByDay(events, '2026-04-26', '2026-06-06', 'UTC');
    expect(byDay.get('2026-05-02')?.map((e) => e.title)).toEqual(['Expo']);
    expect(byDay.get('2026-05-03')?.map((e) => e.title)).toEqual(['Expo', 'Breakfast', 'Talk']);
    expect([...byDay.keys()].sort()).toEqual(['2026-05-02', '2026-05-03']);
  });

  it.each([
    ['a timed event that ended', { allDay: false, startsAt: Date.UTC(2026, 4, 3, 9), endsAt: Date.UTC(2026, 4, 3, 10) }, Date.UTC(2026, 4, 3, 10), false],
    ['a timed event still on', { allDay: false, startsAt: Date.UTC(2026, 4, 3, 9), endsAt: Date.UTC(2026, 4, 3, 10) }, Date.UTC(2026, 4, 3, 9, 59), true],
    ['an all-day event through its last day', { allDay: true, startsAt: Date.UTC(2026, 4, 3), endsAt: null }, Date.UTC(2026, 4, 3, 23, 30), true],
    ['an all-day event the day after', { allDay: true, startsAt: Date.UTC(2026, 4, 3), endsAt: null }, Date.UTC(2026, 4, 4, 0, 30), false],
  ] as const)('%s: not over is %s', (_, e, now, expected) => {
    expect(notOverAt(e, now, 'UTC')).toBe(expected);
  });

  it('keeps a timed event the keeper\'s zone says is today', () => {
    expect(notOverAt({ allDay: false, startsAt: 0, endsAt: 2 * H }, H, 'Europe/Sofia')).toBe(true);
  });
});

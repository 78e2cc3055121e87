/**
 * The submission rule of a community event (shared/calendar/event-input.ts): the spec's required
 * fields and order of start and end, our lengths, http(s)-only links, and every message a key of
 * the `community-calendar` namespace in both languages.
 */
import { describe, expect, it } from 'vitest';
import { EventInput, isWebUrl } from '../../shared/calendar/event-input';
import { DESCRIPTION_MAX, LOCATION_MAX, TITLE_MAX, URL_MAX } from '../../shared/calendar/limits';
import { RejectEventBody } from '../../shared/api/calendar';
import { issuesOf, localeTexts, messagesOf } from '../helpers/issues';

const H = 3_600_000;
const at = Date.UTC(2026, 4, 3, 9);
const timed = { title: 'Reptile expo', allDay: false, startsAt: at, endsAt: at + 8 * H };
const allDay = { title: 'Swap meet', allDay: true, startDate: '2026-05-03' };
const en = localeTexts('community-calendar');
const bg = localeTexts('community-calendar', 'bg');

describe('a valid event', () => {
  it.each([
    ['a timed event', timed],
    ['an all-day event of one day', allDay],
    ['an all-day event of one day with its end the same day', { ...allDay, endDate: '2026-05-03' }],
    ['an all-day event over a weekend', { ...allDay, endDate: '2026-05-04' }],
    ['a timed event of one minute', { ...timed, endsAt: at + 60_000 }],
    ['optional fields empty', { ...timed, location: '', description: '  ', url: '' }],
    ['optional fields null', { ...timed, location: null, description: null, url: null }],
    ['an https link', { ...timed, url: 'https://expo.example/2026?lang=bg#tickets' }],
    ['an http link', { ...timed, url: 'http://expo.example' }],
    ['fields at their longest', { ...timed, title: 'x'.repeat(TITLE_MAX), location: 'l'.repeat(LOCATION_MAX), description: 'd'.repeat(DESCRIPTION_MAX) }],
    ['a 31-day all-day event', { ...allDay, startDate: '2026-05-01', endDate: '2026-05-31' }],
  ])('accepts %s', (_, input) => {
    expect(issuesOf(EventInput, input)).toEqual([]);
  });

  it('trims text and stores blanks as null', () => {
    const parsed = EventInput.parse({ ...allDay, title: '  Swap meet ', location: ' ', description: '', url: ' https://a.example ' });
    expect(parsed).toEqual({ title: 'Swap meet', allDay: true, startDate: '2026-05-03', endDate: null, location: null, description: null, url: 'https://a.example' });
  });
});

describe('an invalid event', () => {
  it.each([
    ['no title', { ...timed, title: '' }, ['title: errors.titleRequired']],
    ['a blank title', { ...timed, title: '   ' }, ['title: errors.titleRequired']],
    ['no title field', { allDay: false, startsAt: at, endsAt: at + H }, ['title: errors.titleRequired']],
    ['a long title', { ...timed, title: 'x'.repeat(TITLE_MAX + 1) }, ['title: errors.titleTooLong']],
    ['a timed event without a start', { ...timed, startsAt: undefined }, ['startsAt: errors.startRequired']],
    ['a timed event without an end', { ...timed, endsAt: undefined }, ['endsAt: errors.endRequired']],
    ['a timed event without times', { title: 'x', allDay: false }, ['startsAt: errors.startRequired', 'endsAt: errors.endRequired']],
    ['an all-day event without its day', { title: 'x', allDay: true }, ['startDate: errors.startRequired']],
    ['an all-day event with a time for a day', { ...allDay, startDate: at }, ['startDate: errors.startRequired']],
    ['the end before the start', { ...timed, endsAt: at - H }, ['endsAt: errors.endBeforeStart']],
    ['the end at the start', { ...timed, endsAt: at }, ['endsAt: errors.endBeforeStart']],
    ['an all-day end before its first day', { ...allDay, endDate: '2026-05-02' }, ['endDate: errors.endBeforeStart']],
    ['no title and the end before the start', { ...timed, title: '', endsAt: at - 1 }, ['title: errors.titleRequired', 'endsAt: errors.endBeforeStart']],
    ['a timed event longer than 31 days', { ...timed, endsAt: at + 31 * 24 * H + 1 }, ['endsAt: errors.tooLongEvent']],
    ['an all-day event of 32 days', { ...allDay, startDate: '2026-05-01', endDate: '2026-06-01' }, ['endDate: errors.tooLongEvent']],
    ['a year far off', { ...allDay, startDate: '2126-05-01' }, ['startDate: errors.dateOutOfRange']],
    ['an instant far off', { ...timed, startsAt: Date.UTC(1990, 0, 1) }, ['startsAt: errors.dateOutOfRange']],
    ['a time that is no whole millisecond', { ...timed, startsAt: at + 0.5 }, ['startsAt: errors.startRequired']],
    ['no all-day flag', { title: 'x', startsAt: at, endsAt: at + H }, ['allDay: errors.allDayInvalid']],
    ['a long location', { ...timed, location: 'l'.repeat(LOCATION_MAX + 1) }, ['location: errors.locationTooLong']],
    ['a long description', { ...timed, description: 'd'.repeat(DESCRIPTION_MAX + 1) }, ['description: errors.descriptionTooLong']],
    ['a long link', { ...timed, url: `https://a.example/${'p'.repeat(URL_MAX)}` }, ['url: errors.urlTooLong']],
    ['a javascript: link', { ...timed, url: 'javascript:alert(1)' }, ['url: errors.urlInvalid']],
    ['a data: link', { ...timed, url: 'data:text/html,<script>alert(1)</script>' }, ['url: errors.urlInvalid']],
    ['an ftp link', { ...timed, url: 'ftp://files.example/expo' }, ['url: errors.urlInvalid']],
    ['a link without a scheme', { ...timed, url: 'expo.example' }, ['url: errors.urlInvalid']],
    ['a link with a space', { ...timed, url: 'https://expo.example/a b' }, ['url: errors.urlInvalid']],
    // Issue 24: refused as the notification links refuse them (shared/rules/linkify.ts).
    ['a link with a user name and password', { ...timed, url: 'https://user:pw@expo.example/' }, ['url: errors.urlCredentials']],
    ['a link with a user name', { ...timed, url: 'https://expo.example@evil.example/' }, ['url: errors.urlCredentials']],
    ['a link with an empty password', { ...timed, url: 'http://:pw@expo.example' }, ['url: errors.urlCredentials']],
  ])('refuses %s', (_, input, expected) => {
    const issues = issuesOf(EventInput, input);
    expect(issues).toEqual(expected);
    expect(messagesOf(issues).every((m) => en.has(m) && bg.has(m))).toBe(true);
  });
});

describe('links', () => {
  it.each([
    ['https://expo.example', true],
    ['HTTPS://EXPO.EXAMPLE/x', true],
    ['http://localhost:8080/a', true],
    ['javascript://expo.example/%0aalert(1)', false],
    ['mailto:expo@example.com', false],
    ['https://', false],
    ['https://user:pw@expo.example', false],
    ['https://expo.example@evil.example', false],
    ['https:///evil.example', false],
    ['', false],
  ])('%s is a web link: %s', (url, ok) => {
    expect(isWebUrl(url)).toBe(ok);
  });
});

describe('a rejection note', () => {
  it.each([
    [{}, null],
    [{ note: '' }, null],
    [{ note: '  Please add the venue.  ' }, 'Please add the venue.'],
  ])('reads %j as %j', (body, note) => {
    expect(RejectEventBody.parse(body).note).toBe(note);
  });

  it('refuses a note over 500 characters', () => {
    expect(issuesOf(RejectEventBody, { note: 'n'.repeat(501) })).toEqual(['note: errors.noteTooLong']);
  });
});

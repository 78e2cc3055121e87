/**
 * The contest's other rules as tables: places and the tie-break (shared/contest/ranking.ts), the
 * monthly entry allowance and the 3-month bar (entries.ts), the settings' validation and their
 * fallback to the defaults (settings.ts).
 */
import { describe, expect, it } from 'vitest';
import { contestBanUntil, countsTowardLimit, entriesLeft, isBarred } from '../../shared/contest/entries';
import { rankContenders, type Contender } from '../../shared/contest/ranking';
import { ContestSettings, DEFAULT_CONTEST_SETTINGS, prizeFor, settingsFromStored } from '../../shared/contest/settings';

const utc = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h, min);
const c = (id: string, votes: number, submittedAt: number): Contender => ({ id, userId: `u-${id}`, votes, submittedAt });

describe('places 1-3', () => {
  it.each<[string, Contender[], string[]]>([
    ['more votes first', [c('a', 1, 1), c('b', 5, 2), c('c', 3, 3), c('d', 2, 4)], ['b', 'c', 'd']],
    ['a tie goes to the entry submitted first', [c('late', 4, 20), c('early', 4, 10), c('third', 1, 5)], ['early', 'late', 'third']],
    ['then to the smaller id', [c('b', 2, 7), c('a', 2, 7), c('c', 2, 7)], ['a', 'b', 'c']],
    ['an entry needs a vote to place', [c('a', 2, 1), c('b', 0, 2), c('c', 0, 3)], ['a']],
    ['nobody voted: no winners', [c('a', 0, 1), c('b', 0, 2)], []],
    ['fewer than three entries', [c('a', 1, 1)], ['a']],
    ['no entries', [], []],
  ])('%s', (_name, contenders, places) => {
    const ranked = rankContenders(contenders);
    expect(ranked.map((p) => p.id)).toEqual(places);
    expect(ranked.map((p) => p.place)).toEqual(places.map((_, i) => i + 1));
  });

  it('does not depend on the order the entries come in, nor change it', () => {
    const list = [c('x', 3, 5), c('y', 3, 4), c('z', 9, 9), c('w', 3, 4)];
    const copy = [...list];
    expect(rankContenders(list).map((p) => p.id)).toEqual(['z', 'w', 'y']);
    expect(rankContenders([...list].reverse()).map((p) => p.id)).toEqual(['z', 'w', 'y']);
    expect(list).toEqual(copy);
  });
});

describe('the monthly allowance', () => {
  it.each([['pending', true], ['approved', true], ['rejected', false], ['disqualified', false]] as const)('%s counts: %s', (status, counts) => {
    expect(countsTowardLimit(status)).toBe(counts);
  });
  it.each([[0, 3, 3], [2, 3, 1], [3, 3, 0], [5, 3, 0]])('%i used of %i leaves %i', (used, limit, left) => {
    expect(entriesLeft(used, limit)).toBe(left);
  });
});

describe('the 3-month bar', () => {
  it.each([
    [utc(2026, 5, 10, 14, 30), utc(2026, 8, 10, 14, 30)],
    [utc(2026, 5, 31, 9), utc(2026, 8, 31, 9)],
    [utc(2026, 11, 30, 9), utc(2027, 2, 28, 9)],
    [utc(2027, 11, 30, 9), utc(2028, 2, 29, 9)],
    [utc(2026, 10, 15), utc(2027, 1, 15)],
  ])('from %s ends at %s', (from, until) => {
    expect(contestBanUntil(from)).toBe(until);
  });
  it.each([[null, false], [utc(2026, 1, 1), false], [utc(2026, 1, 1) + 1, true]])('until %s holds at 2026-01-01: %s', (until, barred) => {
    expect(isBarred(until, utc(2026, 1, 1))).toBe(barred);
  });
});

describe('settings', () => {
  it('defaults: submissions through the 20th, 3 entries, prizes 300 / 200 / 100', () => {
    expect(DEFAULT_CONTEST_SETTINGS).toEqual({ submissionEndDay: 20, entriesPerKeeper: 3, prizes: [300, 200, 100] });
    expect([prizeFor(DEFAULT_CONTEST_SETTINGS, 1), prizeFor(DEFAULT_CONTEST_SETTINGS, 2), prizeFor(DEFAULT_CONTEST_SETTINGS, 3)]).toEqual([300, 200, 100]);
  });

  it.each<[string, unknown, boolean]>([
    ['the defaults', DEFAULT_CONTEST_SETTINGS, true],
    ['submissions through the 27th', { ...DEFAULT_CONTEST_SETTINGS, submissionEndDay: 27 }, true],
    ['submissions through the 28th (no voting in February)', { ...DEFAULT_CONTEST_SETTINGS, submissionEndDay: 28 }, false],
    ['a fractional day', { ...DEFAULT_CONTEST_SETTINGS, submissionEndDay: 10.5 }, false],
    ['no entries allowed', { ...DEFAULT_CONTEST_SETTINGS, entriesPerKeeper: 0 }, false],
    ['11 entries', { ...DEFAULT_CONTEST_SETTINGS, entriesPerKeeper: 11 }, false],
    ['equal prizes', { ...DEFAULT_CONTEST_SETTINGS, prizes: [100, 100, 100] }, true],
    ['no prize for third', { ...DEFAULT_CONTEST_SETTINGS, prizes: [100, 50, 0] }, true],
    ['second above first', { ...DEFAULT_CONTEST_SETTINGS, prizes: [100, 200, 0] }, false],
    ['a negative prize', { ...DEFAULT_CONTEST_SETTINGS, prizes: [100, 50, -1] }, false],
    ['two prizes', { ...DEFAULT_CONTEST_SETTINGS, prizes: [100, 50] }, false],
    ['a missing field', { submissionEndDay: 20, prizes: [3, 2, 1] }, false],
  ])('%s valid: %s', (_name, value, valid) => {
    expect(ContestSettings.safeParse(value).success).toBe(valid);
  });

  it.each<[string, string | null, unknown]>([
    ['nothing stored', null, DEFAULT_CONTEST_SETTINGS],
    ['not JSON', '{oops', DEFAULT_CONTEST_SETTINGS],
    ['invalid settings', '{"submissionEndDay": 40, "entriesPerKeeper": 3, "prizes": [3, 2, 1]}', DEFAULT_CONTEST_SETTINGS],
    ['valid settings', '{"submissionEndDay": 12, "entriesPerKeeper": 1, "prizes": [50, 20, 10]}', { submissionEndDay: 12, entriesPerKeeper: 1, prizes: [50, 20, 10] }],
  ])('read from %s', (_name, json, expected) => {
    expect(settingsFromStored(json)).toEqual(expected);
  });
});

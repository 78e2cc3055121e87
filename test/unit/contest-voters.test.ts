import { describe, expect, it } from 'vitest';
import { contestSchedule } from '../../shared/contest/phases';
import { mayVote } from '../../shared/contest/voters';

const schedule = contestSchedule('2031-03', { submissionEndDay: 20 });
const start = Date.UTC(2031, 2, 21);

describe('who may vote (issue 24)', () => {
  it('voting of 2031-03 starts on the 21st', () => expect(schedule.votingStartsAt).toBe(start));
  it.each([
    ['made months earlier', Date.UTC(2030, 0, 1), true],
    ['made during submissions', Date.UTC(2031, 2, 5), true],
    ['made a moment before voting began', start - 1, true],
    ['made the instant voting began', start, false],
    ['made seconds before voting', start + 10_000, false],
    ['made on the last voting day', Date.UTC(2031, 2, 31, 12), false],
  ])('an account %s: %s', (_, createdAt, ok) => {
    expect(mayVote(createdAt, schedule)).toBe(ok);
  });
});

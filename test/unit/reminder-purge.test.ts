import { describe, expect, it } from 'vitest';
import { REMINDER_PURGE_AFTER_MS, shouldPurgeCompleted } from '../../shared/rules/reminder-purge';

const HOUR = 3_600_000;
const done = Date.UTC(2024, 2, 10, 12);

describe('shouldPurgeCompleted', () => {
  it('waits 24 hours (spec section 9)', () => {
    expect(REMINDER_PURGE_AFTER_MS).toBe(24 * HOUR);
  });

  it.each([
    [null, done + 48 * HOUR, false],
    [done, done, false],
    [done, done + 23 * HOUR, false],
    [done, done + 24 * HOUR - 1, false],
    [done, done + 24 * HOUR, true],
    [done, done + 25 * HOUR, true],
    [done, done - HOUR, false],
  ])('completed at %j, now %j: %j', (completedAt, now, want) => {
    expect(shouldPurgeCompleted(completedAt, now)).toBe(want);
  });
});

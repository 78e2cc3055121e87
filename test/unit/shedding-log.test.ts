import { describe, expect, it } from 'vitest';
import { SheddingLogCreateArgs, SheddingLogUpdateArgs } from '../../shared/schemas/shedding-log';
import { ID, ID2, issuesOf, localeTexts, messagesOf } from '../helpers/issues';

const base = { id: ID, reptileId: ID2, date: '2024-03-10' };
const logs = localeTexts('logs');

describe('shedding log', () => {
  it.each([
    [{ ...base }, true],
    [{ ...base, complete: true }, true],
    [{ ...base, complete: false, observations: 'stuck shed on the tail tip' }, false],
  ])('accepts %j (complete: %j)', (input, complete) => {
    expect(SheddingLogCreateArgs.parse(input).complete).toBe(complete);
  });

  it.each([
    ['no date', { ...base, date: undefined }, 'date: errors.dateRequired'],
    ['a bad date', { ...base, date: '10.03.2024' }, 'date: errors.dateInvalid'],
    ['a non-boolean complete', { ...base, complete: 'yes' }, 'complete: errors.completeInvalid'],
    ['long observations', { ...base, observations: 'x'.repeat(5001) }, 'observations: errors.tooLong'],
  ])('refuses %s', (_, input, issue) => {
    const issues = issuesOf(SheddingLogCreateArgs, input);
    expect(issues).toEqual([issue]);
    expect(messagesOf(issues).every((m) => logs.has(m))).toBe(true);
  });

  it('marks a shed incomplete later without touching other fields', () => {
    expect(SheddingLogUpdateArgs.parse({ id: ID, patch: { complete: false } }).patch).toEqual({ complete: false });
    expect(issuesOf(SheddingLogUpdateArgs, { id: ID, patch: {} })).toEqual(['patch: errors.nothingToSave']);
  });
});

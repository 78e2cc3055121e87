import { describe, expect, it } from 'vitest';
import { GrowthLog, GrowthLogCreateArgs, GrowthLogDeleteArgs, GrowthLogUpdateArgs } from '../../shared/schemas/growth-log';
import { ID, ID2, issuesOf, localeTexts, messagesOf } from '../helpers/issues';

const base = { id: ID, reptileId: ID2, date: '2024-03-10' };
const logs = localeTexts('logs');

describe('growth log create args', () => {
  it.each([
    ['weight only', { ...base, weightGrams: 120 }],
    ['length only', { ...base, lengthCm: 35.5 }],
    ['both', { ...base, weightGrams: 0.4, lengthCm: 12 }],
    ['null weight with a length', { ...base, weightGrams: null, lengthCm: 12 }],
    ['notes', { ...base, weightGrams: 1, notes: 'after feeding' }],
  ])('accepts %s', (_, input) => {
    expect(issuesOf(GrowthLogCreateArgs, input)).toEqual([]);
  });

  it.each([
    ['no date', { ...base, date: undefined, weightGrams: 1 }, 'date: errors.dateRequired'],
    ['an empty date', { ...base, date: ' ', weightGrams: 1 }, 'date: errors.dateRequired'],
    ['an impossible date', { ...base, date: '2023-02-29', weightGrams: 1 }, 'date: errors.dateInvalid'],
    ['a date with a time', { ...base, date: '2024-03-10T10:00', weightGrams: 1 }, 'date: errors.dateInvalid'],
    ['neither measure', base, 'weightGrams: errors.weightOrLengthRequired'],
    ['both measures null', { ...base, weightGrams: null, lengthCm: null }, 'weightGrams: errors.weightOrLengthRequired'],
    ['a zero weight', { ...base, weightGrams: 0 }, 'weightGrams: errors.mustBePositive'],
    ['a negative length', { ...base, lengthCm: -3 }, 'lengthCm: errors.mustBePositive'],
    ['NaN', { ...base, weightGrams: Number.NaN }, 'weightGrams: errors.numberInvalid'],
    ['Infinity', { ...base, lengthCm: Number.POSITIVE_INFINITY }, 'lengthCm: errors.numberInvalid'],
    ['a string', { ...base, weightGrams: '12' }, 'weightGrams: errors.numberInvalid'],
    ['a huge weight', { ...base, weightGrams: 2_000_000 }, 'weightGrams: errors.tooLarge'],
    ['long notes', { ...base, weightGrams: 1, notes: 'x'.repeat(5001) }, 'notes: errors.tooLong'],
    ['a bad id', { ...base, id: 'nope', weightGrams: 1 }, 'id: errors.invalidId'],
    ['a bad reptile id', { ...base, reptileId: 42, weightGrams: 1 }, 'reptileId: errors.invalidId'],
  ])('refuses %s', (_, input, issue) => {
    const issues = issuesOf(GrowthLogCreateArgs, input);
    expect(issues).toEqual([issue]);
    expect(messagesOf(issues).every((m) => logs.has(m))).toBe(true);
  });
});

describe('growth log edits', () => {
  it.each([
    [{ id: ID, patch: { weightGrams: 130 } }, []],
    [{ id: ID, patch: { notes: null } }, []],
    [{ id: ID, patch: {} }, ['patch: errors.nothingToSave']],
    [{ id: ID, patch: { reptileId: ID2 } }, ['patch: errors.nothingToSave']],
    [{ id: ID, patch: { lengthCm: 0 } }, ['patch.lengthCm: errors.mustBePositive']],
    [{ id: 'x', patch: { lengthCm: 3 } }, ['id: errors.invalidId']],
  ])('%j -> %j', (input, want) => {
    expect(issuesOf(GrowthLogUpdateArgs, input)).toEqual(want);
  });

  it('checks the merged entry: clearing the only measure is refused', () => {
    const row = { date: '2024-03-10', weightGrams: 120, lengthCm: null };
    expect(issuesOf(GrowthLog, { ...row, lengthCm: 30 })).toEqual([]);
    expect(issuesOf(GrowthLog, { ...row, weightGrams: null })).toEqual(['weightGrams: errors.weightOrLengthRequired']);
  });

  it('deletes by id', () => {
    expect(issuesOf(GrowthLogDeleteArgs, { id: ID })).toEqual([]);
    expect(issuesOf(GrowthLogDeleteArgs, {})).toEqual(['id: errors.invalidId']);
  });
});

import { describe, expect, it } from 'vitest';
import { BreedingLog, BreedingLogCreateArgs, BreedingLogUpdateArgs, type Parent, sameParent } from '../../shared/schemas/breeding-log';
import { ID, ID2, ID3, ID4, issuesOf, localeTexts, messagesOf } from '../helpers/issues';

const base = { id: ID, reptileId: ID2, date: '2024-03-10' };
const mating = { ...base, eventType: 'mating', parent1: { reptileId: ID2 }, parent2: { reptileId: ID3 } };
const logs = localeTexts('logs');

describe('breeding log create args', () => {
  it.each([
    ['a mating of two kept reptiles', mating],
    ['a mating with a typed parent', { ...mating, parent2: { name: "Breeder's male" } }],
    ['a mating of two typed parents', { ...mating, parent1: { name: 'Luna' }, parent2: { name: 'Sol' } }],
    ['a laying with a count', { ...base, eventType: 'laying', outcomeCount: 12 }],
    ['a laying of no eggs', { ...base, eventType: 'laying', outcomeCount: 0 }],
    ['a hatching joining a clutch', { ...base, eventType: 'hatching', clutchId: ID4, outcomeCount: 9 }],
    ['an other event with nothing else', { ...base, eventType: 'other', notes: 'pairing introduced' }],
    ['a laying naming only the mother', { ...base, eventType: 'laying', parent1: { reptileId: ID2 } }],
  ])('accepts %s', (_, input) => {
    expect(issuesOf(BreedingLogCreateArgs, input)).toEqual([]);
  });

  it.each([
    ['no date', { ...mating, date: undefined }, ['date: errors.dateRequired']],
    ['no event type', { ...base }, ['eventType: errors.eventTypeRequired']],
    ['an unknown event type', { ...base, eventType: 'courtship' }, ['eventType: errors.eventTypeRequired']],
    ['a mating without parents', { ...base, eventType: 'mating' }, ['parent1: errors.parent1Required', 'parent2: errors.parent2Required']],
    ['a mating without the second parent', { ...mating, parent2: null }, ['parent2: errors.parent2Required']],
    ['a mating without the first parent', { ...mating, parent1: undefined }, ['parent1: errors.parent1Required']],
    ['the same reptile twice', { ...mating, parent2: { reptileId: ID2 } }, ['parent2: errors.parentsMustDiffer']],
    ['the same typed name twice', { ...mating, parent1: { name: 'Luna' }, parent2: { name: ' luna ' } }, ['parent2: errors.parentsMustDiffer']],
    ['the same parent twice on a laying', { ...base, eventType: 'laying', parent1: { name: 'Luna' }, parent2: { name: 'LUNA' } }, ['parent2: errors.parentsMustDiffer']],
    ['an empty parent', { ...mating, parent1: {} }, ['parent1: errors.parentInvalid']],
    ['a parent both kept and typed', { ...mating, parent1: { reptileId: ID2, name: 'Luna' } }, ['parent1: errors.parentInvalid']],
    ['a bare string parent', { ...mating, parent1: 'Luna' }, ['parent1: errors.parentInvalid']],
    ['a blank typed parent', { ...mating, parent1: { name: '  ' } }, ['parent1.name: errors.parentInvalid']],
    ['a bad parent id', { ...mating, parent1: { reptileId: 'luna' } }, ['parent1.reptileId: errors.parentInvalid']],
    ['a negative count', { ...base, eventType: 'laying', outcomeCount: -1 }, ['outcomeCount: errors.outcomeCountInvalid']],
    ['a fractional count', { ...base, eventType: 'laying', outcomeCount: 2.5 }, ['outcomeCount: errors.outcomeCountInvalid']],
    ['a text count', { ...base, eventType: 'laying', outcomeCount: '12' }, ['outcomeCount: errors.outcomeCountInvalid']],
    ['NaN as count', { ...base, eventType: 'hatching', outcomeCount: Number.NaN }, ['outcomeCount: errors.outcomeCountInvalid']],
    ['a bad clutch id', { ...base, eventType: 'hatching', clutchId: '2024-A' }, ['clutchId: errors.clutchInvalid']],
  ])('refuses %s', (_, input, want) => {
    const issues = issuesOf(BreedingLogCreateArgs, input);
    expect(issues).toEqual(want);
    expect(messagesOf(issues).every((m) => logs.has(m))).toBe(true);
  });
});

describe('breeding log edits', () => {
  it('checks parents on the merged entry', () => {
    const row = { date: '2024-03-10', eventType: 'mating', parent1: { reptileId: ID2 }, parent2: { reptileId: ID3 } };
    const patch = { parent2: { reptileId: ID2 } };
    expect(issuesOf(BreedingLogUpdateArgs, { id: ID, patch })).toEqual([]);
    expect(issuesOf(BreedingLog, { ...row, ...patch })).toEqual(['parent2: errors.parentsMustDiffer']);
    expect(issuesOf(BreedingLog, { ...row, eventType: 'other', parent2: null })).toEqual([]);
  });
});

describe('sameParent', () => {
  it.each<[Parent, Parent, boolean]>([
    [{ reptileId: ID }, { reptileId: ID }, true],
    [{ reptileId: ID }, { reptileId: ID2 }, false],
    [{ name: 'Luna' }, { name: 'luna' }, true],
    [{ name: 'Луна' }, { name: 'ЛУНА ' }, true],
    [{ name: 'Luna' }, { name: 'Sol' }, false],
    [{ reptileId: ID }, { name: ID }, false],
  ])('%j and %j: %j', (a, b, same) => {
    expect(sameParent(a, b)).toBe(same);
    expect(sameParent(b, a)).toBe(same);
  });
});

import { describe, expect, it } from 'vitest';
import {
  Reminder, ReminderCompleteArgs, ReminderCreateArgs, ReminderUncompleteArgs, ReminderUpdateArgs, TASK_TYPES,
} from '../../shared/schemas/reminder';
import { ID, ID2, issuesOf, localeTexts, messagesOf } from '../helpers/issues';

const base = { id: ID, taskType: 'feeding', frequency: { kind: 'weeks', every: 1 }, dueDate: '2024-03-11' };
const reminders = localeTexts('reminders');

describe('reminder create args', () => {
  it.each(TASK_TYPES.filter((t) => t !== 'other'))('accepts task type %s without a description', (taskType) => {
    expect(issuesOf(ReminderCreateArgs, { ...base, taskType })).toEqual([]);
  });

  it.each([
    ['a one-off task', { ...base, frequency: { kind: 'once' } }],
    ['every 3 days', { ...base, frequency: { kind: 'days', every: 3 } }],
    ['every 365 days', { ...base, frequency: { kind: 'days', every: 365 } }],
    ['monthly', { ...base, frequency: { kind: 'months', every: 1 } }],
    ['for one reptile', { ...base, reptileId: ID2 }],
    ['for no reptile', { ...base, reptileId: null }],
    ['other, described', { ...base, taskType: 'other', description: 'Order more substrate' }],
  ])('accepts %s', (_, input) => {
    expect(issuesOf(ReminderCreateArgs, input)).toEqual([]);
  });

  it.each([
    ['no task type', { ...base, taskType: undefined }, 'taskType: errors.taskTypeRequired'],
    ['an unknown task type', { ...base, taskType: 'misting' }, 'taskType: errors.taskTypeRequired'],
    ['other without a description', { ...base, taskType: 'other' }, 'description: errors.descriptionRequired'],
    ['other with a blank description', { ...base, taskType: 'other', description: '   ' }, 'description: errors.descriptionRequired'],
    ['a long description', { ...base, description: 'x'.repeat(501) }, 'description: errors.tooLong'],
    ['no frequency', { ...base, frequency: undefined }, 'frequency: errors.frequencyInvalid'],
    ['an unknown unit', { ...base, frequency: { kind: 'years', every: 1 } }, 'frequency.kind: errors.frequencyInvalid'],
    ['a repeat without a count', { ...base, frequency: { kind: 'days' } }, 'frequency.every: errors.everyRange'],
    ['every 0 days', { ...base, frequency: { kind: 'days', every: 0 } }, 'frequency.every: errors.everyRange'],
    ['every 366 weeks', { ...base, frequency: { kind: 'weeks', every: 366 } }, 'frequency.every: errors.everyRange'],
    ['every 1.5 months', { ...base, frequency: { kind: 'months', every: 1.5 } }, 'frequency.every: errors.everyRange'],
    ['no due date', { ...base, dueDate: undefined }, 'dueDate: errors.dateRequired'],
    ['an empty due date', { ...base, dueDate: '' }, 'dueDate: errors.dateRequired'],
    ['a bad due date', { ...base, dueDate: '2025-02-29' }, 'dueDate: errors.dateInvalid'],
    ['a bad reptile id', { ...base, reptileId: 'gecko' }, 'reptileId: errors.invalidId'],
  ])('refuses %s', (_, input, issue) => {
    const issues = issuesOf(ReminderCreateArgs, input);
    expect(issues).toEqual([issue]);
    expect(messagesOf(issues).every((m) => reminders.has(m))).toBe(true);
  });
});

describe('reminder edits and completion', () => {
  it.each([
    [{ dueDate: '2024-04-01' }, []],
    [{ frequency: { kind: 'once' } }, []],
    [{}, ['patch: errors.nothingToSave']],
    [{ completed: true }, ['patch: errors.nothingToSave']],
    [{ frequency: { kind: 'days', every: 0 } }, ['patch.frequency.every: errors.everyRange']],
  ])('patch %j -> %j', (patch, want) => {
    expect(issuesOf(ReminderUpdateArgs, { id: ID, patch })).toEqual(want);
  });

  it('checks the merged reminder', () => {
    const row = { taskType: 'other', description: 'Replace UVB bulb', frequency: { kind: 'months', every: 6 }, dueDate: '2024-03-11' };
    expect(issuesOf(Reminder, { ...row, dueDate: '2024-09-11' })).toEqual([]);
    expect(issuesOf(Reminder, { ...row, description: null })).toEqual(['description: errors.descriptionRequired']);
  });

  it.each([
    [{ id: ID, nextId: ID2 }, []],
    [{ id: ID, nextId: ID }, ['nextId: errors.invalidId']],
    [{ id: ID }, ['nextId: errors.invalidId']],
  ])('complete %j -> %j', (args, want) => {
    expect(issuesOf(ReminderCompleteArgs, args)).toEqual(want);
  });

  it('uncompletes by id', () => {
    expect(issuesOf(ReminderUncompleteArgs, { id: ID })).toEqual([]);
  });
});

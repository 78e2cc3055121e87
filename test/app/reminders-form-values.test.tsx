/** The reminder form's values to a task and back, with the shared schema's message keys by field. */
import { describe, expect, it } from 'vitest';
import { changedReminderPatch, emptyReminderValues, toReminderInput, valuesFromReminder, type ReminderFormValues } from '../../app/features/reminders/reminder-form-values';
import { groupReminders, needingAttention } from '../../app/features/reminders/reminder-groups';
import type { TaskType } from '../../shared/schemas/reminder';

const TODAY = '2026-03-10';
const REPTILE = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const v = (over: Partial<ReminderFormValues>): ReminderFormValues => ({ ...emptyReminderValues(TODAY), ...over });

describe('toReminderInput', () => {
  it.each([
    ['a one-off feeding today', v({}), { taskType: 'feeding', description: null, reptileId: null, frequency: { kind: 'once' }, dueDate: TODAY }],
    ['every 3 weeks for a reptile, trimmed description', v({ repeat: 'weeks', every: ' 3 ', reptileId: REPTILE, description: '  weigh too ' }),
      { taskType: 'feeding', description: 'weigh too', reptileId: REPTILE, frequency: { kind: 'weeks', every: 3 }, dueDate: TODAY }],
    ['"every" is ignored for a one-off task', v({ repeat: 'once', every: 'abc' }), { frequency: { kind: 'once' } }],
    ['an "other" task with a description', v({ taskType: 'other', description: 'Order crickets' }), { taskType: 'other', description: 'Order crickets' }],
  ])('%s', (_, values, expected) => {
    const r = toReminderInput(values);
    expect(r.errors).toBeNull();
    expect(r.input).toMatchObject(expected);
  });

  it.each([
    ['no task type', v({ taskType: '' }), { taskType: 'errors.taskTypeRequired' }],
    ['an "other" task says nothing without a description', v({ taskType: 'other', description: '  ' }), { description: 'errors.descriptionRequired' }],
    ['every 0', v({ repeat: 'days', every: '0' }), { every: 'errors.everyRange' }],
    ['every 366', v({ repeat: 'months', every: '366' }), { every: 'errors.everyRange' }],
    ['every 1.5', v({ repeat: 'days', every: '1.5' }), { every: 'errors.everyRange' }],
    ['every empty', v({ repeat: 'weeks', every: '' }), { every: 'errors.everyRange' }],
    ['no due date', v({ dueDate: '' }), { dueDate: 'errors.dateRequired' }],
    ['an impossible date', v({ dueDate: '2026-02-30' }), { dueDate: 'errors.dateInvalid' }],
    ['a description over 500 characters', v({ description: 'x'.repeat(501) }), { description: 'errors.tooLong' }],
  ])('%s', (_, values, errors) => {
    expect(toReminderInput(values)).toEqual({ input: null, errors });
  });
});

describe('editing', () => {
  const row = { taskType: 'cleaning' as const, description: 'Rack B', reptileId: null, frequency: { kind: 'days' as const, every: 10 }, dueDate: TODAY };

  it('round-trips a task through the form', () => {
    const values = valuesFromReminder(row);
    expect(values).toEqual({ taskType: 'cleaning', description: 'Rack B', reptileId: '', repeat: 'days', every: '10', dueDate: TODAY });
    expect(toReminderInput(values).input).toEqual({ ...row });
  });

  it.each([
    ['nothing changed', {}, {}],
    ['only the date', { dueDate: '2026-03-12' }, { dueDate: '2026-03-12' }],
    ['the repeat count sends the whole frequency', { every: '14' }, { frequency: { kind: 'days', every: 14 } }],
    ['to a one-off', { repeat: 'once' as const }, { frequency: { kind: 'once' } }],
    ['clearing the description', { description: '' }, { description: null }],
    ['for a reptile', { reptileId: REPTILE }, { reptileId: REPTILE }],
  ])('sends only what changed: %s', (_, edit, patch) => {
    const initial = valuesFromReminder(row);
    const values = { ...initial, ...edit };
    const { input } = toReminderInput(values);
    expect(input).not.toBeNull();
    expect(changedReminderPatch(initial, values, input!)).toEqual(patch);
  });
});

describe('grouping', () => {
  const t = (id: string, dueDate: string, completed = false) => ({ id, dueDate, completed });
  const rows = [t('later', '2026-03-18'), t('up7', '2026-03-17'), t('up1', '2026-03-11'), t('today', TODAY), t('late', '2026-03-01'), t('done', '2026-03-09', true)];

  it('puts each task in exactly one section, by the shared due rules', () => {
    const g = groupReminders(rows, TODAY);
    expect({ overdue: g.overdue.map((r) => r.id), today: g.today.map((r) => r.id), upcoming: g.upcoming.map((r) => r.id), later: g.later.map((r) => r.id), completed: g.completed.map((r) => r.id) })
      .toEqual({ overdue: ['late'], today: ['today'], upcoming: ['up1', 'up7'], later: ['later'], completed: ['done'] });
  });

  it('what needs attention: overdue, today and the next 7 days, pending only, soonest first', () => {
    expect(needingAttention(rows, TODAY).map((r) => r.id)).toEqual(['late', 'today', 'up1', 'up7']);
  });
});

describe('sections and care modes (issue 29)', () => {
  const COLD = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a01';
  const NEW = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a02';
  const task = (id: string, reptileId: string | null, taskType: TaskType = 'feeding', dueDate = TODAY) => ({ id, dueDate, completed: false, taskType, reptileId });
  const rows = [task('a-new', NEW), task('b-cold-feed', COLD), task('c-cold-check', COLD, 'healthCheck'), task('d-room', null, 'cleaning'), task('e-other', REPTILE)];
  const care = { brumating: new Set([COLD]), quarantined: new Set([NEW]) };

  it('pauses the feeding tasks of an animal in brumation, and puts the quarantined animal\'s tasks last', () => {
    const g = groupReminders(rows, TODAY, care);
    expect(g.paused.map((r) => r.id)).toEqual(['b-cold-feed']);
    expect(g.today.map((r) => r.id)).toEqual(['c-cold-check', 'd-room', 'e-other', 'a-new']);
    expect(needingAttention(rows, TODAY, care).map((r) => r.id)).toEqual(['c-cold-check', 'd-room', 'e-other', 'a-new']);
  });
});

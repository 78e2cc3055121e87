import { describe, expect, it } from 'vitest';
import { completeReminder, uncompleteReminder } from '../../shared/rules/reminder-completion';
import type { Frequency } from '../../shared/schemas/reminder';
import { ID, ID2, ID3 } from '../helpers/issues';

const now = Date.UTC(2024, 2, 14, 9);
const task = (frequency: Frequency, dueDate = '2024-03-11', anchorDay = 11) =>
  ({ taskType: 'feeding' as const, description: 'Two mice', reptileId: ID3, frequency, dueDate, anchorDay, completed: false });

describe('completeReminder', () => {
  it('creates the next occurrence from the due date, not from the completion time', () => {
    expect(completeReminder(task({ kind: 'weeks', every: 1 }), ID2, now)).toEqual({
      patch: { completed: true, completedAt: now, nextId: ID2 },
      next: { id: ID2, taskType: 'feeding', description: 'Two mice', reptileId: ID3, frequency: { kind: 'weeks', every: 1 }, dueDate: '2024-03-18', anchorDay: 11 },
    });
  });

  it.each<[Frequency, string, number, string | null]>([
    [{ kind: 'once' }, '2024-03-11', 11, null],
    [{ kind: 'days', every: 2 }, '2024-12-31', 31, '2025-01-02'],
    [{ kind: 'months', every: 1 }, '2028-01-31', 31, '2028-02-29'],
    [{ kind: 'months', every: 1 }, '2028-02-29', 31, '2028-03-31'],
  ])('%j due %s (anchor %i) -> next %j', (frequency, dueDate, anchorDay, want) => {
    const result = completeReminder(task(frequency, dueDate, anchorDay), ID2, now);
    expect(result?.next?.dueDate ?? null).toBe(want);
    expect(result?.patch.nextId).toBe(want === null ? null : ID2);
    if (result?.next) expect(result.next.anchorDay).toBe(anchorDay);
  });

  it('does nothing for a task already completed (a second device must not spawn a second occurrence)', () => {
    expect(completeReminder({ ...task({ kind: 'days', every: 1 }), completed: true }, ID2, now)).toBeNull();
  });
});

describe('uncompleteReminder', () => {
  const completed = { completed: true, nextId: ID2 };
  const cleared = { completed: false, completedAt: null, nextId: null };

  it.each([
    ['a pending spawned occurrence is removed', completed, { id: ID2, completed: false, deleted: false }, { patch: cleared, deleteId: ID2 }],
    ['a spawned occurrence already done stays', completed, { id: ID2, completed: true, deleted: false }, { patch: cleared, deleteId: null }],
    ['a spawned occurrence already deleted stays deleted', completed, { id: ID2, completed: false, deleted: true }, { patch: cleared, deleteId: null }],
    ['a one-off task has none', { completed: true, nextId: null }, null, { patch: cleared, deleteId: null }],
    ['an unrelated row is not touched', completed, { id: ID, completed: false, deleted: false }, { patch: cleared, deleteId: null }],
    ['a pending task is left alone', { completed: false, nextId: null }, null, null],
  ])('%s', (_, row, spawned, want) => {
    expect(uncompleteReminder(row, spawned)).toEqual(want);
  });
});

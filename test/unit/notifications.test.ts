/**
 * The app badge counts due tasks (pending, due today or earlier); each due task is announced at
 * most once per day, a new day starts afresh, and many tasks at once become one summary.
 */
import { describe, expect, it } from 'vitest';
import { badgeCount, dueTasks, markNotified, SEPARATE_NOTIFICATIONS_MAX, tasksToNotify, type DueTask } from '../../app/lib/due-notices/due-notices';
import { noticesFor, type NoticeTask } from '../../app/lib/due-notices/notice-text';

const TODAY = '2026-03-10';
const task = (id: string, dueDate: string, over: Partial<DueTask> = {}): DueTask => ({ id, dueDate, completed: false, deleted: false, ...over });

const rows = [
  task('a', '2026-03-09'),
  task('b', TODAY),
  task('c', '2026-03-11'),
  task('d', '2026-03-01', { completed: true }),
  task('e', '2026-02-20'),
  task('f', '2026-03-05', { deleted: true }),
];

describe('badge count', () => {
  it.each([
    ['overdue and today count; future, completed and deleted do not', rows, 3],
    ['nothing due clears the badge', [task('c', '2026-03-11')], 0],
    ['no tasks', [], 0],
    ['a task due today counts once its day has come', [task('x', TODAY)], 1],
  ])('%s', (_, list, expected) => {
    expect(badgeCount(list, TODAY)).toBe(expected);
  });

  it('lists due tasks oldest first, then by id', () => {
    expect(dueTasks([...rows, task('aa', '2026-03-09')], TODAY).map((r) => r.id)).toEqual(['e', 'a', 'aa', 'b']);
  });
});

describe('which tasks to notify', () => {
  it.each([
    ['nothing announced yet: every due task', null, ['e', 'a', 'b']],
    ['announced earlier today: only the rest', { day: TODAY, ids: ['a', 'e'] }, ['b']],
    ['everything announced today: nothing', { day: TODAY, ids: ['a', 'b', 'e'] }, []],
    ['announced yesterday: all again today', { day: '2026-03-09', ids: ['a', 'b', 'e'] }, ['e', 'a', 'b']],
  ])('%s', (_, notified, expected) => {
    expect(tasksToNotify(rows, TODAY, notified).map((r) => r.id)).toEqual(expected);
  });

  it('keeps today\'s record, adds to it, and drops an earlier day\'s', () => {
    expect(markNotified({ day: TODAY, ids: ['a'] }, TODAY, ['b', 'a'])).toEqual({ day: TODAY, ids: ['a', 'b'] });
    expect(markNotified({ day: '2026-03-09', ids: ['a'] }, TODAY, ['b'])).toEqual({ day: TODAY, ids: ['b'] });
    expect(markNotified(null, TODAY, [])).toEqual({ day: TODAY, ids: [] });
  });

  it('announces a task once on a day however often it is checked', () => {
    let record = null as ReturnType<typeof markNotified> | null;
    const shown: string[] = [];
    for (let i = 0; i < 3; i++) {
      const fresh = tasksToNotify(rows, TODAY, record).map((r) => r.id);
      shown.push(...fresh);
      record = markNotified(record, TODAY, fresh);
    }
    expect(shown).toEqual(['e', 'a', 'b']);
  });
});

describe('notification text', () => {
  const spike = (over: Partial<NoticeTask> = {}): NoticeTask => ({ id: 't1', taskType: 'feeding', description: null, dueDate: TODAY, reptileName: 'Spike', ...over });

  it.each([
    ['a feeding due today for a reptile', spike(), 'en', { title: 'Feeding: Spike', body: 'Due today', tag: 'due-t1', ids: ['t1'] }],
    ['an overdue cleaning for the room, with its description', spike({ taskType: 'cleaning', reptileName: null, dueDate: '2026-03-08', description: 'Rack B' }), 'en',
      { title: 'Cleaning', body: 'Overdue since Mar 8, 2026 · Rack B', tag: 'due-t1', ids: ['t1'] }],
    ['an "other" task is named by its description', spike({ taskType: 'other', description: 'Order crickets', reptileName: null }), 'en',
      { title: 'Order crickets', body: 'Due today', tag: 'due-t1', ids: ['t1'] }],
    ['in Bulgarian', spike(), 'bg', { title: 'Хранене: Spike', body: 'За днес', tag: 'due-t1', ids: ['t1'] }],
    ['an unknown language falls back to English', spike(), 'de', { title: 'Feeding: Spike', body: 'Due today', tag: 'due-t1', ids: ['t1'] }],
  ])('%s', (_, t, lng, expected) => {
    expect(noticesFor([t], TODAY, lng)).toEqual([expected]);
  });

  it(`sums up more than ${SEPARATE_NOTIFICATIONS_MAX} tasks in one notification, with the plural of the language`, () => {
    const many = Array.from({ length: SEPARATE_NOTIFICATIONS_MAX + 1 }, (_, i) => spike({ id: `t${i}` }));
    expect(noticesFor(many, TODAY, 'en')).toEqual([{ title: '4 tasks are due', body: 'Open HerpTrack to see them.', tag: 'due-summary', ids: many.map((t) => t.id) }]);
    expect(noticesFor(many, TODAY, 'bg')[0]?.title).toBe('4 задачи са за изпълнение');
    expect(noticesFor(many.slice(0, SEPARATE_NOTIFICATIONS_MAX), TODAY, 'en')).toHaveLength(SEPARATE_NOTIFICATIONS_MAX);
    expect(noticesFor([], TODAY, 'en')).toEqual([]);
  });
});

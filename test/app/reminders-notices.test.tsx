/**
 * The due-task notifier over a real local database (what the page runs on open and the service
 * worker when it wakes): the badge is the number of due tasks; a due task is announced once a
 * day, whichever runs first; nothing is announced, or remembered as announced, without permission.
 */
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { anchorDayOf } from '../../shared/rules/recurrence';
import { announceDue, type NoticeEnv } from '../../app/lib/due-notices/announce-due';
import { installDueNotices } from '../../app/lib/due-notices/install';
import type { Notice } from '../../app/lib/due-notices/notice-text';
import { forgetUser, readNotified } from '../../app/lib/due-notices/notices-store';
import { endSession } from '../../app/lib/session';
import type { LocalReminder, UserDb } from '../../app/lib/db';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

const NOON = Date.UTC(2026, 2, 10, 12);
const today = todayIn(NOON);

function reminder(db: UserDb, over: Partial<LocalReminder> = {}): LocalReminder {
  const dueDate = over.dueDate ?? today;
  return {
    id: uuidv7(), userId: db.userId, taskType: 'feeding', description: null, reptileId: null, frequency: { kind: 'once' },
    dueDate, anchorDay: anchorDayOf(dueDate), completed: false, completedAt: null, nextId: null,
    version: 1, updatedAt: NOON, deleted: false, ...over,
  };
}

function env(over: Partial<NoticeEnv> = {}) {
  const shown: Notice[] = [];
  const badges: number[] = [];
  const e: NoticeEnv = {
    now: NOON, language: 'en', canNotify: true,
    show: async (n) => void shown.push(n),
    setBadge: async (n) => void badges.push(n),
    ...over,
  };
  return { e, shown, badges };
}

describe('due-task notices', () => {
  it('sets the badge to the due count and announces each due task once a day', async () => {
    const db = signInKeeper();
    const spike = syncedReptile(db, { name: 'Spike' });
    await db.reptiles.put(spike);
    await db.reminders.bulkPut([
      reminder(db, { reptileId: spike.id }),
      reminder(db, { taskType: 'cleaning', dueDate: addDays(today, -2) }),
      reminder(db, { dueDate: addDays(today, 1) }),
      reminder(db, { dueDate: addDays(today, -1), completed: true, completedAt: NOON }),
    ]);

    const page = env();
    expect(await announceDue(db, page.e)).toEqual({ badge: 2, shown: 2 });
    expect(page.badges).toEqual([2]);
    expect(page.shown.map((n) => [n.title, n.body])).toEqual([['Cleaning', 'Overdue since Mar 8, 2026'], ['Feeding: Spike', 'Due today']]);

    // The worker waking later the same day (or the page reopened) shows nothing new.
    const worker = env();
    expect(await announceDue(db, worker.e)).toEqual({ badge: 2, shown: 0 });
    expect(worker.shown).toEqual([]);

    // A task that becomes due later today is announced on its own.
    await db.reminders.put(reminder(db, { taskType: 'healthCheck' }));
    const again = env();
    await announceDue(db, again.e);
    expect(again.shown.map((n) => n.title)).toEqual(['Health check']);
    expect(again.badges).toEqual([3]);

    // Tomorrow the still-due tasks are announced again, in Bulgarian if that is the keeper's language.
    const tomorrow = env({ now: NOON + 86_400_000, language: 'bg' });
    const result = await announceDue(db, tomorrow.e);
    expect(result).toEqual({ badge: 4, shown: 1 });
    expect(tomorrow.shown[0]?.title).toBe('4 задачи са за изпълнение');
    await forgetUser(db.userId);
  });

  it('pauses the feeding tasks of an animal in brumation: not counted, not announced; its other tasks and other animals\' stay', async () => {
    const db = signInKeeper();
    const cold = syncedReptile(db, { name: 'Frost' });
    const warm = syncedReptile(db, { name: 'Ember' });
    await db.reptiles.bulkPut([cold, warm]);
    await db.careModes.bulkPut([
      { id: uuidv7(), userId: db.userId, reptileId: cold.id, mode: 'brumation', startDate: addDays(today, -20), plannedEnd: null, quarantineDays: null, endDate: null, checks: null, notes: null, authorId: null, version: 1, updatedAt: NOON, deleted: false },
      // Ember's brumation ended yesterday: its feeding is due again.
      { id: uuidv7(), userId: db.userId, reptileId: warm.id, mode: 'brumation', startDate: addDays(today, -90), plannedEnd: null, quarantineDays: null, endDate: addDays(today, -1), checks: null, notes: null, authorId: null, version: 1, updatedAt: NOON, deleted: false },
    ]);
    await db.reminders.bulkPut([
      reminder(db, { reptileId: cold.id }),
      reminder(db, { reptileId: cold.id, taskType: 'healthCheck' }),
      reminder(db, { reptileId: warm.id }),
    ]);
    const page = env();
    expect(await announceDue(db, page.e)).toEqual({ badge: 2, shown: 2 });
    expect(page.shown.map((n) => n.title).sort()).toEqual(['Feeding: Ember', 'Health check: Frost']);
  });

  it('without permission it only sets the badge, and remembers nothing, so turning notifications on announces today\'s tasks', async () => {
    const db = signInKeeper();
    await db.reminders.put(reminder(db));
    const denied = env({ canNotify: false });
    expect(await announceDue(db, denied.e)).toEqual({ badge: 1, shown: 0 });
    expect(denied.badges).toEqual([1]);
    expect(await readNotified(db.userId)).toBeNull();

    const allowed = env();
    expect(await announceDue(db, allowed.e)).toEqual({ badge: 1, shown: 1 });
    expect(await readNotified(db.userId)).toEqual({ day: today, ids: [expect.any(String)] });
    await forgetUser(db.userId);
    expect(await readNotified(db.userId)).toBeNull();
  });

  it('clears the badge when nothing is due, and a badge the browser refuses does not stop notifications', async () => {
    const db = signInKeeper();
    const quiet = env();
    expect(await announceDue(db, quiet.e)).toEqual({ badge: 0, shown: 0 });
    expect(quiet.badges).toEqual([0]);
    await db.reminders.put(reminder(db));
    const noBadge = env({ setBadge: () => Promise.reject(new Error('NotAllowedError')) });
    expect(await announceDue(db, noBadge.e)).toEqual({ badge: 1, shown: 1 });
    await forgetUser(db.userId);
  });

  it('a notice the browser refused is tried again on its own, without waiting for the reminders to change', async () => {
    const db = signInKeeper();
    const titles: string[] = [];
    let refusals = 1;
    // jsdom has no service worker, so the page shows through the Notification constructor.
    class FakeNotification {
      static permission = 'granted';
      constructor(title: string) {
        if (refusals-- > 0) throw new TypeError('busy');
        titles.push(title);
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    try {
      installDueNotices(db.userId);
      await db.reminders.put(reminder(db, { dueDate: todayIn(Date.now()), taskType: 'cleaning' }));
      await vi.waitFor(() => expect(refusals).toBe(0), { timeout: 2_000 });
      expect(titles).toEqual([]);
      // The first retry comes two seconds after the refusal.
      await vi.waitFor(() => expect(titles).toEqual(['Cleaning']), { timeout: 5_000, interval: 100 });
    } finally {
      endSession('user');
      vi.unstubAllGlobals();
      await forgetUser(db.userId);
    }
  });
});

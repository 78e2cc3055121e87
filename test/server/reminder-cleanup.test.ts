/**
 * The 24-hour clean-up job: it tombstones completed reminders whose completion is at least
 * REMINDER_PURGE_AFTER_MS old (the rule the app hides them by), and nothing else; it is idempotent
 * and catches up whatever accumulated; pulls then drop those reminders on every device.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_PURGE_AFTER_MS } from '../../shared/rules/reminder-purge';
import { cleanUpCompletedReminders, scheduleReminderCleanup } from '../../sync-server/src/jobs/reminder-cleanup';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser } from '../helpers/users';
import { mutation, spaceVersion, syncApi } from '../helpers/sync';
import { device } from '../helpers/sync-client';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const reminderArgs = (over: Record<string, unknown> = {}) => ({ id: randomUUID(), taskType: 'cleaning', frequency: { kind: 'once' }, dueDate: '2026-11-20', ...over });

/** Moves a reminder's completion back in time, as if the keeper had ticked it off then. */
const completedAt = (id: string, at: number) => s.app.store.run('UPDATE reminders SET completed_at = ? WHERE id = ?', [at, id]);

describe('completed reminders older than 24 hours', () => {
  it('are tombstoned by the job, only they, once; pull then drops them', async () => {
    const user = await createTestUser(s.app);
    const other = await createTestUser(s.app);
    const api = syncApi(s.app, user);
    const otherApi = syncApi(s.app, other);
    const now = Date.UTC(2026, 10, 22, 12);
    const old = reminderArgs();
    const edge = reminderArgs();
    const recent = reminderArgs();
    const pending = reminderArgs();
    const repeating = reminderArgs({ frequency: { kind: 'days', every: 1 } });
    const spawned = randomUUID();
    const othersOld = reminderArgs();
    let id = 0;
    const res = await api.push([
      ...[old, edge, recent, pending, repeating].map((r) => mutation(++id, 'reminder.create.v1', r)),
      mutation(++id, 'reminder.complete.v1', { id: old.id, nextId: randomUUID() }),
      mutation(++id, 'reminder.complete.v1', { id: edge.id, nextId: randomUUID() }),
      mutation(++id, 'reminder.complete.v1', { id: recent.id, nextId: randomUUID() }),
      mutation(++id, 'reminder.complete.v1', { id: repeating.id, nextId: spawned }),
    ]);
    expect(res.results.every((r) => r.status === 'applied')).toBe(true);
    await otherApi.push([mutation(1, 'reminder.create.v1', othersOld), mutation(2, 'reminder.complete.v1', { id: othersOld.id, nextId: randomUUID() })]);
    await completedAt(old.id, now - 3 * REMINDER_PURGE_AFTER_MS);
    await completedAt(edge.id, now - REMINDER_PURGE_AFTER_MS);
    await completedAt(recent.id, now - REMINDER_PURGE_AFTER_MS + 1);
    await completedAt(repeating.id, now - 2 * REMINDER_PURGE_AFTER_MS);
    await completedAt(othersOld.id, now - 2 * REMINDER_PURGE_AFTER_MS);
    const { cookie } = await api.pull(0);

    const versionBefore = await spaceVersion(s.app.store, user.id);
    const otherBefore = await spaceVersion(s.app.store, other.id);
    expect(await cleanUpCompletedReminders(s.app.store, now)).toEqual({ tombstoned: 4 });
    // Each tombstone takes a version of its own from its owner's counter.
    expect(await spaceVersion(s.app.store, user.id)).toBe(versionBefore + 3);
    expect(await spaceVersion(s.app.store, other.id)).toBe(otherBefore + 1);
    expect(await cleanUpCompletedReminders(s.app.store, now)).toEqual({ tombstoned: 0 });

    const delta = await api.pull(cookie);
    expect(delta.changes.reminders.map((r) => [r.id, r.deleted]).sort()).toEqual([[edge.id, true], [old.id, true], [repeating.id, true]].sort());
    const versions = delta.changes.reminders.map((r) => r.version).sort((a, b) => a - b);
    expect(versions).toEqual([versionBefore + 1, versionBefore + 2, versionBefore + 3]);
    expect(delta.cookie).toBe(versionBefore + 3);
    // A fresh device sees only what is left: the recent completion, the pending task and the
    // occurrence the repeating one spawned.
    expect((await api.pull(0)).changes.reminders.map((r) => r.id).sort()).toEqual([recent.id, pending.id, spawned].sort());
    expect((await otherApi.pull(0)).changes.reminders).toEqual([]);

    // A day later (the job catching up after downtime), the recent one goes too.
    expect(await cleanUpCompletedReminders(s.app.store, now + REMINDER_PURGE_AFTER_MS)).toEqual({ tombstoned: 1 });
    expect((await api.pull(0)).changes.reminders.map((r) => r.id).sort()).toEqual([pending.id, spawned].sort());
  });

  it('leave a real device on its next sync', async () => {
    const user = await createTestUser(s.app);
    const phone = device(s.app, user);
    const id = randomUUID();
    await phone.client.mutate('reminder.create.v1', { id, taskType: 'shedding', frequency: { kind: 'once' }, dueDate: '2026-11-20' });
    await phone.client.mutate('reminder.complete.v1', { id, nextId: randomUUID() });
    await phone.client.sync();
    expect(await phone.db.reminders.get(id)).toMatchObject({ completed: true });
    const stamp = (await phone.db.reminders.get(id))?.completedAt ?? 0;
    expect(await cleanUpCompletedReminders(s.app.store, stamp + REMINDER_PURGE_AFTER_MS - 1)).toEqual({ tombstoned: 0 });
    expect(await cleanUpCompletedReminders(s.app.store, stamp + REMINDER_PURGE_AFTER_MS)).toEqual({ tombstoned: 1 });
    await phone.client.sync();
    expect(await phone.db.reminders.get(id)).toBeUndefined();
  });
});

describe('the scheduled job', () => {
  it('runs once when the server is ready, catching up on what accumulated while it was down, and stops on close', async () => {
    const server = await buildTestServer();
    try {
      const user = await createTestUser(server.app);
      const day = REMINDER_PURGE_AFTER_MS;
      const insert = (id: string, completedAt: number, version: number) => server.app.store.run(
        `INSERT INTO reminders (id, user_id, reptile_id, task_type, description, repeat_kind, repeat_every,
         due_date, anchor_day, completed, completed_at, next_id, version, created_at, updated_at, deleted)
         VALUES (?, ?, NULL, 'cleaning', NULL, 'once', NULL, '2026-11-01', 1, TRUE, ?, NULL, ?, 0, 0, FALSE)`,
        [id, user.id, completedAt, version]);
      const stale = randomUUID();
      const fresh = randomUUID();
      await insert(stale, Date.now() - 2 * day, 1);
      await insert(fresh, Date.now() - day / 2, 2);
      scheduleReminderCleanup(server.app);
      await server.app.ready();
      const deleted = async (id: string) => Boolean((await server.app.store.one<{ deleted: unknown }>('SELECT deleted FROM reminders WHERE id = ?', [id]))?.deleted);
      // The job runs at start without being awaited by ready(): wait for it (bounded).
      await expect.poll(() => deleted(stale), { timeout: 5_000 }).toBe(true);
      expect(await deleted(fresh)).toBe(false);
    } finally {
      await server.close();
    }
  });
});

/**
 * The contest settings in `server_state` (one JSON value under CONTEST_SETTINGS_KEY, no table of
 * its own): read on every call that needs them, so a change applies at once in every process.
 */
import { audit, type AuditActor } from '../audit/log';
import type { Queryable, Store } from '../db/store';
import { CONTEST_SETTINGS_KEY, settingsFromStored, type ContestSettings } from '../../../shared/contest/settings';

export async function readContestSettings(q: Queryable): Promise<ContestSettings> {
  const row = await q.one<{ value: string }>('SELECT value FROM server_state WHERE key = ?', [CONTEST_SETTINGS_KEY]);
  return settingsFromStored(row?.value);
}

/** Stores settings the caller has validated (shared ContestSettings schema). */
export async function writeContestSettings(q: Queryable, settings: ContestSettings, now: number): Promise<ContestSettings> {
  await q.run(
    `INSERT INTO server_state (key, value, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    [CONTEST_SETTINGS_KEY, JSON.stringify(settings), now],
  );
  return settings;
}

/** An admin's change, audited with the settings before and after; the same settings again change nothing. */
export async function changeContestSettings(store: Store, admin: AuditActor, settings: ContestSettings, now: number): Promise<ContestSettings> {
  return store.transaction(async (tx) => {
    const before = await readContestSettings(tx);
    if (JSON.stringify(before) === JSON.stringify(settings)) return before;
    await writeContestSettings(tx, settings, now);
    await audit(tx, admin, { action: 'contest.settings', targetType: 'contestSettings', targetId: null, before, after: settings }, now);
    return settings;
  });
}

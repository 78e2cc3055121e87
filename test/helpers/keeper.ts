/**
 * A signed-in keeper for app tests: session state, units, and their own fresh IndexedDB database
 * (fake-indexeddb), so screens read and write exactly as in the app.
 */
import { v7 as uuidv7 } from 'uuid';
import { vi } from 'vitest';
import { NO_LINEAGE } from '../../shared/mutators/reptile';
import { BASIC_CLAIMS, useSession } from '../../app/lib/session';
import { setPreferencesLocal } from '../../app/lib/session/preferences';
import { userDb, type LocalReptile, type UserDb } from '../../app/lib/db';
import type { LengthUnit, WeightUnit } from '../../shared/schemas/auth';
import type { PremiumTier } from '../../shared/plans';

export function signInKeeper(opts: { tier?: PremiumTier; weightUnit?: WeightUnit; lengthUnit?: LengthUnit } = {}): UserDb {
  const id = uuidv7();
  useSession.getState().setSignedIn({ id, email: `${id.slice(-8)}@example.test`, username: null },
    { ...BASIC_CLAIMS, isPremium: Boolean(opts.tier), premiumTier: opts.tier ?? null });
  setPreferencesLocal({ weightUnit: opts.weightUnit ?? 'g', lengthUnit: opts.lengthUnit ?? 'cm', language: 'en', theme: 'dark' });
  return userDb(id);
}

/** A reptile as the server would have sent it. */
export function syncedReptile(db: UserDb, over: Partial<LocalReptile> = {}): LocalReptile {
  return {
    id: uuidv7(), userId: db.userId, name: 'Nagini', species: 'Python regius', hatchDate: null, sex: 'female',
    weightGrams: null, lengthCm: null, notes: null, photoUrl: null, collectionId: null, feedingIntervalDays: null, feedingPaused: false, feedingPausedUntil: null, ...NO_LINEAGE, morphs: null, transferredAt: null, version: 7, updatedAt: Date.now(), deleted: false, ...over,
  };
}

/**
 * Makes this device's feedings table fail its `nth` put, as a disk would mid-transaction ("disk
 * hiccup"); `puts` counts every row put asked for (one by one or in bulk: the sync writer stores
 * a mutation's rows in bulk), the failed one included.
 */
export function failNthFeedingPut(db: UserDb, nth: number): { readonly puts: number } {
  const table = db.synced('feedingLogs');
  const put = table.put.bind(table);
  const bulkPut = table.bulkPut.bind(table);
  const seen = { puts: 0 };
  vi.spyOn(table, 'put').mockImplementation((...args: Parameters<typeof put>) => {
    seen.puts += 1;
    if (seen.puts === nth) throw new Error('disk hiccup');
    return put(...args);
  });
  vi.spyOn(table, 'bulkPut').mockImplementation(((rows: readonly unknown[], ...rest: unknown[]) => {
    const before = seen.puts;
    seen.puts += rows.length;
    if (before < nth && seen.puts >= nth) {
      seen.puts = nth;
      throw new Error('disk hiccup');
    }
    return (bulkPut as (...a: unknown[]) => unknown)(rows, ...rest);
  }) as typeof bulkPut);
  return seen;
}

/**
 * Where this device's sync stands, for screens that must not claim what it cannot know yet: a
 * device that has never finished a sync (a new phone signing in) holds part of the keeper's
 * history while its first sync runs, and a rhythm read from half the feedings says "overdue" of
 * an animal fed yesterday. UI state only (zustand): the engine sets it, screens read it.
 */
import { create } from 'zustand';

export interface SyncPhase {
  /** True while this device has not finished its first sync (set before that sync's first page). */
  firstSync: boolean;
  /** Records the running pull has received so far. */
  received: number;
  /** What the server said is still to come; null when it has not said (or an older server). */
  remaining: number | null;
}

export const IDLE_PHASE: SyncPhase = { firstSync: false, received: 0, remaining: null };

export const useSyncPhase = create<SyncPhase>()(() => IDLE_PHASE);

/** "12,400 of 30,600": the total when the server said what is left, else null. */
export const totalOf = (p: SyncPhase): number | null => (p.remaining === null ? null : p.received + p.remaining);

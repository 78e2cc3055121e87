/** Clutches from breeding logs (what a clutch is: schemas/clutch.ts). */
import type { BreedingLog } from '../schemas/breeding-log';
import type { ClutchSummary } from '../schemas/clutch';

type ClutchLog = Pick<BreedingLog, 'date' | 'eventType' | 'clutchId' | 'outcomeCount'> & { id: string };

/**
 * The clutch a log belongs to: the one it names, else a laying opens its own (named by its id).
 * Hatchings and other events naming no clutch belong to none.
 */
export function clutchKeyOf(log: ClutchLog): string | null {
  if (log.clutchId) return log.clutchId;
  return log.eventType === 'laying' ? log.id : null;
}

/**
 * Eggs laid (sum of the layings' counts) and hatched (sum of the hatchings') per clutch, newest
 * laying first; clutches known only from hatchings come last. A missing count adds nothing.
 * Pass live rows only (no tombstones).
 */
export function summarizeClutches(logs: readonly ClutchLog[]): ClutchSummary[] {
  const byId = new Map<string, ClutchSummary>();
  for (const log of logs) {
    if (log.eventType !== 'laying' && log.eventType !== 'hatching') continue;
    const clutchId = clutchKeyOf(log);
    if (clutchId === null) continue;
    const c = byId.get(clutchId) ?? { clutchId, laidOn: null, eggsLaid: 0, eggsHatched: 0 };
    const count = log.outcomeCount ?? 0;
    if (log.eventType === 'laying') {
      c.eggsLaid += count;
      if (c.laidOn === null || log.date < c.laidOn) c.laidOn = log.date;
    } else {
      c.eggsHatched += count;
    }
    byId.set(clutchId, c);
  }
  return [...byId.values()].sort((a, b) => {
    if (a.laidOn !== b.laidOn) {
      if (a.laidOn === null) return 1;
      if (b.laidOn === null) return -1;
      return a.laidOn < b.laidOn ? 1 : -1;
    }
    return a.clutchId < b.clutchId ? -1 : a.clutchId > b.clutchId ? 1 : 0;
  });
}

/** Whether a log opens a clutch others may join: a laying that names no clutch itself. */
export function opensClutch(log: Pick<BreedingLog, 'eventType' | 'clutchId'>): boolean {
  return log.eventType === 'laying' && !log.clutchId;
}

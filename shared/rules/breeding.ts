/** Clutches from breeding logs (what a clutch is: schemas/clutch.ts). */
import type { BreedingLog } from '../schemas/breeding-log';
import type { ClutchSummary } from '../schemas/clutch';

type ClutchLog = Pick<BreedingLog, 'date' | 'eventType' | 'clutchId' | 'outcomeCount'>
  & Partial<Pick<BreedingLog, 'incubationTempC' | 'incubationDays' | 'fertile' | 'infertile' | 'slugs'>>
  & { id: string; reptileId?: string };

const CLUTCH_EVENTS: ReadonlySet<BreedingLog['eventType']> = new Set(['laying', 'candling', 'hatching']);

const emptySummary = (clutchId: string): ClutchSummary => ({
  clutchId, laidOn: null, reptileId: null, eggsLaid: 0, eggsHatched: 0, incubationTempC: null, incubationDays: null, candling: null, eggsExpected: 0,
});

/** Later by date, then by id (UUIDv7: the later entry of a day). */
const isLater = (log: ClutchLog, than: { date: string; id: string } | null): boolean =>
  than === null || log.date > than.date || (log.date === than.date && log.id > than.id);

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
 * laying first; clutches known only from hatchings or candlings come last. A missing count adds
 * nothing. The incubation is the earliest laying's that gives it; the newest candling (a keeper
 * candles the whole clutch each time) takes its infertile eggs and slugs off what is expected to
 * hatch. Pass live rows only (no tombstones).
 */
export function summarizeClutches(logs: readonly ClutchLog[]): ClutchSummary[] {
  const byId = new Map<string, ClutchSummary>();
  const firstLaying = new Map<string, { temp: ClutchLog | null; days: ClutchLog | null }>();
  const lastCandling = new Map<string, ClutchLog>();
  const earlier = (log: ClutchLog, than: ClutchLog | null) => than === null || isLater(than, log);
  for (const log of logs) {
    if (!CLUTCH_EVENTS.has(log.eventType)) continue;
    const clutchId = clutchKeyOf(log);
    if (clutchId === null) continue;
    const c = byId.get(clutchId) ?? emptySummary(clutchId);
    const count = log.outcomeCount ?? 0;
    if (log.eventType === 'laying') {
      c.eggsLaid += count;
      if (c.laidOn === null || log.date < c.laidOn) c.laidOn = log.date;
      if (log.id === clutchId) c.reptileId = log.reptileId ?? null;
      const first = firstLaying.get(clutchId) ?? { temp: null, days: null };
      if (log.incubationTempC != null && earlier(log, first.temp)) first.temp = log;
      if (log.incubationDays != null && earlier(log, first.days)) first.days = log;
      firstLaying.set(clutchId, first);
    } else if (log.eventType === 'hatching') {
      c.eggsHatched += count;
    } else if (isLater(log, lastCandling.get(clutchId) ?? null)) {
      lastCandling.set(clutchId, log);
    }
    byId.set(clutchId, c);
  }
  for (const c of byId.values()) {
    const first = firstLaying.get(c.clutchId);
    c.incubationTempC = first?.temp?.incubationTempC ?? null;
    c.incubationDays = first?.days?.incubationDays ?? null;
    const candled = lastCandling.get(c.clutchId);
    c.candling = candled ? { date: candled.date, fertile: candled.fertile ?? 0, infertile: candled.infertile ?? 0, slugs: candled.slugs ?? 0 } : null;
    c.eggsExpected = Math.max(0, c.eggsLaid - (c.candling ? c.candling.infertile + c.candling.slugs : 0));
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

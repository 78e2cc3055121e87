/**
 * What the keeper logged, as one list across the six log tables: the dashboard's recent activity
 * and the activity calendar read the same entries and link them to the same reptile-page tabs.
 */
import type { LogTable } from '../../../shared/mutators/logs';
import type { LocalGrowthLog, LocalLog } from '../../lib/db';

/** Also the `?tab=` of the reptile page each entry opens. */
export const ACTIVITY_TYPES = ['feeding', 'growth', 'shedding', 'health', 'breeding', 'events'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const TABLE_OF = {
  feeding: 'feedingLogs', growth: 'growthLogs', shedding: 'sheddingLogs', health: 'healthLogs', breeding: 'breedingLogs', events: 'eventLogs',
} as const satisfies Record<ActivityType, LogTable | 'growthLogs'>;

/** Mantine colours; always shown with the type's name, never as the only cue. */
export const TYPE_COLOR: Record<ActivityType, string> = {
  feeding: 'teal', growth: 'blue', shedding: 'grape', health: 'red', breeding: 'pink', events: 'yellow',
};

type RowOf<K extends ActivityType> = (typeof TABLE_OF)[K] extends LogTable ? LocalLog<(typeof TABLE_OF)[K]> : LocalGrowthLog;

export type ActivityEntry = { [K in ActivityType]: { type: K; row: RowOf<K> } }[ActivityType];

/** Newest first: by date, then by id (UUIDv7, so the later entry of a day first), as the log tabs order. */
export const newestEntryFirst = (a: ActivityEntry, b: ActivityEntry): number =>
  b.row.date.localeCompare(a.row.date) || b.row.id.localeCompare(a.row.id);

export const entryLink = (e: ActivityEntry): string => `/reptiles/${e.row.reptileId}?tab=${e.type}`;

/** Entries by their date, each day's newest first as given. */
export function groupByDay<T extends { row: { date: string } }>(entries: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const e of entries) {
    const day = days.get(e.row.date);
    if (day) day.push(e);
    else days.set(e.row.date, [e]);
  }
  return days;
}

/** How many entries of each type a day has (the month grid reads counts, not entries). */
export type DayCounts = Partial<Record<ActivityType, number>>;

/** The chosen types' counts, in the fixed order of ACTIVITY_TYPES: a day cell's dots and its spoken label. */
export function shownCounts(counts: DayCounts | undefined, types: readonly ActivityType[]): { type: ActivityType; count: number }[] {
  return ACTIVITY_TYPES.filter((type) => types.includes(type)).map((type) => ({ type, count: counts?.[type] ?? 0 })).filter((c) => c.count > 0);
}

/**
 * The residents' feedings and sheds within a period, for the climate chart's markers; read
 * through each log's [reptileId+date] index, so no other animal's logs are loaded.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useUserDb } from '../../lib/db/use-user-db';

export interface ChartEvent {
  /** A refused or regurgitated meal is marked apart: a refusal may follow a cold spell. */
  kind: 'feeding' | 'refused' | 'shed';
  reptileId: string;
  date: string;
}

export function useResidentEvents(reptileIds: readonly string[], fromDate: string): ChartEvent[] | undefined {
  const db = useUserDb();
  const key = reptileIds.join(',');
  return useLiveQuery(async () => {
    if (!db) return [];
    const ids = key.split(',').filter(Boolean);
    const range = (id: string): [[string, string], [string, string]] => [[id, fromDate], [id, '\uffff']];
    const per = await Promise.all(ids.map(async (id) => {
      const [feedings, sheds] = await Promise.all([
        db.feedingLogs.where('[reptileId+date]').between(...range(id), true, true).toArray(),
        db.sheddingLogs.where('[reptileId+date]').between(...range(id), true, true).toArray(),
      ]);
      return [
        ...feedings.map((f) => ({ kind: f.outcome === 'ate' ? ('feeding' as const) : ('refused' as const), reptileId: id, date: f.date })),
        ...sheds.map((s) => ({ kind: 'shed' as const, reptileId: id, date: s.date })),
      ];
    }));
    return per.flat().sort((a, b) => a.date.localeCompare(b.date));
  }, [db, key, fromDate]);
}

/**
 * An enclosure's equipment read from the device (issue 28), live; undefined while IndexedDB is
 * answering. Deleted rows are not in the table (pull removes tombstones).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { needsReplacing, replacementState, type ReplacementState } from '../../../shared/enclosures/equipment';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { SyncedRowOf } from '../../../shared/sync/tables';
import { useUserDb } from '../../lib/db/use-user-db';

export type LocalEquipment = SyncedRowOf<'equipment'>;

const byName = (a: LocalEquipment, b: LocalEquipment) => a.name.localeCompare(b.name, undefined, { numeric: true }) || a.id.localeCompare(b.id);

/** The enclosure's equipment, by name. */
export function useEquipment(enclosureId: string | undefined): LocalEquipment[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db && enclosureId ? (await db.equipment.where('enclosureId').equals(enclosureId).toArray()).sort(byName) : []), [db, enclosureId]);
}

export interface EquipmentDue {
  equipment: LocalEquipment;
  /** The enclosure's name ("A1-1"); null when the enclosure is not on the device. */
  enclosureName: string | null;
  state: Extract<ReplacementState, { state: 'dueSoon' | 'overdue' }>;
}

/**
 * Every piece of equipment on the device due for replacement within two weeks or overdue (the
 * keeper's own and their shared collections'), soonest first: for a notice. Equipment of an
 * enclosure no longer on the device is left out. `today` defaults to the keeper's day.
 */
export function useEquipmentDue(today?: string): EquipmentDue[] | undefined {
  const db = useUserDb();
  const day = today ?? todayIn();
  return useLiveQuery(async () => {
    if (!db) return [];
    const [all, enclosures] = await Promise.all([db.equipment.toArray(), db.enclosures.toArray()]);
    const names = new Map(enclosures.map((e) => [e.id, e.name]));
    const out: EquipmentDue[] = [];
    for (const equipment of all) {
      if (!names.has(equipment.enclosureId)) continue;
      const state = replacementState(equipment, day);
      if (needsReplacing(state)) out.push({ equipment, enclosureName: names.get(equipment.enclosureId) ?? null, state });
    }
    return out.sort((a, b) => (a.state.due < b.state.due ? -1 : a.state.due > b.state.due ? 1 : byName(a.equipment, b.equipment)));
  }, [db, day]);
}

/**
 * What an enclosure asks of its keeper today (issue 28): the cleaning kinds due today or overdue
 * (shared/enclosures/upkeep.ts) and the equipment due for replacement within DUE_SOON_DAYS or
 * overdue (shared/enclosures/equipment.ts), for every live enclosure on the device. One pure
 * function, read by the dashboard's notices and by the notifier of the page and the service worker
 * (app/lib/due-notices/enclosure-care.ts), so they never disagree. Free of zod (the worker's bundle).
 */
import { needsReplacing, replacementState, type ReplacementState } from './equipment';
import { dueUpkeep, upkeepState, type UpkeepIntervals, type UpkeepKindState } from './upkeep';

interface Live { deleted?: boolean | null | number }
export interface CareEnclosure extends Live { id: string; name: string; upkeepDays?: UpkeepIntervals | null }
export interface CareUpkeep extends Live { enclosureId: string; kind: string; date: string }
export interface CareEquipment extends Live { id: string; enclosureId: string; name: string; installedOn: string; replaceEveryMonths: number | null | undefined }

export interface EquipmentDueState { id: string; name: string; state: Extract<ReplacementState, { state: 'dueSoon' | 'overdue' }> }

export interface EnclosureCareDue {
  enclosureId: string;
  name: string;
  /** Cleaning due today or overdue, the most overdue first. */
  cleaning: UpkeepKindState[];
  /** Equipment to replace within DUE_SOON_DAYS or overdue, the soonest due first. */
  equipment: EquipmentDueState[];
}

const live = (row: Live) => !row.deleted;

/** Every live enclosure with something due on `today`, by name (then id). */
export function enclosureCareDue(
  enclosures: readonly CareEnclosure[],
  upkeep: readonly CareUpkeep[],
  equipment: readonly CareEquipment[],
  today: string,
): EnclosureCareDue[] {
  const byEnclosure = new Map<string, CareUpkeep[]>();
  for (const u of upkeep) {
    if (!live(u)) continue;
    const list = byEnclosure.get(u.enclosureId);
    if (list) list.push(u);
    else byEnclosure.set(u.enclosureId, [u]);
  }
  const equipmentOf = new Map<string, EquipmentDueState[]>();
  for (const e of equipment) {
    if (!live(e)) continue;
    const state = replacementState(e, today);
    if (!needsReplacing(state)) continue;
    const list = equipmentOf.get(e.enclosureId) ?? [];
    list.push({ id: e.id, name: e.name, state });
    equipmentOf.set(e.enclosureId, list);
  }
  const out: EnclosureCareDue[] = [];
  for (const enclosure of enclosures) {
    if (!live(enclosure)) continue;
    const events = byEnclosure.get(enclosure.id);
    const cleaning = events ? dueUpkeep(upkeepState(events, today, enclosure.upkeepDays ?? undefined)) : [];
    const due = (equipmentOf.get(enclosure.id) ?? []).sort((a, b) => (a.state.due < b.state.due ? -1 : a.state.due > b.state.due ? 1 : 0));
    if (cleaning.length > 0 || due.length > 0) out.push({ enclosureId: enclosure.id, name: enclosure.name, cleaning, equipment: due });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name) || (a.enclosureId < b.enclosureId ? -1 : 1));
}
